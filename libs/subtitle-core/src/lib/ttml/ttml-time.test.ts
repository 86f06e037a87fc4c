import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TIME_PARAMETERS,
  parseTtmlTime,
  timeParameters,
  type TimeParameters,
} from './ttml-time.js';

/** The parameters a root with these ttp: attributes gives. */
function parameters(attributes: Record<string, string>): TimeParameters {
  return timeParameters(
    (local) => attributes[local],
    () => undefined,
  );
}

describe('parseTtmlTime', () => {
  const film = parameters({ frameRate: '24', frameRateMultiplier: '1000 1001', subFrameRate: '2' });
  const netflix = parameters({
    frameRate: '24',
    frameRateMultiplier: '1000 1001',
    tickRate: '10000000',
  });

  it.each<[string, TimeParameters, number | null]>([
    ['00:00:01.375', DEFAULT_TIME_PARAMETERS, 1375],
    ['01:02:03.4', DEFAULT_TIME_PARAMETERS, 3_723_400],
    ['00:00:05', DEFAULT_TIME_PARAMETERS, 5000],
    ['100:00:00.000', DEFAULT_TIME_PARAMETERS, 360_000_000],
    // Frames at the default 30 fps, and at 24000/1001 with two sub-frames a frame.
    ['00:00:01:15', DEFAULT_TIME_PARAMETERS, 1500],
    ['00:00:00:12', film, 500],
    ['00:00:00:12.1', film, 521],
    ['1.5h', DEFAULT_TIME_PARAMETERS, 5_400_000],
    ['2m', DEFAULT_TIME_PARAMETERS, 120_000],
    ['3.45s', DEFAULT_TIME_PARAMETERS, 3450],
    ['400ms', DEFAULT_TIME_PARAMETERS, 400],
    ['48f', film, 2002],
    // Ticks: 1 a second by default, ttp:tickRate when given, else the frame rate times sub-frames.
    ['100000000t', netflix, 10_000],
    ['7t', DEFAULT_TIME_PARAMETERS, 7000],
    ['48t', film, 1001],
    // What real files write though TTML has no such form: seconds alone, minutes:seconds.
    ['19.764', DEFAULT_TIME_PARAMETERS, 19_764],
    ['1:00.998', DEFAULT_TIME_PARAMETERS, 60_998],
    [' 2s ', DEFAULT_TIME_PARAMETERS, 2000],
    ['', DEFAULT_TIME_PARAMETERS, null],
    ['-1s', DEFAULT_TIME_PARAMETERS, null],
    ['1.5', DEFAULT_TIME_PARAMETERS, 1500],
    ['00:61:00', DEFAULT_TIME_PARAMETERS, null],
    ['00:00:60', DEFAULT_TIME_PARAMETERS, null],
    ['2 s', DEFAULT_TIME_PARAMETERS, null],
    ['2x', DEFAULT_TIME_PARAMETERS, null],
    ['1e3s', DEFAULT_TIME_PARAMETERS, null],
    ['99999999999999999999h', DEFAULT_TIME_PARAMETERS, Number.POSITIVE_INFINITY],
    // Clock times past the common hh:mm:ss.fff: more hours, more decimals, spaces, a lone dot.
    ['1234567:00:00', DEFAULT_TIME_PARAMETERS, 4_444_441_200_000],
    ['00:00:01.0005', DEFAULT_TIME_PARAMETERS, 1001],
    ['00:00:01.12345', DEFAULT_TIME_PARAMETERS, 1123],
    [' 00:00:01.5', DEFAULT_TIME_PARAMETERS, 1500],
    ['00:00:01.', DEFAULT_TIME_PARAMETERS, null],
    ['0:0:01', DEFAULT_TIME_PARAMETERS, null],
    ['00:00:01.5x', DEFAULT_TIME_PARAMETERS, null],
  ])('reads %s', (text, given, expected) => {
    expect(parseTtmlTime(text, given)).toBe(expected);
  });

  it('reads every hh:mm:ss.fff to the millisecond', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 999_999 }),
        fc.integer({ min: 0, max: 59 }),
        fc.integer({ min: 0, max: 59 }),
        fc.integer({ min: 0, max: 999 }),
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: 2, max: 6 }),
        (hours, minutes, seconds, ms, decimals, hourDigits) => {
          const fraction = String(ms).padStart(3, '0').slice(0, decimals);
          const two = (n: number): string => String(n).padStart(2, '0');
          const text = `${String(hours).padStart(hourDigits, '0')}:${two(minutes)}:${two(seconds)}${decimals ? `.${fraction}` : ''}`;
          const kept = decimals ? Number(fraction.padEnd(3, '0')) : 0;
          expect(parseTtmlTime(text, DEFAULT_TIME_PARAMETERS)).toBe(
            ((hours * 60 + minutes) * 60 + seconds) * 1000 + kept,
          );
        },
      ),
    );
  });
});

describe('timeParameters', () => {
  it('defaults to 30 fps, one sub-frame and one tick a second', () => {
    expect(parameters({})).toEqual({ frameRate: 30, subFrameRate: 1, tickRate: 1 });
  });

  it('gives bad values to the caller to report and keeps the defaults', () => {
    const bad: string[] = [];
    const read = { frameRate: 'fast', frameRateMultiplier: '1000', tickRate: '0' } as Record<
      string,
      string
    >;
    expect(
      timeParameters(
        (local) => read[local],
        (local, value) => bad.push(`${local}=${value}`),
      ),
    ).toEqual({
      frameRate: 30,
      subFrameRate: 1,
      tickRate: 1,
    });
    expect(bad).toEqual(['frameRate=fast', 'frameRateMultiplier=1000', 'tickRate=0']);
  });
});
