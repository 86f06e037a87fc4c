import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Cue } from '../core/types.js';
import { check, type CheckOptions, type FindingCode } from './check.js';

const cue = (start: number, end: number, text = 'Hi'): Cue => ({ start, end, text });
const codes = (
  cues: Cue[],
  options: CheckOptions = { lang: 'en' },
): Array<[number, FindingCode, string]> =>
  check(cues, options).map((f) => [f.cueIndex, f.code, f.severity]);

describe('check: timing', () => {
  it.each<[string, Cue[], Array<[number, FindingCode, string]>, Partial<CheckOptions>?]>([
    [
      'finds nothing wrong with well-timed cues',
      [cue(0, 1000), cue(1000, 2000), cue(3000, 4000)],
      [],
    ],
    [
      'reports a cue starting before the previous one ends',
      [cue(0, 2000), cue(1999, 3000)],
      [[1, 'overlap', 'error']],
    ],
    [
      'reports an overlap with an earlier long cue',
      [cue(0, 6000, 'Long. Long. Long. Long.'), cue(2000, 3000), cue(4000, 5000)],
      [
        [1, 'overlap', 'error'],
        [2, 'overlap', 'error'],
      ],
    ],
    ['accepts cues that touch', [cue(0, 2000), cue(2000, 3000)], []],
    [
      'reports an end equal to the start',
      [cue(1000, 1000)],
      [[0, 'non-positive-duration', 'error']],
    ],
    ['reports an end before the start', [cue(2000, 1000)], [[0, 'non-positive-duration', 'error']]],
    ['reports 833 ms as too short', [cue(0, 833)], [[0, 'too-short', 'warning']]],
    ['accepts 834 ms', [cue(0, 834)], []],
    ['accepts exactly 7000 ms', [cue(0, 7000, 'Hello there, this is long enough.')], []],
    [
      'reports 7001 ms as too long',
      [cue(0, 7001, 'Hello there, this is long enough.')],
      [[0, 'too-long', 'warning']],
    ],
    [
      'reports a gap of 79 ms at 25 fps',
      [cue(0, 1000), cue(1079, 2000)],
      [[1, 'small-gap', 'warning']],
    ],
    ['accepts a gap of 80 ms at 25 fps', [cue(0, 1000), cue(1080, 2000)], []],
    [
      'reports a gap of 83 ms at 23.976 fps',
      [cue(0, 1000), cue(1083, 2000)],
      [[1, 'small-gap', 'warning']],
      { fps: 23.976 },
    ],
    ['accepts a gap of 84 ms at 23.976 fps', [cue(0, 1000), cue(1084, 2000)], [], { fps: 23.976 }],
    ['reports a gap of 1 ms', [cue(0, 1000), cue(1001, 2000)], [[1, 'small-gap', 'warning']]],
    // Time order, not list order, decides what a cue is compared with.
    [
      'finds no overlap between cues listed out of time order',
      [cue(5000, 6000), cue(1000, 2000)],
      [[1, 'out-of-order', 'warning']],
    ],
    [
      'reports an overlap with a cue listed after it that starts earlier',
      [cue(5000, 6000), cue(1000, 5500)],
      [
        [0, 'overlap', 'error'],
        [1, 'out-of-order', 'warning'],
      ],
    ],
    [
      'reports a small gap after a cue listed after it',
      [cue(2040, 3000), cue(1000, 2000)],
      [
        [0, 'small-gap', 'warning'],
        [1, 'out-of-order', 'warning'],
      ],
    ],
    [
      'compares a cue with the earlier one that ends last, wherever it is listed',
      [cue(3000, 4000), cue(0, 6000, 'Long. Long. Long. Long.'), cue(7000, 8000)],
      [
        [0, 'overlap', 'error'],
        [1, 'out-of-order', 'warning'],
      ],
    ],
    [
      'reports the later-listed of two cues that start together',
      [cue(1000, 2000), cue(1000, 3000)],
      [[1, 'overlap', 'error']],
    ],
    [
      'reports only where the order breaks, not every cue after it',
      [cue(5000, 6000), cue(1000, 2000), cue(3000, 4000)],
      [[1, 'out-of-order', 'warning']],
    ],
    [
      'reports a start that is not a number',
      [cue(NaN, 1000), cue(2000, 3000)],
      [[0, 'invalid-time', 'error']],
    ],
    [
      'reports an end that is not a number',
      [cue(0, 1000), cue(2000, NaN)],
      [[1, 'invalid-time', 'error']],
    ],
    [
      'leaves a cue with an invalid time out of the comparisons of the others',
      [cue(0, 2000), cue(1000, Infinity), cue(2000, 3000)],
      [[1, 'invalid-time', 'error']],
    ],
  ])('%s', (_, cues, expected, options = {}) => {
    expect(codes(cues, { lang: 'en', ...options })).toEqual(expected);
  });

  it.each<[string, Cue[], string]>([
    [
      'overlap',
      [cue(0, 5000), cue(4000, 6000)],
      'Starts at 00:00:04,000, 1000 ms before cue 1 ends at 00:00:05,000',
    ],
    [
      'small-gap',
      [cue(0, 1000), cue(1040, 2000)],
      'Starts 40 ms after cue 1 ends: leave no gap or at least 2 frames (80 ms at 25 fps)',
    ],
    [
      'non-positive-duration',
      [cue(2000, 1000)],
      'Ends at 00:00:01,000, before it starts at 00:00:02,000',
    ],
    [
      'non-positive-duration',
      [cue(2000, 2000)],
      'Ends when it starts, at 00:00:02,000, so it is never shown',
    ],
    [
      'too-short',
      [cue(0, 500)],
      'Shown for 500 ms, less than the minimum of 5/6 of a second (833.3 ms)',
    ],
    [
      'too-long',
      [cue(0, 8500, 'A cue that stays up a long time.')],
      'Shown for 8.5 s, more than the maximum of 7 s',
    ],
    [
      'out-of-order',
      [cue(5000, 6000), cue(1000, 2000)],
      'Starts at 00:00:01,000, before cue 1 above it, which starts at 00:00:05,000: the cues are not in time order',
    ],
    ['invalid-time', [cue(NaN, 2000)], 'Its start time (NaN) is not a time in milliseconds'],
    [
      'invalid-time',
      [cue(NaN, Infinity)],
      'Its start and end times (NaN, Infinity) are not times in milliseconds',
    ],
  ])('explains %s: %j', (code, cues, message) => {
    const finding = check(cues, { lang: 'en' }).find((f) => f.code === code);
    expect(finding?.message).toBe(message);
  });

  it('names the cue before it in time as the other cue, counting cues in list order', () => {
    expect(check([cue(5000, 6000), cue(1000, 5040)], { lang: 'en' })).toEqual([
      {
        code: 'overlap',
        severity: 'error',
        cueIndex: 0,
        message: 'Starts at 00:00:05,000, 40 ms before cue 2 ends at 00:00:05,040',
        value: 40,
        limit: 0,
        otherCueIndex: 1,
      },
      {
        code: 'out-of-order',
        severity: 'warning',
        cueIndex: 1,
        message:
          'Starts at 00:00:01,000, before cue 1 above it, which starts at 00:00:05,000: the cues are not in time order',
        value: 4000,
        limit: 0,
        otherCueIndex: 0,
      },
    ]);
  });

  it('finds the same overlaps and gaps whatever order the cues are listed in', () => {
    // Distinct starts, so that which of two cues reports the overlap does not depend on order.
    const spans = fc.uniqueArray(fc.tuple(fc.nat(20_000), fc.nat(3000)), {
      selector: ([start]) => start,
      maxLength: 12,
    });
    fc.assert(
      fc.property(
        spans.chain((list) =>
          fc.tuple(fc.constant(list), fc.shuffledSubarray(list, { minLength: list.length })),
        ),
        ([sorted, shuffled]) => {
          // Each finding as [code, start of its cue, start of the other cue].
          const timing = (cues: Cue[]): string[] =>
            check(cues, { lang: 'en' })
              .filter((f) => f.code === 'overlap' || f.code === 'small-gap')
              .map((f) =>
                [f.code, cues[f.cueIndex]?.start, cues[f.otherCueIndex ?? -1]?.start].join(),
              )
              .sort();
          const inOrder = [...sorted].sort((x, y) => x[0] - y[0]);
          const cuesOf = (list: Array<[number, number]>): Cue[] =>
            list.map(([start, length]) => cue(start, start + length));
          expect(timing(cuesOf(shuffled))).toEqual(timing(cuesOf(inOrder)));
          expect(check(cuesOf(inOrder), { lang: 'en' }).map((f) => f.code)).not.toContain(
            'out-of-order',
          );
        },
      ),
    );
  });

  it('gives the measured value, the limit and the other cue', () => {
    expect(check([cue(0, 1000), cue(1040, 2000)], { lang: 'en' })).toEqual([
      {
        code: 'small-gap',
        severity: 'warning',
        cueIndex: 1,
        message:
          'Starts 40 ms after cue 1 ends: leave no gap or at least 2 frames (80 ms at 25 fps)',
        value: 40,
        limit: 80,
        otherCueIndex: 0,
      },
    ]);
  });
});

