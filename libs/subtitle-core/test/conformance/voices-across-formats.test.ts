// Several voices in one cue through ASS and LRC, and the warning where a format cannot keep them
// (README "Several voices in one cue").
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { voiceTurns } from '../../src/lib/core/voice-turns.js';
import { format, parse, stripTags } from '../../src/index.js';
import type { Cue, FormatOptions, FormatWarning, SubtitleFormat } from '../../src/index.js';
import { readFixture } from '../support/fixtures.js';

/** mozilla/vtt.js cycle-collector-talk.vtt: its second cue has two voices, then a laugh. */
const talk = parse(readFixture('mozilla-vtt.js/integration/cycle-collector-talk.vtt'));
const twoVoices = talk.cues[1] as Cue;

function dialogueTexts(ass: string): string[] {
  return ass
    .split('\n')
    .filter((line) => line.startsWith('Dialogue:'))
    .map((line) => line.split(',').slice(9).join(','));
}

function warningsOf(
  cues: readonly Cue[],
  to: SubtitleFormat,
  options: FormatOptions = {},
): FormatWarning[] {
  const warnings: FormatWarning[] = [];
  format(cues, to, { ...options, onWarning: (warning) => warnings.push(warning) });
  return warnings;
}

describe('ASS', () => {
  it('keeps each voice as a comment block before its turn, in one event', () => {
    expect(twoVoices.text).toBe(
      "<v Chris Pearce> Okay, we're good now.</v>\n<v Kyle Huey> Oh, now we're good?</v>\n<i>Laughter</i>",
    );
    expect(dialogueTexts(format([twoVoices], 'ass'))).toEqual([
      "{<v Chris Pearce>} Okay, we're good now.\\N{<v Kyle Huey>}Oh, now we're good?\\N{\\i1}Laughter{\\i0}",
    ]);
  });

  it('reads the voices back, so WebVTT and TXT name them again', () => {
    const back = parse(format([twoVoices], 'ass'));
    expect(back.cues[0]?.text).toBe(
      "<v Chris Pearce> Okay, we're good now.\n<v Kyle Huey>Oh, now we're good?\n<i>Laughter</i>",
    );
    expect(format(back, 'vtt')).toContain(
      "\n<v Chris Pearce> Okay, we're good now.\n<v Kyle Huey>",
    );
    expect(format(back.cues, 'txt', { timestamps: false })).toBe(
      "Chris Pearce: Okay, we're good now.\nKyle Huey: Oh, now we're good?\nLaughter\n",
    );
  });

  it('shows none of the names: a viewer reads the text only', () => {
    expect(stripTags(parse(format([twoVoices], 'ass')).cues[0]?.text ?? '')).toBe(
      " Okay, we're good now.\nOh, now we're good?\nLaughter",
    );
  });

  it.each([
    ['one voice: the Name field only', '<v Ann>Hello</v>', 'Ann', 'Ann', 'Hello'],
    ['voices on one line', '<v Ann>Hi</v> <v Bob>Yo</v>', undefined, '', '{<v Ann>}Hi {<v Bob>}Yo'],
    [
      'braces in a name are left out',
      '<v A{1}>x</v>\n<v B\\N>y</v>',
      undefined,
      '',
      '{<v A1>}x\\N{<v BN>}y',
    ],
    [
      'markup across the turns',
      '<b><v Ann>Hi</v>\n<v Bob>Yo</v></b>',
      undefined,
      '',
      '{<v Ann>}{\\b1}Hi\\N{<v Bob>}Yo{\\b0}',
    ],
  ])('%s', (_what, text, speaker, name, assText) => {
    const line = format([{ start: 0, end: 1000, text, speaker }], 'ass')
      .split('\n')
      .find((l) => l.startsWith('Dialogue:'));
    expect(line).toBe(`Dialogue: 0,0:00:00.00,0:00:01.00,Default,${name},0,0,0,,${assText}`);
  });

  it('keeps the voices of an ASS event whose text was edited', () => {
    const parsed = parse(format([twoVoices], 'ass'));
    const cue = parsed.cues[0] as Cue;
    parsed.cues = [{ ...cue, text: cue.text.replace('Okay', 'Fine') }];
    expect(dialogueTexts(format(parsed, 'ass'))[0]).toContain(
      "{<v Chris Pearce>} Fine, we're good now.",
    );
  });
});

