import { describe, expect, it } from 'vitest';
import { PeakAccumulator } from './peak-accumulator.js';

function pcm(...samples: number[]): Buffer {
  const buffer = Buffer.alloc(samples.length * 2);
  samples.forEach((sample, i) => buffer.writeInt16LE(sample, i * 2));
  return buffer;
}

describe('PeakAccumulator', () => {
  const samples = pcm(0, 16384, -32768, 8192, -16384, 32767, 100);

  it.each([
    ['one chunk', [samples]],
    [
      'chunks that split samples in two',
      [samples.subarray(0, 3), samples.subarray(3, 8), samples.subarray(8)],
    ],
    ['one byte at a time', [...samples].map((byte) => Buffer.from([byte]))],
  ])('gives the same pairs whatever the chunks: %s', (_label, chunks) => {
    const accumulator = new PeakAccumulator(3);
    for (const chunk of chunks) accumulator.push(chunk);
    expect([...accumulator.finish()]).toEqual([
      -1,
      0.5,
      -0.5,
      32767 / 32768,
      100 / 32768,
      100 / 32768,
    ]);
  });

  it('gives nothing for no samples', () => {
    expect(new PeakAccumulator(10).finish()).toHaveLength(0);
  });

  it('grows past its first allocation', () => {
    const accumulator = new PeakAccumulator(1);
    accumulator.push(pcm(...Array.from({ length: 5000 }, (_, i) => i)));
    const peaks = accumulator.finish();
    expect(peaks).toHaveLength(10_000);
    expect(peaks[9999]).toBe(4999 / 32768);
  });
});
