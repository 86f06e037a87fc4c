// A cue with several voices is written to TXT as one paragraph with a 'Name:' line per voice;
// read back, each line is a cue of its own that shares the paragraph's time span.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readFixture } from '../../../test/support/fixtures.js';
import { check } from '../check/check.js';
import { format } from '../core/format.js';
import { parse } from '../core/parse.js';
import type { Cue } from '../core/types.js';
import { shareSpan } from './draft-cues.js';

function txt(text: string) {
  return parse(text, { format: 'txt' });
}

function spans(cues: readonly Cue[]) {
  return cues.map((cue) => [cue.speaker, cue.start, cue.end, cue.text]);
}

describe('TXT speaker lines inside a timed paragraph', () => {
  it.each<[string, string, (string | number | undefined)[][]]>([
    [
      'two voices of equal length share the span equally',
      '[00:00:04.000 --> 00:00:05.000] Bob: one\nCarol: two\n\n[00:00:05.000 --> 00:00:06.000] Dan: x\n',
      [
        ['Bob', 4000, 4500, 'one'],
        ['Carol', 4500, 5000, 'two'],
        ['Dan', 5000, 6000, 'x'],
      ],
    ],
    [
      'in proportion to text length, in whole milliseconds',
      '[00:00:00.000 --> 00:00:01.000] A: x\nB: yy\nC: zzzz\n',
      [
        ['A', 0, 143, 'x'],
        ['B', 143, 429, 'yy'],
        ['C', 429, 1000, 'zzzz'],
      ],
    ],
    [
      'text before the first name keeps the paragraph speaker',
      '[00:00:01.000 --> 00:00:03.000] ab\nCarol: cd\n',
      [
        [undefined, 1000, 2000, 'ab'],
        ['Carol', 2000, 3000, 'cd'],
      ],
    ],
    [
      'a paragraph without an end shares the time up to the next timestamp',
      '[00:01] Ana: hi\nBob: yo\n[00:03] Cy: end\n',
      [
        ['Ana', 1000, 2000, 'hi'],
        ['Bob', 2000, 3000, 'yo'],
        ['Cy', 3000, 4000, 'end'],
      ],
    ],
    [
      'a time alone on its line is the time of the speaker line below it',
      '0:04\nAna: hello\n0:06\nBob: bye\n',
      [
        ['Ana', 4000, 6000, 'hello'],
        ['Bob', 6000, 7000, 'bye'],
      ],
    ],
    [
      'untimed speaker lines still follow each other by reading time',
      'Ana: Hi.\nBob: Hello.\n',
      [
        ['Ana', 0, 1000, 'Hi.'],
        ['Bob', 1000, 2000, 'Hello.'],
      ],
    ],
  ])('%s', (_name, text, expected) => {
    expect(spans(txt(text).cues)).toEqual(expected);
  });

  it.each<[number, number, string[], [number, number][]]>([
    [0, 10, ['a'], [[0, 10]]],
    [
      0,
      10,
      ['', ''],
      [
        [0, 5],
        [5, 10],
      ],
    ],
    [
      0,
      3,
      ['a', 'a'],
      [
        [0, 2],
        [2, 3],
      ],
    ],
    [
      5,
      2,
      ['a', 'b'],
      [
        [5, 2],
        [5, 2],
      ],
    ],
  ])('shareSpan(%i, %i, %j)', (start, end, texts, expected) => {
    expect(shareSpan(start, end, texts)).toEqual(expected);
  });

  it('keeps the cycle-collector talk free of overlaps the source does not have', () => {
    const talk = readFixture('mozilla-vtt.js/integration/cycle-collector-talk.vtt');
    const source = parse(talk, { format: 'vtt' }).cues;
    const read = txt(format(source, 'txt')).cues;
    const overlaps = (cues: Cue[]) =>
      check(cues, { lang: 'en' }).filter((finding) => finding.code === 'overlap').length;
    expect(overlaps(read)).toBe(overlaps(source));
    expect(read.find((cue) => cue.text.startsWith("Oh, now we're good?"))).toMatchObject({
      speaker: 'Kyle Huey',
    });
  });
});

describe('TXT voices property', () => {
  const name = fc.constantFrom('Bob', 'Carol', 'Dan', 'Eve Li');
  const words = fc.stringMatching(/^[a-z]{1,8}( [a-z]{1,8}){0,3}$/);
  const voices = fc.array(fc.tuple(name, words), { minLength: 1, maxLength: 4 });
  const cue = fc.tuple(fc.nat(10_000), fc.nat(10_000), voices).map(([gap, duration, parts]) => ({
    gap,
    duration,
    text: parts.map(([speaker, said]) => `<v ${speaker}>${said}</v>`).join('\n'),
  }));

  it('reads every cue of several voices back within its source cue span', () => {
    fc.assert(
      fc.property(fc.array(cue, { minLength: 1, maxLength: 5 }), (drafts) => {
        let time = 0;
        const source: Cue[] = drafts.map(({ gap, duration, text }) => {
          const start = time + gap;
          time = start + duration;
          return { start, end: time, text };
        });
        const read = txt(format(source, 'txt')).cues;
        let next = 0;
        for (const original of source) {
          // The read cues of the cue's own paragraph (equal voices in a row make one turn).
          const count = txt(format([original], 'txt')).cues.length;
          for (const part of read.slice(next, next + count)) {
            expect(part.start).toBeGreaterThanOrEqual(original.start);
            expect(part.end).toBeLessThanOrEqual(original.end);
            expect(Number.isInteger(part.start) && Number.isInteger(part.end)).toBe(true);
          }
          next += count;
        }
        expect(next).toBe(read.length);
      }),
    );
  });
});
