import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatVttTimestamp, parseVttTimestamp } from './vtt-timestamp.js';

describe('parseVttTimestamp', () => {
  it.each([
    ['00:00.000', 0],
    ['01:02.345', 62_345],
    ['59:59.999', 3_599_999],
    ['00:00:00.000', 0],
    ['01:02:03.456', 3_723_456],
    ['1:02:03.456', 3_723_456],
    ['123:00:00.000', 442_800_000],
    ['266:18:35.679', 958_715_679],
  ])('reads %s as %i ms', (text, ms) => {
    expect(parseVttTimestamp(text)).toBe(ms);
  });

  it.each([
    ['00:00', 'no fraction'],
    ['00:00.00', 'two fraction digits'],
    ['00:00.0000', 'four fraction digits'],
    ['00:00,000', 'comma instead of dot'],
    ['02.345', 'seconds only'],
    ['0.0.0', 'dots only'],
    ['00:60.000', 'seconds over 59'],
    ['00:60:00.000', 'minutes over 59'],
    ['60:00.000', 'a first field over 59 is hours, which then need seconds'],
    ['000:00.000', 'a first field of three digits is hours, which then need seconds'],
    ['1:00.000', 'a first field of one digit is hours, which then need seconds'],
    ['00:000.000', 'three-digit seconds'],
    ['00:0.000', 'one-digit seconds'],
    [' 00:00.000', 'leading space'],
    ['00:00.000 ', 'trailing space'],
    ['-00:00.000', 'a sign'],
    ['', 'nothing'],
    ['99999999999999999:00:00.000', 'hours past what milliseconds hold exactly'],
  ])('rejects %j (%s)', (text) => {
    expect(parseVttTimestamp(text)).toBeNull();
  });
});

/** The timestamp syntax of the spec as a regular expression, to check the scanner against. */
function referenceTimestamp(text: string): number | null {
  const match = /^(?:(\d+):)?(\d{2}):(\d{2})\.(\d{3})$/.exec(text);
  if (!match) return null;
  const [, hours, minutes, seconds, millis] = match;
  if (Number(minutes) > 59 || Number(seconds) > 59) return null;
  const ms =
    Number(hours ?? 0) * 3_600_000 +
    Number(minutes) * 60_000 +
    Number(seconds) * 1000 +
    Number(millis);
  return Number.isSafeInteger(ms) ? ms : null;
}

describe('parseVttTimestamp against the spec syntax', () => {
  it('agrees on any string of digits, colons and dots', () => {
    const piece = fc.constantFrom(
      '0',
      '1',
      '2',
      '5',
      '6',
      '7',
      '8',
      '9',
      '00',
      '59',
      '60',
      '99',
      ':',
      '.',
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 14 }), (pieces) => {
        const text = pieces.join('');
        expect(parseVttTimestamp(text)).toBe(referenceTimestamp(text));
      }),
      { numRuns: 5000 },
    );
  });

  it('agrees on well-formed timestamps of any value', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 120 }),
        fc.integer({ min: 0, max: 99 }),
        fc.integer({ min: 0, max: 99 }),
        fc.integer({ min: 0, max: 999 }),
        fc.boolean(),
        (h, m, s, f, withHours) => {
          const two = (n: number): string => String(n).padStart(2, '0');
          const text = `${withHours ? `${two(h)}:` : ''}${two(m)}:${two(s)}.${String(f).padStart(3, '0')}`;
          expect(parseVttTimestamp(text)).toBe(referenceTimestamp(text));
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('formatVttTimestamp', () => {
  it.each([
    [0, '00:00:00.000'],
    [1, '00:00:00.001'],
    [62_345, '00:01:02.345'],
    [3_723_456, '01:02:03.456'],
    [958_715_679, '266:18:35.679'],
    [1234.6, '00:00:01.235'],
    [-5, '00:00:00.000'],
    [Number.NaN, '00:00:00.000'],
  ])('writes %d ms as %s', (ms, text) => {
    expect(formatVttTimestamp(ms)).toBe(text);
  });

  it('reads back what it writes', () => {
    for (const ms of [0, 999, 59_999, 3_599_999, 3_600_000, 86_399_999, 360_000_000_123]) {
      expect(parseVttTimestamp(formatVttTimestamp(ms))).toBe(ms);
    }
  });
});
