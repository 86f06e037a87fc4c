import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cueTextToHtml } from './cue-text-html.js';
import { cueTextToPlainText } from './cue-text-plain.js';
import type { CueTextNode } from './cue-text-types.js';
import { cueTextToVtt } from './cue-text-vtt.js';

/** A tree as it comes from storage or JSON: nothing about it is checked. */
function untrusted(json: string): CueTextNode[] {
  return JSON.parse(json) as CueTextNode[];
}

const CASES: [what: string, tree: string, html: string, vtt: string][] = [
  [
    'an unknown type with attributes in its name',
    '[{"type":"img src=x onerror=alert(1)","classes":[],"children":[]}]',
    '',
    '',
  ],
  [
    'a script keeps its text, escaped, without the tag',
    '[{"type":"script","classes":[],"children":[{"type":"text","text":"alert(1)<"}]}]',
    'alert(1)&lt;',
    'alert(1)&lt;',
  ],
  [
    'known elements inside an unknown one stay',
    '[{"type":"div","children":[{"type":"i","classes":[],"children":[{"type":"text","text":"x"}]}]}]',
    '<i>x</i>',
    '<i>x</i>',
  ],
  [
    'classes that are not strings are dropped, the others escaped',
    '[{"type":"c","classes":["a\\"b",{"x":1},null,"ok"],"children":[]}]',
    '<span class="a&quot;b ok"></span>',
    '<c.a"b.ok></c>',
  ],
  [
    'a voice that is not a string is empty',
    '[{"type":"v","classes":[],"voice":{"toString":"x"},"children":[{"type":"text","text":"y"}]}]',
    '<span title="">y</span>',
    '<v>y</v>',
  ],
  [
    'a voice and a language are escaped',
    '[{"type":"v","classes":[],"voice":"\\"><script>","children":[]},{"type":"lang","classes":[],"language":"en\\"<x>","children":[]}]',
    '<span title="&quot;&gt;&lt;script&gt;"></span><span lang="en&quot;&lt;x&gt;"></span>',
    '<v "&gt;&lt;script&gt;></v><lang en"&lt;x&gt;></lang>',
  ],
  [
    'children that are not an array, and missing classes',
    '[{"type":"b","children":"<script>"}]',
    '<b></b>',
    '<b></b>',
  ],
  [
    'nulls, numbers, strings and texts without a string',
    '[null,1,"<script>",[],{"type":"text","text":5},{"type":"text","text":"ok"}]',
    'ok',
    'ok',
  ],
  [
    'timestamps that are not times',
    '[{"type":"timestamp","ms":"1"},{"type":"timestamp","ms":-1},{"type":"timestamp","ms":1.5},{"type":"timestamp","ms":1000}]',
    '<span data-timestamp="00:00:01.000"></span>',
    '<00:00:01.000>',
  ],
  ['a type that names a prototype property', '[{"type":"constructor","children":[]}]', '', ''],
];

describe('the cue text writers on trees from storage', () => {
  it.each(CASES)('%s', (_what, json, html, vtt) => {
    expect(cueTextToHtml(untrusted(json))).toBe(html);
    expect(cueTextToVtt(untrusted(json))).toBe(vtt);
    expect(() => cueTextToPlainText(untrusted(json))).not.toThrow();
  });
});

const ALLOWED_TAGS = new Set(['i', 'b', 'u', 'ruby', 'rt', 'span', 'br']);
const ALLOWED_ATTRIBUTES = new Set(['class', 'title', 'lang', 'data-timestamp']);
const VTT_TAGS = new Set(['c', 'i', 'b', 'u', 'ruby', 'rt', 'v', 'lang']);

// WebVTT hours are two digits or more: 100 hours is "100:00:00.000".
const TIMESTAMP = /^\d{2,}:\d\d:\d\d\.\d\d\d$/;

/** The names of a WebVTT cue text's tags as its tokenizer reads them: up to whitespace, '.' or '>'. */
function vttTagNames(vtt: string): string[] {
  const names: string[] = [];
  for (let at = vtt.indexOf('<'); at !== -1; at = vtt.indexOf('<', at)) {
    const end = vtt.indexOf('>', at);
    const tag = vtt.slice(at + 1, end === -1 ? undefined : end).replace(/^\//, '');
    names.push(TIMESTAMP.test(tag) ? tag : (tag.split(/[\t\n\f .]/, 1)[0] ?? ''));
    if (end === -1) break;
    at = end;
  }
  return names;
}

/** Names and values an attacker would try, and the model's own. */
const name = fc.oneof(
  fc.constantFrom('text', 'timestamp', 'c', 'i', 'b', 'u', 'ruby', 'rt', 'v', 'lang'),
  fc.constantFrom('script', 'img src=x onerror=alert(1)', 'span', 'a', '__proto__', 'constructor'),
  fc.string(),
);
const value = fc.oneof(
  fc.string(),
  fc.constantFrom('"><script>alert(1)</script>', "' onload='x", '&amp;', 'a b', '.', '>'),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
);

const { tree } = fc.letrec((tie) => ({
  node: fc.oneof(
    { depthSize: 'small' },
    value,
    fc.record(
      {
        type: name,
        text: value,
        ms: value,
        voice: value,
        language: value,
        classes: fc.oneof(fc.array(value), value),
        children: fc.oneof(tie('tree'), value),
      },
      { requiredKeys: ['type'] },
    ),
  ),
  tree: fc.array(tie('node'), { maxLength: 4 }),
}));

describe('the cue text writers on any JSON tree (fast-check)', () => {
  it('HTML has only the allowed elements and attributes, with quoted escaped values', () => {
    fc.assert(
      fc.property(tree, fc.option(fc.double()), (nodes, time) => {
        const options =
          time === null ? { lineBreaks: 'br' as const } : { lineBreaks: 'br' as const, time };
        const html = cueTextToHtml(nodes as CueTextNode[], options);
        for (const tag of html.split('<').slice(1)) {
          // Attributes with quoted values, and the karaoke marks, which have none.
          const match = /^\/?([a-z]+)((?: [a-z-]+="[^"<>]*"| data-past| data-future)*)>/.exec(tag);
          const [, tagName = '', attributes = ''] = match ?? [];
          expect(ALLOWED_TAGS.has(tagName), tag).toBe(true);
          for (const [, attribute = ''] of attributes.matchAll(/ ([a-z-]+)="/g)) {
            expect(ALLOWED_ATTRIBUTES.has(attribute), tag).toBe(true);
          }
        }
      }),
    );
  });

  it('WebVTT has only the model tags and timestamps, and plain text never throws', () => {
    fc.assert(
      fc.property(tree, (nodes) => {
        const vtt = cueTextToVtt(nodes as CueTextNode[]);
        for (const tagName of vttTagNames(vtt)) {
          expect(VTT_TAGS.has(tagName) || TIMESTAMP.test(tagName), tagName).toBe(true);
        }
        expect(typeof cueTextToPlainText(nodes as CueTextNode[])).toBe('string');
      }),
    );
  });
});
