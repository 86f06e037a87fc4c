import { describe, expect, it } from 'vitest';
import { createMfccExtractor, dctMatrix, hzToMel, melToHz, SPEECH_MFCC_SETTINGS } from './mfcc.js';

const FRAME = SPEECH_MFCC_SETTINGS.frameSamples;

function sineFrame(hz: number, amplitude = 10_000): Float64Array {
  return Float64Array.from(
    { length: FRAME },
    (_, n) => amplitude * Math.sin((2 * Math.PI * hz * n) / 16000),
  );
}

function mfccOf(frame: Float64Array): Float64Array {
  const out = new Float64Array(SPEECH_MFCC_SETTINGS.coefficients);
  createMfccExtractor().compute(frame, out);
  return out;
}

describe('dctMatrix', () => {
  it.each([1, 2.5, -4])('puts a constant %d of 40 inputs in c0 alone, as c·√40', (value) => {
    const rows = dctMatrix(20, 40);
    const input = new Float64Array(40).fill(value);
    rows.forEach((row, k) => {
      const output = row.reduce((sum, weight, n) => sum + weight * (input[n] ?? 0), 0);
      expect(output).toBeCloseTo(k === 0 ? value * Math.sqrt(40) : 0, 10);
    });
  });

  it('is orthonormal: each row has length 1 and rows are orthogonal', () => {
    const rows = dctMatrix(8, 8);
    rows.forEach((a, i) =>
      rows.forEach((b, j) => {
        const dot = a.reduce((sum, value, n) => sum + value * (b[n] ?? 0), 0);
        expect(dot).toBeCloseTo(i === j ? 1 : 0, 12);
      }),
    );
  });
});

describe('mel scale', () => {
  it.each([
    [0, 0],
    [700, 2595 * Math.log10(2)],
    [1000, 999.99],
  ])('%d Hz is %d mel, and back', (hz, mel) => {
    expect(hzToMel(hz)).toBeCloseTo(mel, 1);
    expect(melToHz(hzToMel(hz))).toBeCloseTo(hz, 8);
  });
});

describe('createMfccExtractor', () => {
  it('gives digital silence the floor in every band: c0 only, and finite', () => {
    const coefficients = mfccOf(new Float64Array(FRAME));
    expect(coefficients[0]).toBeCloseTo(Math.sqrt(40) * Math.log(1e-10), 8);
    for (const value of coefficients.subarray(1)) expect(value).toBeCloseTo(0, 8);
  });

  it('adds log(gain²)·√bands to c0 alone when the signal gets louder', () => {
    const quiet = mfccOf(sineFrame(500, 1000));
    const loud = mfccOf(sineFrame(500, 10_000));
    expect((loud[0] ?? 0) - (quiet[0] ?? 0)).toBeCloseTo(Math.log(100) * Math.sqrt(40), 6);
    for (let c = 1; c < loud.length; c += 1) expect(loud[c]).toBeCloseTo(quiet[c] ?? Number.NaN, 6);
  });

  it('tells a low tone from a high one in the higher coefficients', () => {
    const low = mfccOf(sineFrame(200));
    const high = mfccOf(sineFrame(3000));
    const distance = Math.hypot(
      ...Array.from(low.subarray(1), (value, c) => value - (high[c + 1] ?? 0)),
    );
    expect(distance).toBeGreaterThan(10);
  });

  it('leaves the frame it reads unchanged', () => {
    const frame = sineFrame(440);
    const copy = Float64Array.from(frame);
    mfccOf(frame);
    expect(frame).toEqual(copy);
  });
});
