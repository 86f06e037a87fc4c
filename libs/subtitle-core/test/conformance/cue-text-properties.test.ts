import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cueTextToHtml, cueTextToPlainText, cueTextToVtt, parseCueText } from '../../src/index.js';
import type { CueTextElement, CueTextNode } from '../../src/index.js';
import { decodeHtmlCharacterReferences } from '../../src/lib/cue-text/html-character-references.js';

/** Text made of the pieces cue text is built from, so that generated input reaches every rule. */
const cueTextLike = fc
  .array(
    fc.oneof(
      fc.constantFrom(
        '<',
        '>',
        '/',
        '.',
        '&',
        ';',
        '#',
        ' ',
        '\t',
        '\n',
        '\f',
        '\r',
        '\0',
        '<c>',
        '<c.yellow>',
        '</c>',
        '<i>',
        '</i>',
        '<b>',
        '</b>',
        '<u>',
        '</u>',
        '<ruby>',
        '</ruby>',
        '<rt>',
        '</rt>',
        '<v Ann>',
        '<v.loud Bob &amp; Co>',
        '<v>',
        '</v>',
        '<lang en>',
        '</lang>',
        '<00:00:01.500>',
        '<00:02.000>',
        '<99:00.000>',
        '<00:00.5>',
        '&amp;',
        '&AMP',
        '&lt;',
        '&gt;',
        '&nbsp;',
        '&copy',
        '&notin;',
        '&notit;',
        '&#65;',
        '&#x1F600;',
        '&#0;',
        '&#x;',
        'amp;',
        'lt;',
        'gt',
        '"',
        "'",
        '<c.a"b>',
        '<v a"b>',
        'x',
        'é',
        '漢',
        '😀',
      ),
      fc.string({ maxLength: 4 }),
    ),
    { maxLength: 40 },
  )
  .map((pieces) => pieces.join(''));

/** The tree with adjacent texts joined, which is what writing it out and reading it back gives. */
function joinTexts(nodes: readonly CueTextNode[]): CueTextNode[] {
  const out: CueTextNode[] = [];
  for (const node of nodes) {
    const last = out[out.length - 1];
    if (node.type === 'text' && last?.type === 'text') {
      out[out.length - 1] = { type: 'text', text: last.text + node.text };
    } else if (node.type === 'text' || node.type === 'timestamp') {
      out.push(node);
    } else {
      out.push({ ...node, children: joinTexts(node.children) });
    }
  }
  return out;
}

const className = fc
  .string({ minLength: 1, maxLength: 6 })
  .filter((name) => !/[\t\n\f .>]/.test(name));
const classes = fc.array(className, { maxLength: 3 });
/** Texts rich in what WebVTT escapes or decodes. */
const textValue = fc
  .array(
    fc.oneof(fc.constantFrom('&', 'amp;', 'lt;', '#65;', '<', '>', '-->', '\n'), fc.string()),
    {
      minLength: 1,
      maxLength: 5,
    },
  )
  .map((pieces) => pieces.join('').replaceAll('\0', '\uFFFD'))
  .filter((value) => value !== '');
/** An annotation as the parser leaves it: no NUL, ASCII whitespace (only) collapsed and trimmed. */
const annotation = textValue.map((value) =>
  value
    .replaceAll('\0', '\uFFFD')
    .replace(/[\t\n\f\r ]+/g, ' ')
    .replace(/^ | $/g, ''),
);
const textNode = textValue.map((text): CueTextNode => ({ type: 'text', text }));
const timestampNode = fc
  .integer({ min: 0, max: 10 ** 12 })
  .map((ms): CueTextNode => ({ type: 'timestamp', ms }));

