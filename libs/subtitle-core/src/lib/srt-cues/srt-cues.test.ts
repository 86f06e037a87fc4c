import { describe, expect, it } from 'vitest';
import { formatSrtCues, parseSrtCues, type SrtCue } from './srt-cues.js';

const TWO = '1\n00:00:01,000 --> 00:00:02,000\nHello\n\n2\n00:00:03,000 --> 00:00:04,500\nWorld\n';
const TWO_CUES: SrtCue[] = [
  { start: 1000, end: 2000, text: 'Hello' },
  { start: 3000, end: 4500, text: 'World' },
];
const FIRST_THEN = (first: Partial<SrtCue>): SrtCue[] => [
  { ...TWO_CUES[0], ...first } as SrtCue,
  TWO_CUES[1] as SrtCue,
];

/** [what the file does, its text, the cues a player shows]. */
const READ: [string, string, SrtCue[]][] = [
  ['two plain cues', TWO, TWO_CUES],
  ['Windows line breaks', TWO.replaceAll('\n', '\r\n'), TWO_CUES],
  ['old Mac line breaks', TWO.replaceAll('\n', '\r'), TWO_CUES],
  ['a byte order mark', `\uFEFF${TWO}`, TWO_CUES],
  ['two byte order marks', `\uFEFF\uFEFF${TWO}`, TWO_CUES],
  ['dots before the milliseconds', TWO.replaceAll(',0', '.0').replace(',500', '.500'), TWO_CUES],
  ['no line break at the end', TWO.trimEnd(), TWO_CUES],
  ['no index lines', TWO.replace('1\n', '').replace('\n2\n', '\n'), TWO_CUES],
  ['wrong index lines', TWO.replace('1\n', '7\n').replace('\n2\n', '\n7\n'), TWO_CUES],
  ['several blank lines between cues', TWO.replace('\n\n', '\n\n\n \n\t\n'), TWO_CUES],
  ['no blank line between cues', TWO.replace('\n\n', '\n'), TWO_CUES],
  ['blank lines before the first cue', `\n\n${TWO}`, TWO_CUES],
  ['text before the first cue', `Subtitles by someone\n\n${TWO}`, TWO_CUES],
  ['one-digit hours', TWO.replaceAll('00:00:0', '0:00:0'), TWO_CUES],
  ['no hours', TWO.replaceAll('00:00:0', '00:0'), TWO_CUES],
  ['three-digit hours', TWO.replace('00:00:01', '100:00:01'), FIRST_THEN({ start: 360_001_000 })],
  [
    'one and two fraction digits',
    TWO.replace('01,000', '01,5').replace('02,000', '02,25'),
    FIRST_THEN({ start: 1500, end: 2250 }),
  ],
  ['no fraction', TWO.replace('01,000', '01'), TWO_CUES],
  ['spaces and tabs around the arrow', TWO.replace(' --> ', '\t-->   '), TWO_CUES],
  [
    'coordinates after the times',
    TWO.replace('02,000', '02,000  X1:100 X2:600 Y1:20 Y2:80'),
    TWO_CUES,
  ],
  ['an {\\an8} override', TWO.replace('Hello', '{\\an8}Hello'), FIRST_THEN({ alignment: 8 })],
  [
    'the first \\an of a block with other tags',
    TWO.replace('Hello', '{\\fs20\\an7\\an9}Hello'),
    FIRST_THEN({ alignment: 7 }),
  ],
  [
    'an override block on a line of its own',
    TWO.replace('Hello', '{\\an1}\nHello'),
    FIRST_THEN({ alignment: 1 }),
  ],
  [
    'override blocks between words',
    TWO.replace('Hello', 'Hel {\\i1} lo{\\i0}'),
    FIRST_THEN({ text: 'Hel lo' }),
  ],
  [
    'braces without a backslash are text',
    TWO.replace('Hello', '{Hello}'),
    FIRST_THEN({ text: '{Hello}' }),
  ],
  ['\\an0 is no alignment', TWO.replace('Hello', '{\\an0}Hello'), TWO_CUES],
  [
    'two-line text with markup',
    TWO.replace('Hello', '<i>Hello</i>\nthere'),
    FIRST_THEN({ text: '<i>Hello</i>\nthere' }),
  ],
  [
    'text after a stray blank line',
    TWO.replace('Hello\n', 'Hello\n\nagain\n'),
    FIRST_THEN({ text: 'Hello\nagain' }),
  ],
  ['a number in the text', TWO.replace('Hello', 'Route\n66'), FIRST_THEN({ text: 'Route\n66' })],
  [
    'a cue with an unreadable time',
    TWO.replace('\n\n2', '\n\n7\n00:00:0x,000 --> 00:00:03,000\nBroken\n\n2'),
    TWO_CUES,
  ],
  ['60 seconds', TWO.replace('00:00:01,000', '00:00:60,000'), [TWO_CUES[1] as SrtCue]],
  ['60 minutes', TWO.replace('00:00:02,000', '00:60:02,000'), [TWO_CUES[1] as SrtCue]],
  ['four fraction digits', TWO.replace('01,000', '01,0000'), [TWO_CUES[1] as SrtCue]],
  [
    'a cue whose arrow is broken',
    TWO.replace('\n\n2', '\n\n00:00:02,500 -> 00:00:02,900\nBroken\n\n2'),
    TWO_CUES,
  ],
  [
    'a cue whose arrow is an arrow sign, under an index',
    TWO.replace('\n\n2', '\n\n5\n00:00:02,500 → 00:00:02,900\nBroken\n\n2'),
    TWO_CUES,
  ],
  [
    'a line starting with a number after a stray blank line',
    TWO.replace('Hello\n', 'Hello\n\n1984 was a year\n'),
    FIRST_THEN({ text: 'Hello\n1984 was a year' }),
  ],
  ['a cue missing its timing line', TWO.replace('\n\n2', '\n\n5\nUntimed\nlines\n\n2'), TWO_CUES],
  ['an empty cue', TWO.replace('Hello\n', ''), FIRST_THEN({ text: '' })],
  [
    'an end before the start, kept as the file has it',
    TWO.replace('02,000', '00,500'),
    FIRST_THEN({ end: 500 }),
  ],
  ['no cues', 'just some text\n', []],
  ['nothing', '', []],
];

