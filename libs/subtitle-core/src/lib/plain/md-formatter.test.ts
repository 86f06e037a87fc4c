import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cueArbitrary } from '../../../test/support/cue-arbitrary.js';
import { expectFixpointAfterOnePass } from '../../../test/support/fixpoint.js';
import { format } from '../core/format.js';
import { parse } from '../core/parse.js';
import type { Cue } from '../core/types.js';
import { formatMd } from './md-formatter.js';

const cues: Cue[] = [
  { start: 1000, end: 4000, text: '<i>Hello</i> there\nhow are you?', speaker: 'Ana' },
  { start: 5500, end: 7000, text: 'Fine &amp; *you*?' },
];

describe('Markdown formatter', () => {
  it('writes a title and timed paragraphs with bold speakers and hard line breaks', () => {
    expect(formatMd(cues, { title: 'Interview #2' })).toBe(
      '# Interview \\#2\n\n**[00:00:01.000 → 00:00:04.000]** **Ana:** *Hello* there\\\nhow are you?\n\n**[00:00:05.500 → 00:00:07.000]** Fine & \\*you\\*?\n',
    );
  });

  it.each([
    [{ timestamps: false }, '**Ana:** *Hello* there\\\nhow are you?\n\nFine & \\*you\\*?\n'],
    [
      { speakers: false, timestamps: false },
      '*Hello* there\\\nhow are you?\n\nFine & \\*you\\*?\n',
    ],
  ])('follows %j', (options, expected) => {
    expect(formatMd(cues, options)).toBe(expected);
  });

  it('writes an empty cue as its range, and leaves it out without timestamps', () => {
    const empty: Cue[] = [{ start: 0, end: 1000, text: '<b></b>\n ' }];
    expect(formatMd([{ start: 0, end: 1000, text: '' }])).toBe(
      '**[00:00:00.000 → 00:00:01.000]**\n',
    );
    expect(formatMd(empty, { timestamps: false })).toBe('');
  });

  it('carries a title over from a parse result', () => {
    expect(format(parse('# Talk\n\nHello.\n', { format: 'md' }), 'md')).toBe(
      '# Talk\n\n**[00:00:00.000 → 00:00:01.000]** Hello.\n',
    );
  });
});

const textArbitrary = fc.string({
  unit: fc.constantFrom(
    'a',
    'b',
    ' ',
    ':',
    ',',
    '"',
    '[',
    ']',
    '(',
    ')',
    '<',
    '>',
    '&',
    ';',
    '#',
    '*',
    '_',
    '\\',
    '-',
    '=',
    '1',
    '.',
    'é',
    '字',
    '😀',
    '\n',
    '<i>',
    '</i>',
    '<b>',
    '</b>',
    '&amp;',
    '&lt;',
  ),
  maxLength: 40,
});
const anyCue = cueArbitrary(
  textArbitrary,
  fc.option(fc.string({ unit: fc.constantFrom(...'Ab1 .:_*\\-\n['.split('')), maxLength: 45 }), {
    nil: undefined,
  }),
);

const cleanLine = fc
  .string({
    unit: fc.constantFrom(...'ab :,"\'[]()#_\\-=.1é字😀'.split('')),
    minLength: 1,
    maxLength: 20,
  })
  .filter((line) => line.trim() === line && line !== '');
const cleanCue = cueArbitrary(
  fc
    .array(fc.tuple(cleanLine, fc.constantFrom('', 'i', 'b')), { minLength: 1, maxLength: 3 })
    .map((lines) =>
      lines.map(([line, tag]) => (tag === '' ? line : `<${tag}>${line}</${tag}>`)).join('\n'),
    ),
  fc.option(fc.constantFrom('Ana', 'Speaker 1', 'SPEAKER_00', 'Dr. Who', 'a*b_c', '张伟'), {
    nil: undefined,
  }),
);

describe('Markdown round trip', () => {
  it('is a fixpoint after one pass: format(parse(format(cues))) === format(cues)', () => {
    expectFixpointAfterOnePass('md', formatMd, anyCue);
  });

  it('reads back the same start, end, speaker and text, italics and bold included', () => {
    fc.assert(
      fc.property(fc.array(cleanCue, { maxLength: 10 }), (list) => {
        expect(parse(formatMd(list), { format: 'md' }).cues).toEqual(list);
      }),
    );
  });
});
