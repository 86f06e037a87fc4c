import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { errorCodes } from '../../../test/support/error-codes.js';
import {
  expectSafeTimes,
  LAST_MINUTE,
  leadingNumber,
  sixtieth,
} from '../../../test/support/safe-times.js';
import { parse } from '../core/parse.js';
import { endsFromFile, LRC_LAST_LINE_MIN_MS } from './lrc-parser.js';

function lrc(text: string) {
  return parse(text, { format: 'lrc' });
}

describe('LRC parser', () => {
  it('reads tags and timed lines; each line lasts until the next one', () => {
    const result = lrc(
      '[ti:Song]\n[ar:Singer]\n[al:Album]\n[by:Me]\n\n[00:01.00]First\n[00:03.50]Second\n[00:06.00]\n',
    );
    expect(result.errors).toEqual([]);
    expect(result.header).toEqual({
      lrcTags: [
        ['ti', 'Song'],
        ['ar', 'Singer'],
        ['al', 'Album'],
        ['by', 'Me'],
      ],
      title: 'Song',
    });
    expect(result.cues).toEqual([
      { start: 1000, end: 3500, text: 'First' },
      { start: 3500, end: 6000, text: 'Second' },
    ]);
  });

  it('gives a line with several times one cue per time, sorted by time', () => {
    const result = lrc('[00:10.00][00:30.00]Chorus\n[00:20.00]Verse\n[00:40.00]\n');
    expect(result.cues.map((cue) => [cue.start, cue.end, cue.text])).toEqual([
      [10_000, 20_000, 'Chorus'],
      [20_000, 30_000, 'Verse'],
      [30_000, 40_000, 'Chorus'],
    ]);
  });

  it('ends a cue at an empty time line without starting one', () => {
    const result = lrc('[00:01.00]One\n[00:02.00]\n[00:05.00]Two\n[00:06.00]\n');
    expect(result.cues.map((cue) => [cue.start, cue.end])).toEqual([
      [1000, 2000],
      [5000, 6000],
    ]);
  });

  it('ends the last line at [length:] when given', () => {
    expect(lrc('[length:03:30]\n[03:00.00]Last\n').cues[0]).toMatchObject({
      start: 180_000,
      end: 210_000,
    });
  });

  it.each([
    ['a short line', 'La', LRC_LAST_LINE_MIN_MS],
    ['a long line, by its reading time', 'x'.repeat(90), 6000],
  ])('ends the last line without [length:] after %s', (_name, text, duration) => {
    const cue = lrc(`[00:10.00]${text}\n`).cues[0];
    expect(cue?.end).toBe(10_000 + duration);
  });

  it.each([
    ['+500', 500, 1500],
    ['-500', 1500, 2500],
    ['+2000', 0, 0],
  ])('applies [offset:%s] (a positive offset makes lyrics earlier)', (offset, start, end) => {
    const result = lrc(`[offset:${offset}]\n[00:01.00]A\n[00:02.00]\n`);
    expect(result.cues[0]).toMatchObject({ start, end });
    expect(result.header?.lrcTags).toEqual([['offset', offset]]);
  });

  it('reads enhanced LRC word times; the text loses the stamps', () => {
    const result = lrc(
      '[00:01.00]<00:01.00>Hel<00:01.50>lo <00:02.00>world <00:03.00>\n[00:04.00]\n',
    );
    expect(result.cues).toEqual([
      {
        start: 1000,
        end: 4000,
        text: 'Hello world',
        words: [
          { text: 'Hel', start: 1000, end: 1500 },
          { text: 'lo', start: 1500, end: 2000 },
          { text: 'world', start: 2000, end: 3000 },
        ],
      },
    ]);
  });

  it('ends the last word with its line when no stamp follows it', () => {
    const result = lrc('[00:01.00] <00:01.20> a <00:01.40> b\n[00:02.00]\n');
    expect(result.cues[0]?.text).toBe('a b');
    expect(result.cues[0]?.words).toEqual([
      { text: 'a', start: 1200, end: 1400 },
      { text: 'b', start: 1400, end: 2000 },
    ]);
  });

  it('keeps brackets after the times as lyrics', () => {
    expect(lrc('[00:01.00][Chorus] la la\n').cues[0]?.text).toBe('[Chorus] la la');
  });

  it.each([
    ['I <3 you & me', 'I &lt;3 you &amp; me'],
    ['a <b> c &amp; d', 'a &lt;b> c &amp;amp; d'],
  ])('keeps "%s" as text: cue markup with every < and & escaped', (line, text) => {
    expect(lrc(`[00:01.00]${line}\n`).cues[0]?.text).toBe(text);
  });

  it.each([
    ['a line without time', '[00:01.00]A\nno time here\n', 'skipped-line', 2],
    ['an unreadable time', '[00:01.00]A\n[00:61.00]B\n', 'bad-timestamp', 2],
    ['a malformed time', '[ti:x]\n\n[1:2x]B\n', 'bad-timestamp', 3],
    ['an offset that is not a number', '[offset:soon]\n[00:01.00]A\n', 'bad-header', 1],
    ['an unknown bracket line', '[just words]\n', 'skipped-line', 1],
  ])('reports %s with its line number', (_name, input, code, line) => {
    const result = lrc(input);
    expect(result.errors).toEqual([expect.objectContaining({ code, line })]);
  });

  it('keeps unknown tags and ignores blank lines', () => {
    const result = lrc('[re:Tool]\n[ve:1.0]\n[xtra:value]\n\n\n[00:01.00]A\n');
    expect(result.errors).toEqual([]);
    expect(result.header?.lrcTags).toEqual([
      ['re', 'Tool'],
      ['ve', '1.0'],
      ['xtra', 'value'],
    ]);
  });

  it('throws in strict mode', () => {
    expect(() => parse('[00:01.00]A\nplain\n', { format: 'lrc', strict: true })).toThrow(/Line 2:/);
  });

  it('never throws on arbitrary text', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...'[]<>:.,0123456789 ab\n+-ti'.split('')) }),
        fc.string(),
        (a, b) => {
          const result = lrc(a + b);
          for (const cue of result.cues) expect(cue.end).toBeGreaterThanOrEqual(cue.start);
        },
      ),
    );
  });
});

