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
import { escapeCueText } from '../../src/lib/core/markup.js';

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
  ttml: 0,
};

// Visible text as people type it, including the characters markup and formats reserve.
// Left out of what every format must carry: '\N' and '\h', which ASS reads in any text as a line
// break and a hard space (a backslash stands alone here), and ';', without which no '&...;'
// character reference forms (SubRip has no escape, so players read '&amp;' as '&').
const word = fc.oneof(
  fc.stringMatching(/^[A-Za-zÀ-ÿ0-9'?!.,<>&{}:"*_#=+@-]{1,12}$/),
  fc.constant('\\'),
);
const line = fc.array(word, { minLength: 1, maxLength: 8 }).map((words) => words.join(' '));
const cueText = fc
  .tuple(line, fc.option(line, { nil: undefined }), fc.boolean())
  .map(([first, second, italic]) => {
    // Cue text is markup: the visible text is escaped, then optionally set in italics.
    const text = escapeCueText(second === undefined ? first : `${first}\n${second}`);
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

  it('srt writes them in front of the text only when asked, since players show them', () => {
    expect(format(cues, 'srt')).not.toContain('Ana');
    expect(format(cues, 'srt', { speakers: true })).toContain('Ana: Hello there');
  });

  it.each<[SubtitleFormat]>([['txt'], ['md'], ['srt']])('%s leaves them out when asked', (to) => {
    expect(format(cues, to, { speakers: false })).not.toContain('Ana');
  });
});

describe('any input', () => {
  // Text shaped like subtitle files, so that the parsers get past their first checks.
  const fragment = fc.oneof(
    fc.string({ maxLength: 20 }),
    fc.constantFrom(
      'WEBVTT\n',
      '\n\n',
      '1\n',
      '00:00:01,000 --> 00:00:02,000\n',
      '00:01.000 --> 00:02.000 align:start line:10%\n',
      '[Script Info]\n',
      '[Events]\nFormat: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text\n',
      'Dialogue: 0,0:00:01.00,0:00:02.00,Default,,0,0,0,,{\\i1}Hi{\\i0}\\Nthere\n',
      '[00:01.00]la la\n',
      '[ar:Someone]\n',
      'start,end,text\n',
      '00:00:01.000,00:00:02.000,"a, b"\n',
      '**[00:00:01.000 → 00:00:02.000]** **Ana:** hi\n',
      '[00:00:01.000 --> 00:00:02.000] Ana: hi\n',
      '<i>',
      '</i>',
      '&amp;',
      'NOTE x\n',
      'STYLE\n::cue { color: red }\n',
    ),
  );
  const input = fc.array(fragment, { maxLength: 12 }).map((parts) => parts.join(''));

  it.each(FORMATS.map((to) => [to]))(
    '%s: parse never throws, and writing is stable after one pass',
    (to) => {
      fc.assert(
        fc.property(input, (text) => {
          const once = format(parse(text, { format: to }), to);
          const twice = format(parse(once, { format: to }), to);
          expect(twice).toBe(once);
        }),
        { numRuns: 300 },
      );
    },
  );

  it('detection never throws', () => {
    fc.assert(
      fc.property(input, (text) => {
        expect(FORMATS).toContain(parse(text).format);
      }),
      { numRuns: 300 },
    );
  });
});

describe('found by the properties above', () => {
  it.each([
    ['ass', '[Script Info]\n::cue { color: red }\n'],
    ['ass', '[Script Info]\n : odd\n'],
  ] as const)('%s keeps %j through two passes', (to, text) => {
    const once = format(parse(text, { format: to }), to);
    expect(once).toContain(text.split('\n')[1]);
    expect(format(parse(once, { format: to }), to)).toBe(once);
  });
});
