import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { format, parse, type FormatOptions, type ParseResult } from '../../src/index.js';

// Parsers tell the SRT and WebVTT formatters which cue texts need no escaping or repair, so that
// a file converted right after parsing is not scanned twice. Whatever happens to the cues between
// parse and format, the output must be what the same cues, fresh from nowhere, give.

/** Pieces subtitle files are made of, and every kind of text a formatter treats specially. */
const piece = fc.constantFrom(
  'WEBVTT\n\n',
  '1\n',
  '00:00:01,000 --> 00:00:02,000\n',
  '00:00:03.000 --> 00:00:04.500 align:start\n',
  '00:05.000 --> 00:06.000\n',
  '\n',
  '\n\n',
  ' \n',
  '\t',
  ' ',
  'word',
  'é',
  '字',
  '😀',
  '<i>',
  '</i>',
  '<b>',
  '</u>',
  '<I>',
  '<i',
  '<font color="red">',
  '</font>',
  '<v Ann>',
  '<c.loud>',
  '<00:00:01.500>',
  '&amp;',
  '&lt;',
  '&',
  '<',
  '>',
  '-->',
  'a --> b',
  '{\\an8}',
  '{\\i1}',
  '{\\i0}',
  '{\\b1\\u1}',
  '{\\u}',
  '{',
  '}',
  '\r',
  '\r\n',
);
const cueText = fc.array(piece, { minLength: 1, maxLength: 12 }).map((pieces) => pieces.join(''));
/** Well-formed files whose cue texts are anything: most of what a parser meets. */
const wellFormed = fc
  .tuple(fc.boolean(), fc.array(cueText, { maxLength: 8 }))
  .map(([vtt, texts]) =>
    vtt
      ? `WEBVTT\n\n${texts.map((text, i) => `00:0${i}.000 --> 00:0${i}.500\n${text}\n\n`).join('')}`
      : texts
          .map((text, i) => `${i + 1}\n00:00:0${i},000 --> 00:00:0${i},500\n${text}\n\n`)
          .join(''),
  );
/** And anything at all made of the same pieces. */
const document = fc.oneof(
  wellFormed,
  fc.array(piece, { maxLength: 60 }).map((pieces) => pieces.join('')),
);

/** The same cues in a new array of new objects: nothing a parser learnt comes with them. */
function fresh(result: ParseResult): ParseResult {
  return { ...result, cues: result.cues.map((cue) => ({ ...cue })) };
}

const OPTIONS: FormatOptions[] = [{}, { plainText: true }, { speakers: true }, { speakers: false }];

describe('formatting parsed cues', () => {
  it('writes what the same cues give when they do not come from a parser', () => {
    fc.assert(
      fc.property(document, (text) => {
        const result = parse(text, { format: text.startsWith('WEBVTT') ? 'vtt' : 'srt' });
        for (const to of ['srt', 'vtt'] as const) {
          for (const options of OPTIONS) {
            expect(format(result, to, options)).toBe(format(fresh(result), to, options));
          }
        }
      }),
      { numRuns: 1500 },
    );
  });

  it.each([
    ['a line that reads as a timing line', 'x\n00:00:05,000 --> 00:00:06,000', 'srt', '--\u2060>'],
    ['a blank line', 'first\n\nsecond', 'srt', 'first\nsecond'],
    ['an ampersand', 'Tom &amp; Jerry', 'srt', 'Tom & Jerry'],
    ['a literal override block', 'say {\\an8} aloud', 'srt', 'say {\u2060\\an8} aloud'],
    ['an arrow', 'a --> b', 'vtt', 'a --&gt; b'],
    ['a font tag', '<font color="red">hot</font>', 'vtt', '<c.red>hot</c>'],
    ['a blank line', 'first\n\nsecond', 'vtt', 'first\nsecond'],
  ] as const)(
    'writes a text changed after parsing to %s as the format needs (%s)',
    (_case, changed, to, expected) => {
      for (const input of [
        '1\n00:00:01,000 --> 00:00:02,000\nplain text\n',
        'WEBVTT\n\n00:01.000 --> 00:02.000\nplain text\n',
      ]) {
        const result = parse(input);
        const cue = result.cues[0];
        if (!cue) throw new Error('no cue parsed');
        cue.text = changed;
        expect(format(result, to)).toContain(expected);
      }
    },
  );

  it('writes a WebVTT text holding "{\\an8}" to SubRip as text, not as an override', () => {
    const result = parse('WEBVTT\n\n00:01.000 --> 00:02.000\n{\\an8}shown as is\n');
    const srt = format(result, 'srt');
    expect(srt).toContain('{\u2060\\an8}shown as is');
    expect(parse(srt).cues[0]).toMatchObject({ text: '{\u2060\\an8}shown as is' });
    expect(parse(srt).cues[0]?.settings).toBeUndefined();
  });

  it('follows cues moved, dropped or added after parsing', () => {
    const result = parse(
      'WEBVTT\n\n00:01.000 --> 00:02.000\none\n\n00:03.000 --> 00:04.000\ntwo\n',
    );
    result.cues.reverse();
    result.cues.push({ start: 5000, end: 6000, text: 'three\n\n-->' });
    result.cues.splice(0, 1);
    expect(format(result, 'vtt')).toBe(
      'WEBVTT\n\n00:00:01.000 --> 00:00:02.000\none\n\n00:00:05.000 --> 00:00:06.000\nthree\n--&gt;\n',
    );
  });
});
