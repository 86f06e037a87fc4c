import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cueArbitrary } from '../../../test/support/cue-arbitrary.js';
import { expectFixpointAfterOnePass } from '../../../test/support/fixpoint.js';
import { format } from '../core/format.js';
import { parse } from '../core/parse.js';
import type { Cue } from '../core/types.js';
import { formatTxt } from './txt-formatter.js';

const cues: Cue[] = [
  { start: 1000, end: 4000, text: '<i>Hello</i> there\nhow are you?', speaker: 'Ana' },
  { start: 5500, end: 7000, text: 'Fine &amp; you?' },
];

describe('TXT formatter', () => {
  it('writes timed paragraphs with speakers and an underlined title', () => {
    expect(formatTxt(cues, { title: 'Interview' })).toBe(
      'Interview\n=========\n\n[00:00:01.000 --> 00:00:04.000] Ana: Hello there\nhow are you?\n\n[00:00:05.500 --> 00:00:07.000] Fine & you?\n',
    );
  });

  it.each([
    [{ timestamps: false }, 'Ana: Hello there\nhow are you?\n\nFine & you?\n'],
    [
      { speakers: false },
      '[00:00:01.000 --> 00:00:04.000] Hello there\nhow are you?\n\n[00:00:05.500 --> 00:00:07.000] Fine & you?\n',
    ],
    [{ timestamps: false, speakers: false }, 'Hello there\nhow are you?\n\nFine & you?\n'],
  ])('follows %j', (options, expected) => {
    expect(formatTxt(cues, options)).toBe(expected);
  });

  it('escapes lines that would read as a speaker, a timestamp or a title underline', () => {
    const tricky: Cue[] = [
      { start: 0, end: 1000, text: 'Note: not a speaker\n[00:05] not a time\n===' },
    ];
    const written = formatTxt(tricky, { timestamps: false });
    expect(written).toBe('\\Note: not a speaker\n\\[00:05] not a time\n\\===\n');
    expect(parse(written, { format: 'txt' }).cues[0]?.text).toBe(tricky[0]?.text);
  });

  it('drops blank lines inside a cue, which would split it', () => {
    expect(formatTxt([{ start: 0, end: 1000, text: ' a \n\n b ' }])).toBe(
      '[00:00:00.000 --> 00:00:01.000] a\nb\n',
    );
  });

  it('writes an empty cue as its range, and leaves it out without timestamps', () => {
    const empty: Cue[] = [{ start: 0, end: 1000, text: '' }];
    expect(formatTxt(empty)).toBe('[00:00:00.000 --> 00:00:01.000]\n');
    expect(formatTxt(empty, { timestamps: false })).toBe('');
  });

  it('takes the title from a parse result header', () => {
    const result = parse('Title\n=====\n\n[00:01] a\n', { format: 'txt' });
    expect(format(result, 'txt').startsWith('Title\n=====\n\n')).toBe(true);
  });
});

const textArbitrary = fc.string({
  unit: fc.constantFrom(...'ab :,"\'[]()<>&;#*\\-=é字😀01\n\r\t'.split('')),
  maxLength: 40,
});
const speakerArbitrary = fc.option(
  fc.string({ unit: fc.constantFrom(...'Ab1 .:_-\n[*'.split('')), maxLength: 45 }),
  { nil: undefined },
);
const anyCue = cueArbitrary(textArbitrary, speakerArbitrary);

// Cues as the format keeps them: trimmed lines of plain text and speakers it can name.
const cleanLine = fc
  .string({
    unit: fc.constantFrom(...'ab :,"\'[]()#*\\-=é字😀01'.split('')),
    minLength: 1,
    maxLength: 20,
  })
  .filter((line) => line.trim() === line && line !== '');
const cleanCue = cueArbitrary(
  fc.array(cleanLine, { minLength: 1, maxLength: 3 }).map((lines) => lines.join('\n')),
  fc.option(fc.constantFrom('Ana', 'Speaker 1', 'SPEAKER_00', 'Dr. Who', '张伟'), {
    nil: undefined,
  }),
);

describe('TXT round trip', () => {
  it('is a fixpoint after one pass: format(parse(format(cues))) === format(cues)', () => {
    expectFixpointAfterOnePass('txt', formatTxt, anyCue);
  });

  it('reads back the same start, end, speaker and text', () => {
    fc.assert(
      fc.property(fc.array(cleanCue, { maxLength: 10 }), (list) => {
        expect(parse(formatTxt(list), { format: 'txt' }).cues).toEqual(list);
      }),
    );
  });
});