describe('check: lines and reading speed', () => {
  const sixty = 'a'.repeat(60);
  it.each<[string, string, string, Array<[number, FindingCode, string]>, Partial<CheckOptions>?]>([
    ['accepts an English line of 60 characters', 'en', sixty, []],
    [
      'warns about an English line of 61 characters',
      'en',
      sixty + 'b',
      [[0, 'line-too-long', 'warning']],
    ],
    [
      'warns about an English line of 80 characters',
      'en',
      'a'.repeat(80),
      [[0, 'line-too-long', 'warning']],
    ],
    [
      'reports an English line of 81 characters as an error',
      'en',
      'a'.repeat(81),
      [[0, 'line-too-long', 'error']],
    ],
    [
      'measures each line on its own',
      'en',
      `${'a'.repeat(40)}\n${sixty}b`,
      [[0, 'line-too-long', 'warning']],
    ],
    ['does not count markup', 'en', `<i>${sixty}</i>`, []],
    ['counts a character reference as one character', 'en', `${'a'.repeat(59)}&amp;`, []],
    [
      'uses the Chinese limits (20 / 30)',
      'zh-CN',
      '字'.repeat(21),
      [[0, 'line-too-long', 'warning']],
    ],
    ['uses the Chinese maximum', 'zh-CN', '字'.repeat(31), [[0, 'line-too-long', 'error']]],
    [
      'uses the default limits (80 / 120) for other languages',
      'cs',
      'a'.repeat(81),
      [[0, 'line-too-long', 'warning']],
    ],
    ['accepts two lines', 'en', 'One\nTwo', []],
    ['reports three lines', 'en', 'One\nTwo\nThree', [[0, 'too-many-lines', 'warning']]],
    ['accepts three lines when allowed', 'en', 'One\nTwo\nThree', [], { maxLines: 3 }],
    ['ignores blank lines around the text', 'en', '\nOne\nTwo\n', []],
  ])('%s', (_, lang, text, expected, options = {}) => {
    // 7 s: as long as a cue may be, slow enough for these lines at 15 characters per second.
    const found = codes([cue(0, 7000, text)], { lang, ...options });
    expect(found).toEqual(expected);
  });

  it.each<[string, string, string, number, boolean]>([
    // English: 15 characters per second at most.
    ['English at exactly 15 cps', 'en', 'a'.repeat(30), 2000, false],
    ['English just over 15 cps', 'en', 'a'.repeat(31), 2000, true],
    [
      'English, counting spaces but not the line break',
      'en',
      'aaaaaaa aaaaaa\naaaaaaa aaaaaa',
      2000,
      false,
    ],
    ['English, not counting markup', 'en', '<i>' + 'a'.repeat(30) + '</i>', 2000, false],
    // Chinese: 9 characters per second.
    ['Chinese at exactly 9 cps', 'zh', '字'.repeat(18), 2000, false],
    ['Chinese over 9 cps', 'zh', '字'.repeat(19), 2000, true],
    // Japanese: 4 characters per second.
    ['Japanese over 4 cps', 'ja', 'あ'.repeat(9), 2000, true],
    // Languages without a row: 17.
    ['Czech at 17 cps', 'cs', 'a'.repeat(34), 2000, false],
  ])('reading speed: %s', (_, lang, text, duration, reported) => {
    const found = check([cue(0, duration, text)], { lang }).filter(
      (f) => f.code === 'reading-speed',
    );
    expect(found.length).toBe(reported ? 1 : 0);
  });

  it('explains line length and reading speed with the numbers and the language', () => {
    const found = check([cue(0, 2000, `${'a'.repeat(61)}\n${'b'.repeat(81)}`)], { lang: 'en-US' });
    expect(found.map((f) => f.message)).toEqual([
      'Line 1 has 61 characters; English lines should have at most 60',
      'Line 2 has 81 characters; English lines may have at most 80',
      'Reads at 71.0 characters per second (142 characters in 2 s); the English limit is 15',
    ]);
    expect(found[1]).toMatchObject({ line: 2, value: 81, limit: 80, severity: 'error' });
    expect(check([cue(0, 3000, 'a'.repeat(121))], { lang: 'xx' })[0]?.message).toBe(
      'Line 1 has 121 characters; lines may have at most 120',
    );
  });

  it('shows enough decimals to tell a rate from the limit', () => {
    const [finding] = check([cue(0, 1000, 'a'.repeat(15) + '\u00e9')], { lang: 'en' });
    expect(finding?.message).toContain('16.0 characters per second');
    const [close] = check([cue(0, 2061, 'a'.repeat(31))], { lang: 'en' }).filter(
      (f) => f.code === 'reading-speed',
    );
    expect(close?.message).toContain('15.04 characters per second');
  });
});

