// What a user converting between formats checks: every cue arrives, at the same time (within
// the target's precision), with the same visible text, and the written file is recognised as
// its format without being told.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FORMATS,
  format,
  parse,
  stripTags,
  type Cue,
  type SubtitleFormat,
} from '../../src/index.js';

// ASS and LRC store hundredths of a second.
const PRECISION: Record<SubtitleFormat, number> = {
  srt: 0,
  vtt: 0,
  ass: 10,
  ssa: 10,
  lrc: 10,
  txt: 0,
  md: 0,
  csv: 0,
};

const word = fc.stringMatching(/^[A-Za-zÀ-ÿ0-9'?!.,]{1,12}$/);
const line = fc.array(word, { minLength: 1, maxLength: 8 }).map((words) => words.join(' '));
const cueText = fc
  .tuple(line, fc.option(line, { nil: undefined }), fc.boolean())
  .map(([first, second, italic]) => {
    const text = second === undefined ? first : `${first}\n${second}`;
    return italic ? `<i>${text}</i>` : text;
  });

// Cues one after another with gaps, as subtitles are; LRC cannot express overlaps.
const cueList = fc
  .array(
    fc.record({
      gap: fc.integer({ min: 10, max: 5000 }),
      length: fc.integer({ min: 500, max: 7000 }),
      text: cueText,
    }),
    {
      minLength: 1,
      maxLength: 12,
    },
  )
  .map((specs) => {
    let clock = 0;
    return specs.map(({ gap, length, text }): Cue => {
      const start = Math.round((clock + gap) / 10) * 10;
      clock = start + Math.round(length / 10) * 10;
      return { start, end: clock, text };
    });
  });

function visible(text: string, to: SubtitleFormat): string {
  const plain = stripTags(text);
  return to === 'lrc' ? plain.replace(/\n/g, ' ') : plain;
}

describe.each(FORMATS.map((to) => [to]))('converting to %s', (to) => {
  it('keeps every cue, its times and its visible text, and is detected as such', () => {
    fc.assert(
      fc.property(cueList, (cues) => {
        const written = format(cues, to);
        const back = parse(written);
        expect(back.format).toBe(to);
        expect(back.errors).toEqual([]);
        expect(back.cues).toHaveLength(cues.length);
        back.cues.forEach((cue, index) => {
          const original = cues[index] as Cue;
          expect(Math.abs(cue.start - original.start)).toBeLessThanOrEqual(PRECISION[to]);
          expect(Math.abs(cue.end - original.end)).toBeLessThanOrEqual(PRECISION[to]);
          expect(visible(cue.text, to)).toBe(visible(original.text, to));
        });
      }),
      { numRuns: 60 },
    );
  });

  it.each(FORMATS.map((from) => [from]))(
    'from %s: the same cues as converting directly',
    (from) => {
      fc.assert(
        fc.property(cueList, (cues) => {
          const viaSource = parse(format(cues, from));
          const converted = parse(format(viaSource.cues, to), { format: to });
          expect(converted.cues.map((cue) => visible(cue.text, 'lrc'))).toEqual(
            cues.map((cue) => visible(cue.text, 'lrc')),
          );
        }),
        { numRuns: 15 },
      );
    },
  );
});

describe('speakers', () => {
  const cues: Cue[] = [
    { start: 1000, end: 2000, text: 'Hello there', speaker: 'Ana' },
    { start: 2500, end: 4000, text: 'Hi', speaker: 'Bo Li' },
  ];

  it.each<[SubtitleFormat]>([['vtt'], ['ass'], ['ssa'], ['csv'], ['txt'], ['md']])(
    '%s keeps them',
    (to) => {
      expect(parse(format(cues, to)).cues.map((cue) => cue.speaker)).toEqual(['Ana', 'Bo Li']);
    },
  );

  it('srt writes them in front of the text, where players show them', () => {
    expect(format(cues, 'srt')).toContain('Ana: Hello there');
  });

  it.each<[SubtitleFormat]>([['txt'], ['md'], ['srt']])('%s leaves them out when asked', (to) => {
    expect(format(cues, to, { speakers: false })).not.toContain('Ana');
  });
});