/** Trees the parser can give: rt only straight inside ruby, no two texts side by side. */
const { trees } = fc.letrec<{ trees: CueTextNode[]; element: CueTextNode; rubyChild: CueTextNode }>(
  (tie) => ({
    trees: fc
      .array(fc.oneof(textNode, timestampNode, tie('element')), { maxLength: 4 })
      .map(joinTexts),
    element: fc.oneof(
      fc.record({
        type: fc.constantFrom('c', 'i', 'b', 'u') as fc.Arbitrary<'c' | 'i' | 'b' | 'u'>,
        classes,
        children: tie('trees') as fc.Arbitrary<CueTextNode[]>,
      }),
      fc.record({
        type: fc.constant('ruby' as const),
        classes,
        children: fc.array(tie('rubyChild'), { maxLength: 4 }).map(joinTexts),
      }),
      fc.record({
        type: fc.constant('v' as const),
        classes,
        voice: annotation,
        children: tie('trees') as fc.Arbitrary<CueTextNode[]>,
      }),
      fc.record({
        type: fc.constant('lang' as const),
        classes,
        language: annotation,
        children: tie('trees') as fc.Arbitrary<CueTextNode[]>,
      }),
    ),
    rubyChild: fc.oneof(
      tie('element'),
      textNode,
      fc.record({
        type: fc.constant('rt' as const),
        classes,
        children: tie('trees') as fc.Arbitrary<CueTextNode[]>,
      }),
    ),
  }),
);

const ALLOWED_TAGS = new Set(['i', 'b', 'u', 'ruby', 'rt', 'span', 'br']);
const ALLOWED_ATTRIBUTES = /^(?: (?:class|title|lang|data-timestamp)="[^"<>]*")*$/;

describe('cue text properties', () => {
  it('reading and writing never throw', () => {
    fc.assert(
      fc.property(cueTextLike, (input) => {
        const tree = parseCueText(input);
        cueTextToHtml(tree);
        cueTextToPlainText(tree);
        cueTextToVtt(tree);
      }),
      { numRuns: 2000 },
    );
  });

  it('parse, write, parse gives the same tree (texts a dropped tag split are joined)', () => {
    fc.assert(
      fc.property(cueTextLike, (input) => {
        const first = parseCueText(input);
        const second = parseCueText(cueTextToVtt(first));
        expect(second).toEqual(joinTexts(first));
        expect(parseCueText(cueTextToVtt(second))).toEqual(second);
      }),
      { numRuns: 2000 },
    );
  });

  it('any tree the parser can give comes back the same from its WebVTT', () => {
    fc.assert(
      fc.property(trees, (tree) => {
        expect(parseCueText(cueTextToVtt(tree))).toEqual(tree);
      }),
      { numRuns: 1000 },
    );
  });

  it('the HTML holds only the overlay elements and attributes, whatever the input', () => {
    fc.assert(
      fc.property(cueTextLike, (input) => {
        const html = cueTextToHtml(parseCueText(input), { lineBreaks: 'br' });
        const tags = [...html.matchAll(/<(\/?)([^\s>/]+)([^>]*)>/g)];
        expect(tags.length).toBe(html.split('<').length - 1);
        for (const [, slash, name = '', attributes = ''] of tags) {
          expect(ALLOWED_TAGS).toContain(name);
          expect(slash === '' ? attributes : '').toMatch(ALLOWED_ATTRIBUTES);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('the plain text of text without tags is the text with its references decoded', () => {
    fc.assert(
      fc.property(
        cueTextLike.map((input) => input.replaceAll('<', '')),
        (input) => {
          expect(cueTextToPlainText(parseCueText(input))).toBe(
            decodeHtmlCharacterReferences(input.replaceAll('\0', '\uFFFD')),
          );
        },
      ),
    );
  });

  it('a voice or lang span keeps its name whatever it holds', () => {
    fc.assert(
      fc.property(annotation, (name) => {
        const written = cueTextToVtt([
          { type: 'v', classes: [], voice: name, children: [] },
          { type: 'lang', classes: [], language: name, children: [] },
        ]);
        const [voice, lang] = parseCueText(written) as CueTextElement[];
        expect(voice).toMatchObject({ type: 'v', voice: name });
        expect(lang).toMatchObject({ type: 'lang', language: name });
      }),
    );
  });
});