describe('ASS round trip', () => {
  it('gives every turn back to its voice, WebVTT -> ASS -> cue text', () => {
    const name = fc.stringMatching(/^[A-Z][a-z]{0,6}( [A-Z][a-z]{0,6})?$/);
    const words = fc.stringMatching(/^[a-z]{1,8}( [a-z]{1,8}){0,3}[.?!]?$/);
    fc.assert(
      fc.property(fc.array(fc.tuple(name, words), { minLength: 2, maxLength: 4 }), (turns) => {
        fc.pre(new Set(turns.map(([speaker]) => speaker)).size > 1);
        const text = turns.map(([speaker, said]) => `<v ${speaker}>${said}</v>`).join('\n');
        const back = parse(format([{ start: 0, end: 1000, text }], 'ass')).cues[0]?.text ?? '';
        const summary = (cueText: string) =>
          voiceTurns(cueText, undefined).map((turn) => [turn.speaker, stripTags(turn.text).trim()]);
        expect(summary(back)).toEqual(summary(text));
      }),
    );
  });
});

describe('a two-speaker cue written with dialogue dashes', () => {
  // Broadcast style: a dash opens each speaker's line, the voice starts after it.
  const dashed: Cue = { start: 0, end: 2000, text: '- <v Anna>Are you coming?\n- <v Ben>Soon.' };

  it.each<[SubtitleFormat, string]>([
    ['srt', '- Anna: Are you coming?\n- Ben: Soon.'],
    ['lrc', '- Anna: Are you coming? - Ben: Soon.'],
    // TXT reads a speaker from the start of a line, so the name goes first.
    ['txt', 'Anna: - Are you coming?\nBen: - Soon.'],
  ])('names each speaker in %s on the lines the cue has, no dash alone', (to, expected) => {
    expect(format([dashed], to, { speakers: true, timestamps: false })).toContain(expected);
  });

  it('keeps each voice after its dash in ASS, and reads them back so', () => {
    const ass = format([dashed], 'ass');
    expect(dialogueTexts(ass)).toEqual(['- {<v Anna>}Are you coming?\\N- {<v Ben>}Soon.']);
    expect(parse(ass).cues[0]?.text).toBe(dashed.text);
  });

  it('gives one voice after a dash the ASS Name field', () => {
    const ass = format([{ start: 0, end: 1000, text: '- <v Anna>Coming?' }], 'ass');
    expect(ass).toContain(',Default,Anna,0,0,0,,- Coming?\n');
  });
});

describe('LRC', () => {
  it('names each voice in front of its turn, on the cue line', () => {
    expect(format(talk.cues.slice(0, 2), 'lrc')).toBe(
      "[00:00.00]Not ready yet? Alright, I'll wait until the camera man tells me we're good.\n" +
        '[00:03.00]\n' +
        "[00:04.00]Chris Pearce: Okay, we're good now. Kyle Huey: Oh, now we're good? Laughter\n" +
        '[00:05.00]\n',
    );
  });

  it('writes no names with speakers: false', () => {
    expect(format([twoVoices], 'lrc', { speakers: false })).toContain(
      "[00:04.00]Okay, we're good now. Oh, now we're good? Laughter\n",
    );
  });
});

