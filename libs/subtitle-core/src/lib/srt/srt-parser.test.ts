import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fixtureFiles, readFixture } from '../../../test/support/fixtures.js';
import { parse } from '../core/parse.js';
import { format } from '../core/format.js';
import { removeTags } from '../core/markup.js';

function srt(text: string) {
  return parse(text, { format: 'srt' });
}

describe('SRT parser', () => {
  it('reads a typical file', () => {
    const result = srt(
      '1\n00:00:01,000 --> 00:00:04,500\nHello <i>world</i>\nSecond line\n\n2\n00:01:00,250 --> 00:01:02,000\nBye\n',
    );
    expect(result.errors).toEqual([]);
    expect(result.cues).toEqual([
      { start: 1000, end: 4500, text: 'Hello <i>world</i>\nSecond line' },
      { start: 60_250, end: 62_000, text: 'Bye' },
    ]);
  });

  it.each([
    ['dot millis', '1\n00:00:01.000 --> 00:00:02.000\nA\n', 1000, 2000],
    ['no hours', '1\n00:01,000 --> 00:02,500\nA\n', 1000, 2500],
    ['no millis', '1\n00:00:01 --> 00:00:02\nA\n', 1000, 2000],
    ['one fraction digit is tenths', '1\n00:00:01,5 --> 00:00:02,25\nA\n', 1500, 2250],
    ['over-padded seconds', '1\n00:00:013,567 --> 00:00:014,901\nA\n', 13_567, 14_901],
    [
      'position coordinates after the end',
      '1\n00:00:01,000 --> 00:00:02,000 X1:100 X2:200 Y1:10 Y2:20\nA\n',
      1000,
      2000,
    ],
    ['BOM and CRLF', '\uFEFF1\r\n00:00:01,000 --> 00:00:02,000\r\nA\r\n', 1000, 2000],
    ['missing index', '00:00:01,000 --> 00:00:02,000\nA\n', 1000, 2000],
    ['extra spaces around the arrow', '1\n00:00:01,000   -->   00:00:02,000  \nA\n', 1000, 2000],
  ])('tolerates %s', (_name, input, start, end) => {
    const result = srt(input);
    expect(result.cues).toHaveLength(1);
    expect(result.cues[0]).toMatchObject({ start, end, text: 'A' });
    expect(result.errors).toEqual([]);
  });

  it('keeps cues apart when the blank line between them is missing', () => {
    const result = srt(
      '1\n00:00:01,000 --> 00:00:02,000\nA\n2\n00:00:03,000 --> 00:00:04,000\nB\n',
    );
    expect(result.cues.map((cue) => cue.text)).toEqual(['A', 'B']);
  });

  it('treats a number inside a cue text as text', () => {
    const result = srt(
      '1\n00:00:01,000 --> 00:00:02,000\nThe answer is\n42\n\n2\n00:00:03,000 --> 00:00:04,000\nB\n',
    );
    expect(result.cues.map((cue) => cue.text)).toEqual(['The answer is\n42', 'B']);
  });

  it('keeps a text line that contains an arrow inside a cue', () => {
    const result = srt('1\n00:00:01,000 --> 00:00:02,000\nA --> B\n');
    expect(result.cues.map((cue) => cue.text)).toEqual(['A --> B']);
    expect(result.errors).toEqual([]);
  });

  it.each([
    ['{\\an8}Top', 'Top', 8],
    ['This {\\an8} is a line.', 'This is a line.', 8],
    ['{\\an8}<i>Top</i> &amp; more', '<i>Top</i> &amp; more', 8],
    ['{\\i1}Converted{\\i0} from ASS', '<i>Converted</i> from ASS', undefined],
    ['{\\an8\\b1}Bold top {\\blur3}sign', '<b>Bold top sign</b>', 8],
    ['{\\an8}', '', 8],
    ['line one\n{\\an9}line two', 'line one\nline two', 9],
    ['{\\an8}first\n\nafter a stray blank {\\an2}', 'first\nafter a stray blank', 8],
    ['{\\an10}too far', 'too far', undefined],
    ['{not an override}', '{not an override}', undefined],
  ])('reads override blocks out of %j', (raw, text, alignment) => {
    const result = srt(
      `1\n00:00:01,000 --> 00:00:02,000\n${raw}\n\n2\n00:00:03,000 --> 00:00:04,000\nB\n`,
    );
    expect(result.errors).toEqual([]);
    expect(result.cues[0]?.text).toBe(text);
    expect(result.cues[0]?.settings).toEqual(
      alignment === undefined ? undefined : { kind: 'srt', alignment },
    );
    expect(result.cues[1]).toEqual({ start: 3000, end: 4000, text: 'B' });
  });

  it('keeps text that follows a stray blank line with its cue', () => {
    const result = srt(
      '1\n00:00:01,000 --> 00:00:02,000\nfirst part\n\nsecond part\n\n2\n00:00:03,000 --> 00:00:04,000\nB\n',
    );
    expect(result.cues.map((cue) => cue.text)).toEqual(['first part\nsecond part', 'B']);
  });

  it.each([
    ['too many fraction digits', '1\n00:00:02,345 --> 00:00:03,4560\nX\n', 'bad-timestamp', 2],
    ['negative time', '1\n-00:00:02,345 --> 00:00:01,234\nX\n', 'bad-timestamp', 2],
    ['missing start', '4\n             --> 02:00:10,901\nX\n', 'bad-timestamp', 2],
    ['minutes over 59', '1\n00:61:00,000 --> 00:62:00,000\nX\n', 'bad-timestamp', 2],
    ['no timing line', '2\nThis is the second subtitle.\n', 'missing-timestamp', 2],
    ['text before any cue', 'hello\n\n1\n00:00:01,000 --> 00:00:02,000\nA\n', 'skipped-line', 1],
  ])('skips and reports %s', (_name, input, code, line) => {
    const result = srt(input);
    expect(result.cues.map((cue) => cue.text)).not.toContain('X');
    expect(result.errors[0]).toMatchObject({ code, line });
    expect(result.errors[0]?.message.length).toBeGreaterThan(10);
  });

  it.each([
    ['after its index', '1\n00:00:01,000 -> 00:00:02,000\nX\n', 2, '"->"'],
    ['without an index', '00:00:01,000 -> 00:00:02,000\nX\n', 1, '"->"'],
    ['with a spaced arrow', '1\n00:00:01,000 -- > 00:00:02,000\nX\n', 2, '"-- >"'],
    ['with a long dash', '1\n00:00:01,000 —> 00:00:02,000\nX\n', 2, '"—>"'],
    ['with an arrow sign', '1\n00:00:01,000 → 00:00:02,000\nX\n', 2, '"→"'],
    ['with no arrow at all', '1\n00:00:01,000 00:00:02,000\nX\n', 2, 'no "-->"'],
    ['with dot millis and no hours', '1\n00:01.000 => 00:02.000\nX\n', 2, '"=>"'],
    [
      'before position coordinates',
      '1\n00:00:01,000 -> 00:00:02,000 X1:10 X2:20 Y1:1 Y2:2\nX\n',
      2,
      '"->"',
    ],
    [
      'after a cue and a blank line, without an index',
      '1\n00:00:00,000 --> 00:00:00,500\nA\n\n00:00:01,000 -> 00:00:02,000\nX\n',
      5,
      '"->"',
    ],
    [
      'right after a cue, with an index',
      '1\n00:00:00,000 --> 00:00:00,500\nA\n2\n00:00:01,000 -> 00:00:02,000\nX\n',
      5,
      '"->"',
    ],
  ])('says what is wrong with a timing line %s', (_name, input, line, what) => {
    const result = srt(`${input}\n9\n00:00:05,000 --> 00:00:06,000\nnext\n`);
    expect(result.errors).toHaveLength(1);
    expect(result.errors[0]).toMatchObject({ code: 'bad-timestamp', line });
    expect(result.errors[0]?.message).toContain(what);
    expect(result.errors[0]?.message).toContain('"-->"');
    expect(result.cues.map((cue) => cue.text)).not.toContain('X');
    expect(result.cues.at(-1)?.text).toBe('next');
    expect(result.cues.map((cue) => cue.text).join()).not.toContain('->');
  });

  it.each([
    ['a time range in a cue', '12:30 - 13:45 lunch'],
    ['times of day', '12:30 -> 13:45'],
    ['a line after a stray blank line', '00:00:01,000 - 00:00:02,000 was the cut'],
  ])('keeps %s as text', (_name, line) => {
    const result = srt(`1\n00:00:00,000 --> 00:00:00,500\nA\n\n${line}\n`);
    expect(result.errors).toEqual([]);
    expect(result.cues.map((cue) => cue.text)).toEqual([`A\n${line}`]);
  });

  it('reports any separator but an arrow between two times as a broken timing line', () => {
    const separator = fc
      .array(fc.constantFrom('-', '–', '—', '=', '~', '>', '→', ' '), { maxLength: 5 })
      .map((chars) => ` ${chars.join('')} `)
      .filter((text) => !text.includes('-->'));
    fc.assert(
      fc.property(separator, (between) => {
        const result = srt(`7\n00:00:01,000${between}00:00:02,000\nX\n`);
        expect(result.cues).toEqual([]);
        expect(result.errors).toMatchObject([{ code: 'bad-timestamp', line: 2 }]);
        const shown = between.trim();
        expect(result.errors[0]?.message).toContain(shown === '' ? 'no "-->"' : `"${shown}"`);
      }),
      { numRuns: 200 },
    );
  });

  it('reports a cue that ends before it starts but keeps it', () => {
    const result = srt('1\n00:00:05,000 --> 00:00:01,000\nA\n');
    expect(result.cues).toHaveLength(1);
    expect(result.errors).toMatchObject([{ code: 'end-before-start', line: 2 }]);
  });

  it('throws the first error in strict mode', () => {
    expect(() =>
      parse('1\n00:00:0x,000 --> 00:00:01,000\nA\n', { format: 'srt', strict: true }),
    ).toThrow(/Line 2: .*could not be read/);
  });
});

