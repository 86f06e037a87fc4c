import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { format } from '../core/format.js';
import { parse } from '../core/parse.js';
import type { Cue } from '../core/types.js';
import { formatLrc } from './lrc-formatter.js';

describe('LRC formatter', () => {
  it('writes tags, then one line per cue, and marks ends that a following start does not', () => {
    const cues: Cue[] = [
      { start: 1000, end: 3000, text: 'First' },
      { start: 3000, end: 4000, text: 'Second' },
      { start: 6000, end: 7500, text: 'Third' },
    ];
    expect(
      formatLrc(cues, {
        header: {
          lrcTags: [
            ['ar', 'Singer'],
            ['ti', 'Song'],
          ],
        },
      }),
    ).toBe(
      '[ar:Singer]\n[ti:Song]\n[00:01.00]First\n[00:03.00]Second\n[00:04.00]\n[00:06.00]Third\n[00:07.50]\n',
    );
  });

  it('writes plain one-line text: markup removed, lines joined, speakers left out', () => {
    const cues: Cue[] = [
      { start: 0, end: 1000, text: '<i>Hello</i> &amp;\n  <b>goodbye</b>  ', speaker: 'Bob' },
    ];
    expect(formatLrc(cues)).toBe('[00:00.00]Hello & goodbye\n[00:01.00]\n');
  });

  it.each([
    ['left out by default', undefined, '[00:00.00]Hi there\n[00:01.00]Bob: Hello\n[00:02.00]\n'],
    [
      'written in front of the text when asked for',
      true,
      '[00:00.00]Ada: Hi there\n[00:01.00]Bob: Hello\n[00:02.00]\n',
    ],
    ['all left out when not wanted', false, '[00:00.00]Hi there\n[00:01.00]Hello\n[00:02.00]\n'],
  ])("a cue's speaker is %s, as a voice its speaker does not name is", (_what, speakers, lrc) => {
    const cues: Cue[] = [
      { start: 0, end: 1000, text: 'Hi there', speaker: 'Ada' },
      { start: 1000, end: 2000, text: '<v Bob>Hello</v>' },
    ];
    expect(formatLrc(cues, speakers === undefined ? {} : { speakers })).toBe(lrc);
  });

  it('sorts cues by time, leaves out empty ones and rounds to centiseconds', () => {
    const cues: Cue[] = [
      { start: 5004, end: 6006, text: 'B' },
      { start: 1000, end: 2000, text: '<i></i>' },
      { start: 1000, end: 5000, text: 'A' },
    ];
    expect(formatLrc(cues)).toBe('[00:01.00]A\n[00:05.00]B\n[00:06.01]\n');
  });

  it('writes [ti:] from the title when the tags have none', () => {
    expect(formatLrc([], { title: 'Song' })).toBe('[ti:Song]\n');
    expect(formatLrc([], { title: 'Other', header: { lrcTags: [['ti', 'Song']] } })).toBe(
      '[ti:Song]\n',
    );
  });

  it('undoes [offset:] so the times read back as the cues have them', () => {
    const cues: Cue[] = [{ start: 1000, end: 2000, text: 'A' }];
    const written = formatLrc(cues, { header: { lrcTags: [['offset', '+500']] } });
    expect(written).toBe('[offset:+500]\n[00:01.50]A\n[00:02.50]\n');
    expect(parse(written).cues).toEqual(cues);
  });

  it('writes word times as enhanced LRC when the words match the text', () => {
    const cue: Cue = {
      start: 1000,
      end: 4000,
      text: 'Hello  world',
      words: [
        { text: 'Hel', start: 1000, end: 1500 },
        { text: 'lo', start: 1500, end: 2000 },
        { text: 'world', start: 2000, end: 3000 },
      ],
    };
    const written = formatLrc([cue]);
    expect(written).toBe(
      '[00:01.00]<00:01.00>Hel<00:01.50>lo <00:02.00>world <00:03.00>\n[00:04.00]\n',
    );
    expect(parse(written).cues).toEqual([{ ...cue, text: 'Hello world' }]);
  });

  it('leaves word times out when the words do not match the text', () => {
    const cue: Cue = {
      start: 0,
      end: 1000,
      text: 'Edited line',
      words: [{ text: 'Original', start: 0, end: 1000 }],
    };
    expect(formatLrc([cue])).toBe('[00:00.00]Edited line\n[00:01.00]\n');
  });

  it.each([
    ['2^53', 2 ** 53],
    ['9e18, as an LRC file of huge minutes once read', 9e18],
    ['1e300', 1e300],
  ])('writes a time past 2^53 - 1 ms (%s) as a well-formed stamp at the limit', (_name, ms) => {
    expect(formatLrc([{ start: ms, end: ms + 5000, text: 'x' }])).toBe(
      '[150119987579:00.99]x\n[150119987579:00.99]\n',
    );
  });

  it('ignores an [offset:] too large to be exact, as the parser does', () => {
    const header = { lrcTags: [['offset', '9'.repeat(400)] as [string, string]] };
    expect(formatLrc([{ start: 1000, end: 2000, text: 'x' }], { header })).toBe(
      `[offset:${'9'.repeat(400)}]\n[00:01.00]x\n[00:02.00]\n`,
    );
  });

  it('writes only well-formed stamps, whatever the times', () => {
    const time = fc.oneof(fc.integer({ min: 0 }), fc.double(), fc.constant(2 ** 53 + 7));
    fc.assert(
      fc.property(fc.array(fc.tuple(time, time), { maxLength: 5 }), (times) => {
        const cues = times.map(([start, end]) => ({ start, end, text: 'x' }));
        for (const line of formatLrc(cues)
          .split('\n')
          .filter((l) => l !== '')) {
          expect(line).toMatch(/^\[\d{2,}:[0-5]\d\.\d\d\](?:x)?$/);
        }
      }),
    );
  });

  it('keeps text starting with a time-like bracket from reading as a second time', () => {
    const written = formatLrc([{ start: 0, end: 1000, text: '[00:05] later' }]);
    expect(parse(written).cues[0]?.text).toBe('[00:05] later');
  });

  it.each([
    ['a word time', 'count &lt;0:0> then', 'count <\u20600:0> then'],
    ['two, with centiseconds', '&lt;01:02.50>a &lt;3:04>', '<\u206001:02.50>a <\u20603:04>'],
    ['tags, and a time that is none', 'a &lt;b> and &lt;0:x>', 'a <b> and <0:x>'],
  ])('keeps text with %s from reading as word times', (_, text, written) => {
    const file = formatLrc([{ start: 0, end: 1000, text }]);
    expect(file).toContain(`]${written}\n`);
    const [cue] = parse(file).cues;
    expect(cue?.words).toBeUndefined();
    expect(cue?.text).toBe(text);
  });

  const cueArbitrary = fc.record({
    start: fc.integer({ min: 0, max: 20_000_000 }),
    length: fc.integer({ min: 0, max: 600_000 }),
    text: fc.string({
      unit: fc.constantFrom(...'ab ,"\':[]()<>\n-=#*\\é字😀0123456789'.split('')),
      maxLength: 30,
    }),
  });

  it('is a fixpoint after one pass: format(parse(format(cues))) === format(cues)', () => {
    fc.assert(
      fc.property(fc.array(cueArbitrary, { maxLength: 12 }), (drafts) => {
        const cues: Cue[] = drafts.map((d) => ({
          start: d.start,
          end: d.start + d.length,
          text: d.text,
        }));
        const written = format(cues, 'lrc');
        const reread = parse(written, { format: 'lrc' });
        expect(reread.errors).toEqual([]);
        expect(format(reread, 'lrc')).toBe(written);
      }),
    );
  });

  it('keeps times within 10 ms for cues that do not overlap', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 100_000 }), { minLength: 1, maxLength: 20 }),
        (gaps) => {
          let time = 0;
          const cues: Cue[] = gaps.map((gap, k) => {
            const start = time + gap;
            time = start + 10 + gap;
            return { start, end: time, text: `line ${k}` };
          });
          const reread = parse(format(cues, 'lrc'), { format: 'lrc' }).cues;
          expect(reread.map((cue) => cue.text)).toEqual(cues.map((cue) => cue.text));
          reread.forEach((cue, k) => {
            expect(Math.abs(cue.start - (cues[k]?.start ?? 0))).toBeLessThanOrEqual(5);
            expect(Math.abs(cue.end - (cues[k]?.end ?? 0))).toBeLessThanOrEqual(5);
          });
        },
      ),
    );
  });
});
