import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { format } from '../core/format.js';
import { parse } from '../core/parse.js';
import { TOO_LARGE_MS } from '../time/safe-ms.js';
import { formatTimestamp } from '../time/timestamp.js';
import { readSrtTimestamp } from './srt-timestamp.js';

const read = (text: string): number => readSrtTimestamp(text, 0, text.length);

describe('readSrtTimestamp', () => {
  it.each([
    ['00:00:01,000', 1000],
    ['01:02:03.456', 3_723_456],
    ['02:03,5', 123_500],
    ['000:00:013,567', 13_567],
    ['99:59:59,999', 359_999_999],
    ['100:00:00,000', 360_000_000],
    ['1000:00:00,000', 3_600_000_000],
    ['2501999792:00:00,000', 9_007_199_251_200_000],
    ['2501999792:59:59,999', TOO_LARGE_MS],
    ['9999999999:00:00,000', TOO_LARGE_MS],
    ['10000000000:00:00,000', -1],
    ['1000:00,000', -1],
    ['00:0000,000', -1],
    ['00:00:0000,000', -1],
    ['00:000:00,000', 0],
    ['00:60:00,000', -1],
    ['00:00:01,0000', -1],
  ])('%s -> %d', (text, ms) => {
    expect(read(text)).toBe(ms);
  });

  it('reads back every time the formatter writes, past 99 hours too', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (ms) => {
        expect(read(formatTimestamp(ms, 'srt'))).toBe(ms);
      }),
      { numRuns: 1000 },
    );
  });

  it('a file with cues at 1000 hours and more reads back as written', () => {
    const cues = [
      { start: 3_600_000_000, end: 3_600_001_000, text: 'a' },
      { start: 36_000_000_000, end: 36_000_000_001, text: 'b' },
    ];
    const result = parse(format(cues, 'srt'), { format: 'srt' });
    expect(result.errors).toEqual([]);
    expect(result.cues).toEqual(cues);
  });
});