describe('SRT corpora', () => {
  const androidx: Array<[string, number, string | undefined, string | undefined]> = [
    ['typical', 3, 'This is the first subtitle.', 'This is the third subtitle.'],
    ['typical_extra_blank_line', 3, 'This is the first subtitle.', 'This is the third subtitle.'],
    ['typical_missing_sequence', 3, 'This is the first subtitle.', 'This is the third subtitle.'],
    ['typical_missing_timecode', 2, 'This is the first subtitle.', 'This is the third subtitle.'],
    [
      'typical_negative_timestamps',
      1,
      'This is the third subtitle.',
      'This is the third subtitle.',
    ],
    [
      'typical_no_hours_and_millis',
      3,
      'This is the first subtitle.',
      'This is the third subtitle.',
    ],
    [
      'typical_unexpected_end',
      2,
      'This is the first subtitle.',
      'This is the second subtitle.\nSecond subtitle with second line.',
    ],
    [
      'typical_with_byte_order_mark',
      3,
      'This is the first subtitle.',
      'This is the third subtitle.',
    ],
    ['typical_utf16le', 3, 'This is the first subtitle.', 'This is the third subtitle.'],
    ['typical_utf16be', 3, 'This is the first subtitle.', 'This is the third subtitle.'],
    // Two fraction digits are read as hundredths (08,90 is 8.9 s), unlike ExoPlayer which drops the cue.
    [
      'typical_bad_timestamps',
      2,
      'This is the first subtitle.',
      'This should be discarded (too few decimal places).',
    ],
    ['empty', 0, undefined, undefined],
  ];

  it.each(androidx)(
    'androidx-media %s: %d cues, first and last text',
    (name, count, first, last) => {
      const result = srt(readFixture(`androidx-media/subrip/${name}`));
      expect(result.cues).toHaveLength(count);
      expect(result.cues[0]?.text).toBe(first);
      expect(result.cues.at(-1)?.text).toBe(last);
    },
  );

  it('androidx-media typical: times', () => {
    const result = srt(readFixture('androidx-media/subrip/typical'));
    expect(result.cues.map((cue) => [cue.start, cue.end])).toEqual([
      [0, 1234],
      [2345, 3456],
      [7_204_567, 7_208_901],
    ]);
  });

  it('androidx-media typical_with_tags: override blocks removed, alignments kept (as ExoPlayer)', () => {
    const result = srt(readFixture('androidx-media/subrip/typical_with_tags'));
    expect(result.errors).toEqual([]);
    // ExoPlayer's SubripParserTest expects these texts (its HTML rendering collapses spaces).
    expect(result.cues.slice(0, 5).map((cue) => cue.text)).toEqual([
      'This is the first subtitle.',
      'This is the second subtitle.\nSecond subtitle with second line.',
      'This is the third subtitle.',
      'This { \\an2} is not a valid tag due to the space after the opening bracket.',
      'This is the fifth subtitle with multiple valid tags.',
    ]);
    expect(result.cues.map((cue) => cue.settings)).toEqual([
      { kind: 'srt', alignment: 1 },
      undefined,
      { kind: 'srt', alignment: 2 },
      undefined,
      { kind: 'srt', alignment: 2 },
      ...[1, 2, 3, 4, 5, 6, 7, 8, 9].map((alignment) => ({ kind: 'srt', alignment })),
    ]);
    expect(result.cues.slice(5).map((cue) => cue.text)).toEqual([
      'This is a lines.',
      ...Array<string>(8).fill('This is a line.'),
    ]);
  });

  const allSrt = [
    ...fixtureFiles('androidx-media/subrip/'),
    ...fixtureFiles('go-astisub/', (name) => name.endsWith('.srt')),
  ];

  it.each(allSrt)('%s parses and round-trips', (path) => {
    const first = srt(readFixture(path));
    const written = format(first.cues, 'srt');
    const second = srt(written);
    expect(second.errors).toEqual([]);
    // What a viewer reads: '&nbsp;' written as the character reads back as that character.
    expect(
      second.cues.map(({ start, end, text }) => ({ start, end, text: removeTags(text) })),
    ).toEqual(first.cues.map(({ start, end, text }) => ({ start, end, text: removeTags(text) })));
  });

  it('go-astisub example-in.srt equals its example-out.srt after a round trip', () => {
    const input = srt(readFixture('go-astisub/example-in.srt'));
    const expected = srt(readFixture('go-astisub/example-out.srt'));
    expect(input.cues.map(({ start, end, text }) => ({ start, end, text }))).toEqual(
      expected.cues.map(({ start, end, text }) => ({ start, end, text })),
    );
  });
});

