import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { errorCodes } from '../../../test/support/error-codes.js';
import { expectSafeTimes, leadingNumber, sixtieth } from '../../../test/support/safe-times.js';
import { parse } from '../core/parse.js';

function md(text: string) {
  return parse(text, { format: 'md' });
}

describe('Markdown parser', () => {
  it('reads what formatMd writes', () => {
    const result = md(
      '# Interview\n\n**[00:00:01.000 → 00:00:04.000]** **Ana:** *Hello* there\\\nhow are you?\n\n**[00:00:05.500 → 00:00:07.000]** Fine \\& you\\?\n',
    );
    expect(result.errors).toEqual([]);
    expect(result.header).toEqual({ title: 'Interview' });
    expect(result.cues).toEqual([
      { start: 1000, end: 4000, speaker: 'Ana', text: '<i>Hello</i> there\nhow are you?' },
      { start: 5500, end: 7000, text: 'Fine &amp; you?' },
    ]);
  });

  it.each([
    ['**[00:01]** text', 1000, undefined, 'text'],
    ['[00:00:01 --> 00:00:02] text', 1000, undefined, 'text'],
    ['**[00:01]** **Bob**: text', 1000, 'Bob', 'text'],
    ['**Bob:** text', 0, 'Bob', 'text'],
    ['**Dr\\. Who:** text', 0, 'Dr. Who', 'text'],
  ])('accepts %s', (line, start, speaker, text) => {
    const [cue] = md(line).cues;
    expect(cue).toMatchObject({ start, text });
    expect(cue?.speaker).toBe(speaker);
  });

  it('starts a cue at each speaker line unless a hard break joins the lines', () => {
    const result = md('**Ana:** Hi.\n**Bob:** Hello,\\\n**Carl:** is part of this line\n');
    expect(result.cues.map((cue) => [cue.speaker, cue.text])).toEqual([
      ['Ana', 'Hi.'],
      ['Bob', 'Hello,\n<b>Carl:</b> is part of this line'],
    ]);
  });

  it('skips headings other than the title, and thematic breaks', () => {
    const result = md('# Title\n\n## Part 1\n\nFirst.\n\n---\n\n# Another\n\nSecond.\n');
    expect(result.header).toEqual({ title: 'Title' });
    expect(result.cues.map((cue) => cue.text)).toEqual(['First.', 'Second.']);
  });

  it('joins soft-wrapped lines of a paragraph as lines of one cue', () => {
    expect(md('one\ntwo\n\nthree\n').cues.map((cue) => cue.text)).toEqual(['one\ntwo', 'three']);
  });

  it('reports a range that ends before it starts, with its line', () => {
    const result = md('# T\n\n**[00:00:05.000 → 00:00:04.000]** b\n');
    expect(result.errors).toEqual([expect.objectContaining({ code: 'end-before-start', line: 3 })]);
  });

  it('never throws on arbitrary text', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...'*[]():.0123456789 →#-ab\\\n'.split('')) }),
        fc.string(),
        (a, b) => {
          md(a + b);
        },
      ),
    );
  });
});

const NINES = '9'.repeat(400);

describe('Markdown times past what a double holds exactly', () => {
  it.each([
    ['a start of 400 nines hours', `**[${NINES}:00:00.000 → ${NINES}:00:01.000]** **Ana:** lost`],
    ['an end one ms past 2^53 - 1', '[00:00:01.000 → 2501999792:59:00.992] lost'],
  ])('reports %s and skips its paragraph', (_name, timed) => {
    const result = md(`# T\n\n${timed}\nlost too\\\nand this\n\n**[00:00:09.000]** kept\n`);
    expect(errorCodes(result)).toEqual(['bad-timestamp@3']);
    expect(result.errors[0]?.message).toMatch(/is too large/);
    expect(result.cues.map((cue) => [cue.start, cue.text])).toEqual([[9000, 'kept']]);
  });

  it('gives every cue whole, exact start and end times, whatever the numbers', () => {
    const clock = fc
      .tuple(leadingNumber, sixtieth, sixtieth, fc.constantFrom('.000', ''))
      .map(([hours, minutes, seconds, fraction]) => `${hours}:${minutes}:${seconds}${fraction}`);
    const line = fc.oneof(
      fc.tuple(clock, clock).map(([a, b]) => `**[${a} → ${b}]** **Ana:** hi`),
      clock.map((a) => `[${a}] hi`),
      fc.constantFrom('', 'hi there', '# Title'),
    );
    fc.assert(
      fc.property(fc.array(line, { maxLength: 6 }), (lines) => {
        expectSafeTimes(md(lines.join('\n')));
      }),
    );
  });
});