describe('parseSrtCues', () => {
  it.each(READ)('reads %s', (_name, text, cues) => {
    expect(parseSrtCues(text)).toEqual(cues);
  });

  it('is a TypeError naming itself for what is not a string', () => {
    expect(() => parseSrtCues(null as unknown as string)).toThrow(
      new TypeError('parseSrtCues(): text must be a string'),
    );
  });
});

/** [what the cues hold, the cues, the file written]. */
const WRITE: [string, SrtCue[], string][] = [
  ['two cues', TWO_CUES, TWO],
  ['no cues', [], ''],
  [
    'an hour past 99',
    [{ start: 360_000_000, end: 360_001_234, text: 'x' }],
    '1\n100:00:00,000 --> 100:00:01,234\nx\n',
  ],
  [
    'fractions of a millisecond, rounded',
    [{ start: 999.6, end: 1_000.4, text: 'x' }],
    '1\n00:00:01,000 --> 00:00:01,000\nx\n',
  ],
  [
    'a top alignment',
    [{ ...TWO_CUES[0], alignment: 8 } as SrtCue],
    '1\n00:00:01,000 --> 00:00:02,000\n{\\an8}Hello\n',
  ],
  [
    'the bottom centre, which needs no tag',
    [{ ...TWO_CUES[0], alignment: 2 } as SrtCue],
    '1\n00:00:01,000 --> 00:00:02,000\nHello\n',
  ],
  [
    'an alignment that is none',
    [{ ...TWO_CUES[0], alignment: 12 } as SrtCue],
    '1\n00:00:01,000 --> 00:00:02,000\nHello\n',
  ],
  [
    'blank lines in the text',
    [{ start: 0, end: 1, text: 'a\n\n \r\nb\r\n' }],
    '1\n00:00:00,000 --> 00:00:00,001\na\nb\n',
  ],
  [
    'an arrow and an override block in the text',
    [{ start: 0, end: 1, text: 'a --> b {\\an8}' }],
    '1\n00:00:00,000 --> 00:00:00,001\na --\u2060> b {\u2060\\an8}\n',
  ],
];

describe('formatSrtCues', () => {
  it.each(WRITE)('writes %s', (_name, cues, text) => {
    expect(formatSrtCues(cues)).toBe(text);
  });

  it.each([
    ['NaN', NaN],
    ['negative', -1],
    ['Infinity', Infinity],
    ['past 2^53', 2 ** 53],
  ])('is a RangeError naming the cue for a time that is %s', (_name, time) => {
    const cues = [TWO_CUES[0] as SrtCue, { start: 0, end: time, text: 'x' }];
    expect(() => formatSrtCues(cues)).toThrow(RangeError);
    expect(() => formatSrtCues(cues)).toThrow(/^formatSrtCues\(\): cues\[1\] /);
  });

  it.each([
    ['not an array', 'text'],
    ['a cue that is null', [null]],
    ['a cue without text', [{ start: 0, end: 1 }]],
  ])('is a TypeError naming itself for %s', (_name, cues) => {
    expect(() => formatSrtCues(cues as SrtCue[])).toThrow(TypeError);
    expect(() => formatSrtCues(cues as SrtCue[])).toThrow(/^formatSrtCues\(\): cues/);
  });

  it.each(READ)('reads back what it writes of %s', (_name, text) => {
    const cues = parseSrtCues(text);
    expect(parseSrtCues(formatSrtCues(cues))).toEqual(cues);
  });
});
