import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  attributeOf,
  childElements,
  MAX_DEPTH,
  readXml,
  XML_NAMESPACE,
  type XmlElement,
  type XmlNode,
} from './xml-tree.js';

function read(text: string): { roots: XmlElement[]; problems: string[] } {
  const problems: string[] = [];
  const roots = readXml(text, (line, message) => problems.push(`${line}: ${message}`));
  return { roots, problems };
}

/** An element as `name{ns}[attributes](children)`, text as itself: what a test can compare at a glance. */
function show(node: XmlNode): string {
  if (node.kind === 'text') return JSON.stringify(node.text);
  const attributes = node.attributes.map((a) => `${a.local}{${a.ns}}=${a.value}`).join(' ');
  return `${node.local}{${node.ns}}[${attributes}](${node.children.map(show).join(',')})`;
}

describe('readXml', () => {
  it.each([
    ['an element with text', '<p>Hi</p>', 'p{}[]("Hi")'],
    ['a self-closing element', '<p>a<br/>b</p>', 'p{}[]("a",br{}[](),"b")'],
    ['attributes in both quotes', `<p a="1" b='2'/>`, 'p{}[a{}=1 b{}=2]()'],
    ['the predefined entities', '<p>&amp;&lt;&gt;&quot;&apos;</p>', 'p{}[]("&<>\\"\'")'],
    ['numeric references', '<p>&#233;&#xE9;&#x1F600;</p>', 'p{}[]("éé😀")'],
    ['a reference to a character XML cannot hold', '<p>&#0;&#xD800;</p>', 'p{}[]("\uFFFD\uFFFD")'],
    ['references in attributes', '<p a="x&amp;y&#10;z"/>', 'p{}[a{}=x&y\nz]()'],
    ['line breaks in attributes as spaces', '<p a="x\ny"/>', 'p{}[a{}=x y]()'],
    ['CDATA as text', '<p><![CDATA[<b>&amp;</b>]]></p>', 'p{}[]("<b>&amp;</b>")'],
    [
      'comments and processing instructions left out',
      '<?xml version="1.0"?><!-- c --><p><?pi x?>a<!-- <q> -->b</p>',
      'p{}[]("a","b")',
    ],
    ['the default namespace', '<tt xmlns="urn:t"><p/></tt>', 'tt{urn:t}[](p{urn:t}[]())'],
    [
      'prefixed elements and attributes, any prefix',
      '<x:tt xmlns:x="urn:t" xmlns:s="urn:s"><x:p s:a="1" b="2"/></x:tt>',
      'tt{urn:t}[](p{urn:t}[a{urn:s}=1 b{}=2]())',
    ],
    ['xml: bound without a declaration', '<p xml:id="c1"/>', `p{}[id{${XML_NAMESPACE}}=c1]()`],
    [
      'a declaration scoped to its element',
      '<a><b xmlns="urn:b"/><c/></a>',
      'a{}[](b{urn:b}[](),c{}[]())',
    ],
  ])('reads %s', (_name, text, expected) => {
    const { roots, problems } = read(text);
    expect(problems).toEqual([]);
    expect(roots.map(show).join('|')).toBe(expected);
  });

  it.each([
    [
      'an element left open',
      '<tt>\n<p>a',
      'tt{}[]("\\n",p{}[]("a"))',
      [
        '2: The element <p> (line 2) is never closed.',
        '2: The element <tt> (line 1) is never closed.',
      ],
    ],
    [
      'an end tag that skips an open element',
      '<p><span>a</p>',
      'p{}[](span{}[]("a"))',
      ['1: The element <span> (line 1) is not closed before </p>.'],
    ],
    [
      'an end tag that closes nothing',
      '<p>a</q>b</p>',
      'p{}[]("a","b")',
      ['1: The end tag </q> closes no open element; it was ignored.'],
    ],
    [
      'an unknown entity',
      '<p>a &nbsp; b</p>',
      'p{}[]("a &nbsp; b")',
      ['1: The character reference "&nbsp;" could not be read; it was kept as written.'],
    ],
    [
      "an entity named after an object's method",
      '<p>&toString;&constructor;</p>',
      'p{}[]("&toString;&constructor;")',
      [
        '1: The character reference "&toString;" could not be read; it was kept as written.',
        '1: The character reference "&constructor;" could not be read; it was kept as written.',
      ],
    ],
    [
      'an ampersand alone',
      '<p>AT&T</p>',
      'p{}[]("AT&T")',
      ['1: The character reference "&T" could not be read; it was kept as written.'],
    ],
    [
      'a lone "<"',
      '<p>1 < 2</p>',
      'p{}[]("1 ","<"," 2")',
      ['1: A "<" that starts no tag was read as text.'],
    ],
    [
      'an unquoted attribute',
      '<p a=1/>',
      'p{}[a{}=1]()',
      ['1: The value of the attribute a of <p> is not quoted.'],
    ],
    [
      'a comment never closed',
      '<p>a<!-- b',
      'p{}[]("a")',
      [
        '1: A comment is never closed; the rest of the file was ignored.',
        '1: The element <p> (line 1) is never closed.',
      ],
    ],
    [
      'an undeclared prefix',
      '<x:p/>',
      'p{}[]()',
      ['1: The prefix "x" of the element <x:p> is not declared.'],
    ],
    [
      'text outside the root',
      'junk<p/>',
      'p{}[]()',
      ['1: Text outside the root element was ignored.'],
    ],
  ])('reports %s and reads on', (_name, text, expected, problems) => {
    const result = read(text);
    expect(result.roots.map(show).join('|')).toBe(expected);
    expect(result.problems).toEqual(problems);
  });

  it('skips a DOCTYPE without expanding what it declares', () => {
    const text =
      '<!DOCTYPE tt [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;">]>\n<tt>&b;</tt>';
    const { roots, problems } = read(text);
    expect(roots.map(show)).toEqual(['tt{}[]("&b;")']);
    expect(problems).toEqual([
      '2: The character reference "&b;" could not be read; it was kept as written.',
    ]);
  });

  it('leaves out elements nested past MAX_DEPTH, keeping their text', () => {
    const text = `<r>${'<s>'.repeat(MAX_DEPTH + 10)}deep${'</s>'.repeat(MAX_DEPTH + 10)}</r>`;
    const { roots, problems } = read(text);
    expect(problems).toEqual([
      `1: Elements nested deeper than ${MAX_DEPTH} levels were left out, their text kept.`,
    ]);
    let deepest: XmlElement | undefined = roots[0];
    let depth = 1;
    while (deepest && childElements(deepest).length > 0) {
      deepest = childElements(deepest)[0];
      depth++;
    }
    expect(depth).toBe(MAX_DEPTH);
    expect(deepest?.children).toEqual([{ kind: 'text', text: 'deep' }]);
  });

  it('finds attributes by local name and namespace, and child elements', () => {
    const [root] = read('<a xmlns:x="urn:x" x:k="1" k="2">t<b/>u<c/></a>').roots;
    expect(root && attributeOf(root, 'k')).toBe('2');
    expect(root && attributeOf(root, 'k', 'urn:x')).toBe('1');
    expect(root && attributeOf(root, 'missing')).toBeUndefined();
    expect(root && childElements(root).map((child) => child.local)).toEqual(['b', 'c']);
  });

  it('tells a handler of each element as it starts and ends, closed however it is', () => {
    const events: string[] = [];
    const problems: string[] = [];
    const roots = readXml(
      '<a>\n<b><c/></b>\n<d>x</a>\n<e><f>',
      (line, message) => problems.push(`${line}: ${message}`),
      {
        open: (element, parent) =>
          events.push(`<${element.name}@${element.line} in ${parent?.name}`),
        close: (element, parent) => events.push(`/${element.name} in ${parent?.name}`),
      },
    );
    expect(events).toEqual([
      '<a@1 in undefined',
      '<b@2 in a',
      '<c@2 in b',
      '/c in b',
      '/b in a',
      '<d@3 in a',
      '/d in a',
      '/a in undefined',
      '<e@4 in undefined',
      '<f@4 in e',
      '/f in e',
      '/e in undefined',
    ]);
    expect(problems).toEqual([
      '3: The element <d> (line 3) is not closed before </a>.',
      '4: A second root element <e> was read after the first.',
      '4: The element <f> (line 4) is never closed.',
      '4: The element <e> (line 4) is never closed.',
    ]);
    expect(roots.map(show)).toEqual([
      'a{}[]("\\n",b{}[](c{}[]()),"\\n",d{}[]("x"))',
      'e{}[](f{}[]())',
    ]);
  });

  it('lets a handler drop what it has used from the tree', () => {
    const [root] = readXml('<div><p>1</p> <p>2</p><q/></div>', () => undefined, {
      close: (element, parent) => {
        if (element.name === 'p' && parent) parent.children.length = 0;
      },
    });
    expect(root && show(root)).toBe('div{}[](q{}[]())');
  });

  it('gives elements and problems their lines, whichever is reported first', () => {
    const { roots, problems } = read('<a>\n<b\n x="1"\n y>\n\n<c/></b></a>');
    expect(problems).toEqual(['4: The attribute y of <b> has no value; it was ignored.']);
    const b = roots[0] && childElements(roots[0])[0];
    expect(b?.line).toBe(2);
    expect(b && childElements(b).map((child) => child.line)).toEqual([6]);
  });

  it('never throws, whatever the text', () => {
    const xmlish = fc.stringMatching(/^[<>/!?\-[\]&#;="' a-z:\n]*$/);
    fc.assert(
      fc.property(fc.oneof(fc.string(), xmlish), (text) => {
        expect(() => read(text)).not.toThrow();
      }),
      { numRuns: 500 },
    );
  });
});