describe('warnings', () => {
  it.each([
    ['srt', {}, true],
    ['srt', { speakers: true }, false],
    ['vtt', {}, false],
    ['vtt', { plainText: true }, true],
    ['ass', {}, false],
    ['ssa', { plainText: true }, true],
    ['lrc', {}, false],
    ['lrc', { speakers: false }, true],
    ['txt', {}, false],
    ['txt', { speakers: false }, true],
    ['md', { speakers: false }, true],
    ['csv', {}, false],
    ['ttml', {}, false],
    ['ttml', { speakers: false }, true],
    ['ttml', { plainText: true }, true],
  ] as const)('%s with %o: warned %s', (to, options, warned) => {
    const warnings = warningsOf(talk.cues, to, options);
    expect(warnings).toEqual(
      warned
        ? [
            {
              code: 'voices-dropped',
              cueIndex: 1,
              message: `Cue 2: the voices Chris Pearce, Kyle Huey are not named in the ${to.toUpperCase()} output, which cannot hold them with these options`,
            },
          ]
        : [],
    );
  });

  it('does not warn for a cue whose one voice is its speaker; does for one voice opened twice without', () => {
    const cues: Cue[] = [
      { start: 0, end: 1, text: '<v Ann>Hi</v>', speaker: 'Ann' },
      { start: 1, end: 2, text: '<v Ann>Hi</v>\n<v Ann>again</v>', speaker: 'Ann' },
      { start: 2, end: 3, text: '<v Ann>Hi</v>\n<v Ann>again</v>' },
    ];
    expect(warningsOf(cues, 'srt').map((warning) => warning.cueIndex)).toEqual([2]);
  });

  it('still writes the file, the same as without a listener', () => {
    expect(format(talk, 'srt', { onWarning: () => undefined })).toBe(format(talk, 'srt'));
  });
});

// A voice that the cue's speaker does not name: after text of nobody's, or alone in a cue that
// is not one whole-cue span. Where the format can, it is kept; where not, reported.
describe('one voice the cue speaker does not name', () => {
  const file = parse(
    'WEBVTT\n\n00:01.000 --> 00:02.000\nNarr <v Bob>x</v>\n\n00:03.000 --> 00:04.000\n<v Bob>a</v><v Bob>b</v>\n',
  );
  const warned = (to: SubtitleFormat, options: FormatOptions = {}): number[] => {
    const warnings: FormatWarning[] = [];
    format(file, to, { ...options, onWarning: (warning) => warnings.push(warning) });
    return warnings.map((warning) => {
      expect(warning.code).toBe('voices-dropped');
      expect(warning.message).toContain('the voice Bob is not named');
      return warning.cueIndex;
    });
  };

  it('has no speaker: the text is not one whole-cue voice span', () => {
    expect(file.cues.map((cue) => cue.speaker)).toEqual([undefined, undefined]);
  });

  it.each([
    ['ass', {}, ['Narr {<v Bob>}x', 'ab'], ['', 'Bob'], []],
    ['ssa', {}, ['Narr {<v Bob>}x', 'ab'], ['', 'Bob'], []],
    ['ass', { plainText: true }, ['Narr x', 'ab'], ['', 'Bob'], [0]],
  ] as const)(
    '%s %j: texts %j, Name fields %j, warnings for %j',
    (to, options, texts, names, cues) => {
      const written = format(file, to, options);
      expect(dialogueTexts(written)).toEqual(texts);
      const nameFields = written
        .split('\n')
        .filter((line) => line.startsWith('Dialogue:'))
        .map((line) => line.split(',')[4]);
      expect(nameFields).toEqual(names);
      expect(warned(to, options)).toEqual(cues);
      // Read back, the voices kept are there again.
      expect(format(parse(written), 'txt', { timestamps: false })).toBe(
        cues.length === 0 ? 'Narr\nBob: x\n\nBob: ab\n' : 'Narr x\n\nBob: ab\n',
      );
    },
  );

  it.each([
    ['lrc', {}, '[00:01.00]Narr Bob: x\n[00:02.00]\n[00:03.00]Bob: ab\n[00:04.00]\n', []],
    [
      'lrc',
      { speakers: false },
      '[00:01.00]Narr x\n[00:02.00]\n[00:03.00]ab\n[00:04.00]\n',
      [0, 1],
    ],
    ['txt', { timestamps: false }, 'Narr\nBob: x\n\nBob: ab\n', []],
    ['srt', { speakers: true }, 'Narr\nBob: x', []],
    ['srt', {}, 'Narr x', [0, 1]],
    ['vtt', { plainText: true }, 'Narr x', [0, 1]],
  ] as const)('%s %j: %j, warnings for %j', (to, options, written, cues) => {
    expect(format(file, to, options)).toContain(written);
    expect(warned(to, options)).toEqual(cues);
  });
});