describe('SRT properties', () => {
  const cueText = fc
    .array(
      fc
        .string({ unit: 'grapheme', minLength: 1, maxLength: 30 })
        .filter((line) => line.trim() !== '' && !line.includes('-->')),
      {
        minLength: 1,
        maxLength: 3,
      },
    )
    .map((lines) =>
      lines
        .map((line) => line.replace(/\s+/g, ' ').trim())
        .filter((line) => line !== '' && !/^\d+$/.test(line))
        .join('\n'),
    )
    .filter((text) => text !== '');
  const cue = fc
    .record({
      start: fc.integer({ min: 0, max: 360_000_000 }),
      length: fc.integer({ min: 0, max: 60_000 }),
      text: cueText,
    })
    .map(({ start, length, text }) => ({ start, end: start + length, text }));

  it('parse never throws on any input', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 500 }), (input) => {
        const result = srt(input);
        expect(Array.isArray(result.cues)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('format -> parse gives the same cues', () => {
    fc.assert(
      fc.property(fc.array(cue, { maxLength: 20 }), (cues) => {
        const result = srt(format(cues, 'srt'));
        expect(result.errors).toEqual([]);
        // Cue text is markup: a written '&' or '<' reads back as '&amp;' or '&lt;', the same text.
        expect(
          result.cues.map(({ start, end, text }) => ({ start, end, text: removeTags(text) })),
        ).toEqual(cues.map(({ start, end, text }) => ({ start, end, text: removeTags(text) })));
      }),
      { numRuns: 300 },
    );
  });
});
