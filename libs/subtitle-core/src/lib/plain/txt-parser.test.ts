import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { errorCodes } from '../../../test/support/error-codes.js';
import { expectSafeTimes, leadingNumber, sixtieth } from '../../../test/support/safe-times.js';
import { format } from '../core/format.js';
import { parse } from '../core/parse.js';

function txt(text: string) {
  return parse(text, { format: 'txt' });
}

describe('TXT parser', () => {
  it('reads what formatTxt writes: title, ranges, speakers, several lines', () => {
    const result = txt(
      'Interview\n=========\n\n[00:00:01.000 --> 00:00:04.000] Ana: Hello there\nhow are you?\n\n[00:00:05.500 --> 00:00:07.000] Fine.\n',
    );
    expect(result.errors).toEqual([]);
    expect(result.header).toEqual({ title: 'Interview' });
    expect(result.cues).toEqual([
      { start: 1000, end: 4000, speaker: 'Ana', text: 'Hello there\nhow are you?' },
      { start: 5500, end: 7000, text: 'Fine.' },
    ]);
  });

  it.each([
    ['[00:01] text', 1000, 'text', undefined],
    ['[00:00:01] text', 1000, 'text', undefined],
    ['00:00:01 text', 1000, 'text', undefined],
    ['(00:01:02) Bob: text', 62_000, 'text', 'Bob'],
    ['[1:02:03.5] SPEAKER_01: text', 3_723_500, 'text', 'SPEAKER_01'],
    ['[00:00:01,250 - 00:00:02,000] text', 1250, 'text', undefined],
  ])('accepts the common shape %s', (line, start, text, speaker) => {
    const [cue] = txt(line).cues;
    expect(cue).toMatchObject({ start, text });
    expect(cue?.speaker).toBe(speaker);
  });

  it('starts a cue at every timestamp line; each lasts until the next one', () => {
    const result = txt('[00:01] one\n[00:04] two\nstill two\n[00:09] three\n');
    expect(result.cues.map((cue) => [cue.start, cue.end, cue.text])).toEqual([
      [1000, 4000, 'one'],
      [4000, 9000, 'two\nstill two'],
      [9000, 10_000, 'three'],
    ]);
  });

  it('reads transcripts copied from video sites, a time alone above its text', () => {
    const result = txt('0:00\nhello everyone\n0:04\nwelcome back\nto the show\n1:02:03\nbye\n');
    expect(result.cues.map((cue) => [cue.start, cue.end, cue.text])).toEqual([
      [0, 4000, 'hello everyone'],
      [4000, 3_723_000, 'welcome back\nto the show'],
      [3_723_000, 3_724_000, 'bye'],
    ]);
  });

  it('starts a cue at every speaker line of a transcript without blank lines', () => {
    const result = txt('Ana: Hi.\nBob: Hello,\nhow are you?\nAna: Fine.\n');
    expect(result.cues.map((cue) => [cue.speaker, cue.text])).toEqual([
      ['Ana', 'Hi.'],
      ['Bob', 'Hello,\nhow are you?'],
      ['Ana', 'Fine.'],
    ]);
  });

  it('gives untimed paragraphs times from their reading time, one after the other', () => {
    const result = txt('Short.\n\nThis paragraph has exactly forty-five chars!!\n');
    expect(result.errors).toEqual([]);
    expect(result.cues).toEqual([
      { start: 0, end: 1000, text: 'Short.' },
      { start: 1000, end: 4000, text: 'This paragraph has exactly forty-five chars!!' },
    ]);
  });

  it('reads a speaker alone on its line as the speaker of the lines below', () => {
    expect(txt('MAN:\nHow did we end up here?\n').cues[0]).toMatchObject({
      speaker: 'MAN',
      text: 'How did we end up here?',
    });
  });

  it.each([
    ['a time of day', 'At 10:30 we met.', undefined],
    ['a URL', 'see https://example.com', undefined],
    ['a long clause', 'This is a rather long introduction to the point: here', undefined],
  ])('does not take %s for a speaker', (_name, line, speaker) => {
    const [cue] = txt(line).cues;
    expect(cue?.speaker).toBe(speaker);
    expect(cue?.text).toBe(line);
  });

  it('removes the backslash the formatter puts before lines that would be misread', () => {
    const result = txt(
      '[00:00:01.000 --> 00:00:02.000] \\Note: this is text\n\\[00:05] also text\n\\\\plain\n',
    );
    expect(result.cues).toEqual([
      { start: 1000, end: 2000, text: 'Note: this is text\n[00:05] also text\n\\\\plain' },
    ]);
  });

  it('reports a range that ends before it starts, with its line', () => {
    const result = txt('[00:00:01.000 --> 00:00:02.000] a\n\n[00:00:05.000 --> 00:00:04.000] b\n');
    expect(result.errors).toEqual([expect.objectContaining({ code: 'end-before-start', line: 3 })]);
    expect(result.cues[1]).toMatchObject({ start: 5000, end: 4000 });
  });

  it('reads nothing from an empty file', () => {
    expect(txt('')).toMatchObject({ cues: [], errors: [] });
    expect(txt('\n\n  \n')).toMatchObject({ cues: [], errors: [] });
  });

  it('never throws on arbitrary text', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...'[]():.,0123456789 ->ab=\\\n'.split('')) }),
        fc.string(),
        (a, b) => {
          txt(a + b);
        },
      ),
    );
  });
});