const NINES = '9'.repeat(400);

describe('LRC times past what a double holds exactly', () => {
  it.each([
    ['minutes of 400 nines', `[${NINES}:00.00]A\n`, 'bad-timestamp@1'],
    ['6e21 ms', '[99999999999999999:00.00]A\n', 'bad-timestamp@1'],
    ['one ms past 2^53 - 1', `[ti:x]\n[${LAST_MINUTE}:01.00]A\n`, 'bad-timestamp@2'],
    ['hours of 400 nines', `[${NINES}:00:00.00]A\n`, 'bad-timestamp@1'],
    ['an offset of 400 nines', `[offset:-${NINES}]\n`, 'bad-header@1'],
    ['an offset of 2^53', '[offset:9007199254740992]\n', 'bad-header@1'],
  ])('reports %s and reads no time from it', (_name, input, error) => {
    const result = lrc(input);
    expect(errorCodes(result)).toEqual([error]);
    expect(result.errors[0]?.message).toMatch(/is too large/);
    expect(result.cues).toEqual([]);
  });

  it('reads the last exact time, and ends the line there', () => {
    const result = lrc(`[${LAST_MINUTE}:00.991]Last\n`);
    expect(result.errors).toEqual([]);
    expect(result.cues).toEqual([
      { start: Number.MAX_SAFE_INTEGER, end: Number.MAX_SAFE_INTEGER, text: 'Last' },
    ]);
  });

  it('holds times an offset moves past the limit at the limit, as it holds them at 0', () => {
    const result = lrc(
      `[offset:-9007199254740991]\n[00:01.00]<00:01.00>A <00:01.50>B\n[00:02.00]\n`,
    );
    expect(result.errors).toEqual([]);
    expectSafeTimes(result);
    expect(result.cues[0]?.start).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('gives every cue and word whole, exact times, whatever the numbers', () => {
    const stamp = fc
      .tuple(leadingNumber, sixtieth, fc.constantFrom('.00', '.5', '.991', ''))
      .map(([minutes, seconds, fraction]) => `${minutes}:${seconds}${fraction}`);
    const line = fc.oneof(
      fc.tuple(stamp, stamp).map(([a, b]) => `[${a}]<${a}>la <${b}>la`),
      fc.tuple(stamp, stamp).map(([a, b]) => `[${a}][${b}]la`),
      stamp.map((a) => `[${a}]`),
      leadingNumber.map((value) => `[offset:-${value}]`),
      stamp.map((a) => `[length:${a}]`),
    );
    fc.assert(
      fc.property(fc.array(line, { maxLength: 6 }), (lines) => {
        expectSafeTimes(lrc(lines.join('\n')));
      }),
    );
  });
});

describe('LRC lines sharing a time', () => {
  // Each line's end was once found by scanning forward over the later lines, so 40,000 lines at
  // one time took 2.1 s (100,000 took 14 s). Vitest cannot stop a synchronous test at its
  // timeout, so a larger file would only slow the suite: the next test counts the work instead.
  it('reads 40,000 lines all stamped [00:01.00]', () => {
    const result = lrc('[00:01.00]la\n'.repeat(40_000));
    expect(result.errors).toEqual([]);
    expect(result.cues).toHaveLength(40_000);
    expect(result.cues.every((cue) => cue.start === 1000 && cue.end === 4000)).toBe(true);
  });

  it('finds the ends of lines sharing a time reading each line a few times, not once per line', () => {
    let reads = 0;
    const entries = Array.from({ length: 2000 }, () => ({ time: 1000, text: 'la' }));
    const counted = new Proxy(entries, {
      get(target, key, receiver) {
        if (typeof key === 'string' && /^\d+$/.test(key)) reads++;
        return Reflect.get(target, key, receiver) as unknown;
      },
    });
    expect(endsFromFile(counted)).toEqual(entries.map(() => -1));
    expect(reads).toBeLessThanOrEqual(3 * entries.length);
  });

  it.each([
    ['a later time', '[00:01.00]a\n[00:01.00]b\n[00:03.00]c\n', [3000, 3000, 6000]],
    ['an empty line at the same time', '[00:01.00]a\n[00:01.00]\n[00:01.00]b\n', [1000, 4000]],
    [
      'an empty line later',
      '[00:01.00]a\n[00:01.00]b\n[00:02.00]\n[00:02.00]c\n',
      [2000, 2000, 5000],
    ],
  ])('ends lines sharing a time at %s', (_name, input, ends) => {
    expect(lrc(input).cues.map((cue) => cue.end)).toEqual(ends);
  });

  it('ends every line where the first later empty or later-timed line is', () => {
    const line = fc.tuple(fc.integer({ min: 0, max: 3 }), fc.constantFrom('', 'la'));
    fc.assert(
      fc.property(fc.array(line, { maxLength: 12 }), (lines) => {
        const text = lines.map(([second, words]) => `[00:0${second}.00]${words}`).join('\n');
        const sorted = lines.map(([second, words]) => ({ time: second * 1000, words }));
        sorted.sort((a, b) => a.time - b.time);
        const expected = sorted.flatMap((entry, k) => {
          if (entry.words === '') return [];
          const next = sorted.slice(k + 1).find((c) => c.time > entry.time || c.words === '');
          return [next ? next.time : entry.time + LRC_LAST_LINE_MIN_MS];
        });
        expect(lrc(text).cues.map((cue) => cue.end)).toEqual(expected);
      }),
    );
  });
});
