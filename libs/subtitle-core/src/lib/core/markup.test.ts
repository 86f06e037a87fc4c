import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseCueText } from '../cue-text/parse-cue-text.js';
import { stripTags } from '../cue-text/strip-tags.js';
import { escapeCueText } from './markup.js';

// Each plain text, and the cue text that shows it as written (stripTags reads it back).
const CASES: [what: string, text: string, cueText: string][] = [
  ['text without markup stays', 'Hello, world!', 'Hello, world!'],
  ['the empty text', '', ''],
  ['an ampersand', 'Tom & Jerry', 'Tom &amp; Jerry'],
  ['what would be a tag', 'a <b>bold</b> claim', 'a &lt;b&gt;bold&lt;/b&gt; claim'],
  ['what would be a voice', '<v Bob>hi', '&lt;v Bob&gt;hi'],
  [
    'what would be ruby',
    '<ruby>漢<rt>kan</rt></ruby>',
    '&lt;ruby&gt;漢&lt;rt&gt;kan&lt;/rt&gt;&lt;/ruby&gt;',
  ],
  ['what would be a reference', '&copy; 2024 &#65;', '&amp;copy; 2024 &amp;#65;'],
  ['an escaped text is text: escaping it again keeps it', '&amp; &lt;', '&amp;amp; &amp;lt;'],
  ['a timing arrow', 'A --> B', 'A --&gt; B'],
  ['quotes and apostrophes stay', `"Don't"`, `"Don't"`],
  ['line breaks, tabs and control characters stay', 'a\nb\r\n\tc\u0000', 'a\nb\r\n\tc\u0000'],
  ['a lone surrogate stays', 'x\ud800y', 'x\ud800y'],
];

describe('escapeCueText', () => {
  it.each(CASES)('%s', (_what, text, cueText) => {
    expect(escapeCueText(text)).toBe(cueText);
    expect(stripTags(cueText)).toBe(text);
  });

  it('gives a text the WebVTT cue text parser reads as that text and nothing else', () => {
    expect(parseCueText(escapeCueText('<i>a</i> & <00:00:01.000>'))).toEqual([
      { type: 'text', text: '<i>a</i> & <00:00:01.000>' },
    ]);
  });

  // Pieces of markup as cue text writes it, whole and broken, among any characters at all.
  const piece = fc.oneof(
    fc.constantFrom('&', '<', '>', ';', '#', 'amp', 'lt;', '&amp;', '&copy', '&AMP;', '&#65'),
    fc.constantFrom('<i>', '</i>', '<v Bob>', '<ruby>', '<rt>', '<00:00:01.000>', '-->', '\n'),
    fc.constantFrom('\u0000', '\r', '\ud800', '\udfff', '\u00a0', '漢'),
    fc.string({ unit: 'binary', minLength: 1, maxLength: 3 }),
  );
  const anyText = fc.string({ unit: piece, maxLength: 30 });

  // It holds for every string: no '<' is left to start a tag or a ruby, and each '&' starts
  // '&amp;', which both the short list of references and HTML's whole table read as '&' (HTML's
  // longest match takes 'amp;', not the legacy 'amp', whatever follows).
  it('stripTags gives back any text', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        expect(stripTags(escapeCueText(text))).toBe(text);
      }),
      { numRuns: 2000 },
    );
  });

  it('leaves no tag and no reference but its own', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const cueText = escapeCueText(text);
        expect(cueText).not.toMatch(/[<>]/);
        expect(cueText.replace(/&(amp|lt|gt);/g, '')).not.toContain('&');
      }),
    );
  });
});
