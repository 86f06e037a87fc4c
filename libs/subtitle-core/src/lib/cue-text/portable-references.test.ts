import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { format } from '../core/format.js';
import { parse } from '../core/parse.js';
import { cueTextToPlainText } from './cue-text-plain.js';
import { parseCueText } from './parse-cue-text.js';
import { withPortableReferences } from './portable-references.js';
import { stripTags } from './strip-tags.js';

// What the WebVTT parser keeps of a cue text's character references: the ones every formatter
// reads (the short list of core/character-references.ts) as they are, the others decoded.
const CASES: [what: string, text: string, kept: string][] = [
  ['a name of the short list stays', 'Tom &amp; Jerry&nbsp;&lrm;', 'Tom &amp; Jerry&nbsp;&lrm;'],
  ['a number with its ";" stays', '&#233; &#xE9;', '&#233; &#xE9;'],
  ['a name of the whole table is decoded', '&copy; 2024', '© 2024'],
  ['names are case-sensitive: &AMP; is another name for &', 'A &AMP; B', 'A &amp; B'],
  ['a legacy name needs no ";"', '&copy 2024 &amp x', '© 2024 &amp; x'],
  ['a number without its ";"', '&#65 &#x42 &#128', 'A B €'],
  ['the longest legacy name, then text', '&notit;', '¬it;'],
  ['a decoded < or > is kept escaped', '&LT;i&GT;', '&lt;i&gt;'],
  ['no reference: text', 'AT&T &unknown; &# &', 'AT&T &unknown; &# &'],
  ['inside a voice name', '<v Zo&euml; &AMP; co>x', '<v Zoë &amp; co>x'],
  ['not in a class', '<c.a&copy>x</c>', '<c.a&copy>x</c>'],
  ['not across a tag', '&co<i>py;</i>', '&co<i>py;</i>'],
];

// Texts of tags, words and references of every kind: WebVTT cue texts as authors write them.
const cueTextPiece = fc.oneof(
  fc.constantFrom('a', 'b c', ' ', '\n', 'AT&T', '& ', ';', '漢', 'kan'),
  fc.constantFrom('<i>', '</i>', '<b>', '</b>', '<c.x>', '</c>', '<v Bob>', '</v>', '<lang en>'),
  // Ruby whole: an <rt> in another span of a ruby is markup the rules drop (see rubyAsText).
  fc.constantFrom('<ruby>漢<rt>kan</rt></ruby>', '<ruby>a<rt>&copy</rt>b<rt></rt></ruby>'),
  fc.constantFrom('<00:00:01.000>', '<br>', '</lang>'),
  fc.constantFrom('&amp;', '&lt;', '&gt;', '&nbsp;', '&quot;', '&apos;', '&lrm;', '&rlm;'),
  fc.constantFrom('&copy;', '&copy', '&AMP;', '&AMP', '&amp', '&lt', '&GT;', '&eacute', '&notin;'),
  fc.constantFrom('&notit;', '&#65', '&#65;', '&#x41', '&#0;', '&#128', '&#xD800;', '&#;', '&x;'),
);
const cueText = fc.array(cueTextPiece, { maxLength: 12 }).map((pieces) => pieces.join(''));

/** A cue text as the WebVTT parser reads it from a file. */
function parsedCueText(text: string): string {
  return parse(`WEBVTT\n\n00:00:01.000 --> 00:00:02.000\n${text}\n`).cues[0]?.text ?? '';
}

describe('withPortableReferences', () => {
  it.each(CASES)('%s', (_, text, kept) => {
    expect(withPortableReferences(text)).toBe(kept);
  });

  it('gives the tree the cue text parsing rules give the text as written', () => {
    fc.assert(
      fc.property(fc.oneof(cueText, fc.string()), (text) => {
        expect(parseCueText(withPortableReferences(text))).toEqual(parseCueText(text));
      }),
    );
  });
});

describe('what a viewer reads of WebVTT cue text', () => {
  it.each([
    ['&copy; 2024 ACME &AMP; Sons &#65 &amp x', '© 2024 ACME & Sons A & x'],
    ['<ruby>漢<rt>kan</rt></ruby>字', '漢(kan)字'],
    ['<v Bob>Tom &amp; Jerry</v>', 'Tom & Jerry'],
  ])('%s reads %s in stripTags, SRT, TXT, LRC, CSV and ASS', (text, read) => {
    const result = parse(`WEBVTT\n\n00:00:01.000 --> 00:00:02.000\n${text}\n`);
    expect(stripTags(text)).toBe(read);
    expect(format(result, 'srt')).toContain(`\n${read}\n`);
    expect(format(result, 'txt', { timestamps: false, speakers: false })).toBe(`${read}\n`);
    expect(format(result, 'lrc')).toContain(`]${read}\n`);
    expect(format(result, 'csv', { speakers: false })).toContain(`,${read}\n`);
    expect(format(result, 'ass')).toContain(`,${read}\n`);
  });

  it('stripTags and the SRT and TXT texts are cueTextToPlainText of the tree', () => {
    fc.assert(
      fc.property(cueText, (text) => {
        // Documented differences: '<' that opens no tag, and line breaks, which a cue keeps.
        fc.pre(!text.includes('\n'));
        const read = cueTextToPlainText(parseCueText(text));
        expect(stripTags(text)).toBe(read);
        const cueRead = parsedCueText(text);
        expect(stripTags(cueRead)).toBe(read);
        const srt = format([{ start: 1000, end: 2000, text: cueRead }], 'srt', {
          plainText: true,
        });
        expect(srt.split('\n').slice(2).join('\n').trim()).toBe(read.trim());
        const txt = format([{ start: 1000, end: 2000, text: cueRead }], 'txt', {
          timestamps: false,
          speakers: false,
        });
        expect(txt.trim()).toBe(read.trim());
      }),
    );
  });
});

describe('WebVTT output of text from other formats', () => {
  it.each([
    ['&copy 2024', '&amp;copy 2024'],
    ['&#0 and &#65', '&amp;#0 and &amp;#65'],
    ['AT&T &amp; &#233;', 'AT&T &amp; &#233;'],
  ])('cue text %s is written %s, so that a browser shows the same', (text, written) => {
    const vtt = format([{ start: 0, end: 1000, text }], 'vtt');
    expect(vtt).toContain(`\n${written}\n`);
    expect(parse(vtt).cues[0]?.text).toBe(withPortableReferences(written));
  });
});