describe('check: order and options', () => {
  it('lists findings by cue', () => {
    const cues = [cue(0, 500), cue(400, 9000, 'x'.repeat(90)), cue(9010, 9100, 'One\nTwo\nThree')];
    expect(codes(cues)).toEqual([
      [0, 'too-short', 'warning'],
      [1, 'overlap', 'error'],
      [1, 'too-long', 'warning'],
      [1, 'line-too-long', 'error'],
      [2, 'small-gap', 'warning'],
      [2, 'too-short', 'warning'],
      [2, 'too-many-lines', 'warning'],
      [2, 'reading-speed', 'warning'],
    ]);
  });

  it('reads a character reference beyond Unicode as written rather than failing', () => {
    expect(codes([cue(0, 2000, '&#99999999;')])).toEqual([]);
  });

  it('finds nothing in no cues', () => {
    expect(check([], { lang: 'en' })).toEqual([]);
  });

  it.each<[string, unknown]>([
    ['no options', undefined],
    ['no language', {}],
    ['a language that is not a string', { lang: 44 }],
  ])('refuses %s with a TypeError that asks for the language', (_, options) => {
    expect(() => check([cue(0, 1000)], options as CheckOptions)).toThrow(TypeError);
    expect(() => check([cue(0, 1000)], options as CheckOptions)).toThrow(/needs options\.lang/);
  });

  it('takes a language the tables do not know, with the default limits', () => {
    expect(codes([cue(0, 7000, 'a'.repeat(81))], { lang: '' })).toEqual([
      [0, 'line-too-long', 'warning'],
    ]);
  });

  it.each([{ fps: 0 }, { fps: NaN }, { fps: -25 }, { maxLines: 0 }, { maxLines: 1.5 }])(
    'refuses %j',
    (options) => {
      expect(() => check([], { lang: 'en', ...options })).toThrow(RangeError);
    },
  );
});