const NINES = '9'.repeat(400);

describe('TXT times past what a double holds exactly', () => {
  it.each([
    ['a start of 400 nines hours', `[${NINES}:00:00.000 --> ${NINES}:00:01.000] Ana: lost`],
    ['an end one ms past 2^53 - 1', '[00:00:01.000 --> 2501999792:59:00.992] lost'],
    ['a bare time', `${NINES}:00:00 lost`],
    ['a short time alone on its line', `(${NINES}:00)\nlost`],
  ])('reports %s and skips its paragraph', (_name, timed) => {
    const result = txt(`[00:00:01.000] kept\n\n${timed}\nlost too\n\n[00:00:09.000] kept\n`);
    expect(errorCodes(result)).toEqual(['bad-timestamp@3']);
    expect(result.errors[0]?.message).toMatch(/is too large/);
    expect(result.cues.map((cue) => [cue.start, cue.text])).toEqual([
      [1000, 'kept'],
      [9000, 'kept'],
    ]);
  });

  it('reads such a line back as text when a cue holds it (the formatter escapes it)', () => {
    const cue = { start: 1000, end: 2000, text: `[${NINES}:00:00.000] said` };
    const result = txt(format([cue], 'txt'));
    expect(result.errors).toEqual([]);
    expect(result.cues).toEqual([cue]);
  });

  it('ends an untimed paragraph at the limit when its reading time would pass it', () => {
    const result = txt('[2501999792:59:00.990] a\n\nb\n');
    expect(result.errors).toEqual([]);
    expect(result.cues.map((cue) => cue.end)).toEqual([
      Number.MAX_SAFE_INTEGER,
      Number.MAX_SAFE_INTEGER,
    ]);
  });

  it('gives every cue whole, exact start and end times, whatever the numbers', () => {
    const clock = fc
      .tuple(leadingNumber, sixtieth, sixtieth, fc.constantFrom('.000', ',5', ''))
      .map(([hours, minutes, seconds, fraction]) => `${hours}:${minutes}:${seconds}${fraction}`);
    const line = fc.oneof(
      fc.tuple(clock, clock).map(([a, b]) => `[${a} --> ${b}] Ana: hi`),
      clock.map((a) => `${a} hi`),
      fc.tuple(leadingNumber, sixtieth).map(([m, s]) => `[${m}:${s}] hi`),
      fc.constantFrom('', 'hi there'),
    );
    fc.assert(
      fc.property(fc.array(line, { maxLength: 6 }), (lines) => {
        expectSafeTimes(txt(lines.join('\n')));
      }),
    );
  });
});
