import { describe, expect, it } from 'vitest';
import { fftInPlace } from './fft.js';

function magnitudes(real: Float64Array, imag: Float64Array): number[] {
  return Array.from(real, (re, i) => Math.hypot(re, imag[i] ?? 0));
}

/** The textbook O(N²) DFT, to check the FFT against. */
function naiveDft(real: Float64Array, imag: Float64Array): [Float64Array, Float64Array] {
  const size = real.length;
  const outRe = new Float64Array(size);
  const outIm = new Float64Array(size);
  for (let k = 0; k < size; k += 1) {
    for (let n = 0; n < size; n += 1) {
      const angle = (-2 * Math.PI * k * n) / size;
      outRe[k] =
        (outRe[k] ?? 0) + (real[n] ?? 0) * Math.cos(angle) - (imag[n] ?? 0) * Math.sin(angle);
      outIm[k] =
        (outIm[k] ?? 0) + (real[n] ?? 0) * Math.sin(angle) + (imag[n] ?? 0) * Math.cos(angle);
    }
  }
  return [outRe, outIm];
}

describe('fftInPlace', () => {
  it.each([
    [512, 32],
    [512, 100],
    [64, 5],
    [8, 1],
  ])(
    'puts a cosine of %i samples with %i cycles in bins k and N-k, each N/2 high',
    (size, cycles) => {
      const real = Float64Array.from({ length: size }, (_, n) =>
        Math.cos((2 * Math.PI * cycles * n) / size),
      );
      const imag = new Float64Array(size);
      fftInPlace(real, imag);
      const spectrum = magnitudes(real, imag);
      spectrum.forEach((value, bin) => {
        const expected = bin === cycles || bin === size - cycles ? size / 2 : 0;
        expect(value).toBeCloseTo(expected, 6);
      });
    },
  );

  it('finds the peak of a 1 kHz sine sampled at 16 kHz in bin 32 of 512', () => {
    const real = Float64Array.from({ length: 512 }, (_, n) =>
      Math.sin((2 * Math.PI * 1000 * n) / 16000),
    );
    const imag = new Float64Array(512);
    fftInPlace(real, imag);
    const half = magnitudes(real, imag).slice(0, 257);
    expect(half.indexOf(Math.max(...half))).toBe(32);
  });

  it('turns an impulse into a flat spectrum', () => {
    const real = new Float64Array(16);
    real[0] = 3;
    const imag = new Float64Array(16);
    fftInPlace(real, imag);
    for (const value of magnitudes(real, imag)) expect(value).toBeCloseTo(3, 12);
  });

  it.each([1, 2, 4, 32, 128])('agrees with the plain DFT on %i complex values', (size) => {
    const real = Float64Array.from({ length: size }, (_, n) => Math.sin(n * 1.7) + n / size);
    const imag = Float64Array.from({ length: size }, (_, n) => Math.cos(n * 0.3));
    const [expectedRe, expectedIm] = naiveDft(real, imag);
    fftInPlace(real, imag);
    real.forEach((value, k) => expect(value).toBeCloseTo(expectedRe[k] ?? Number.NaN, 9));
    imag.forEach((value, k) => expect(value).toBeCloseTo(expectedIm[k] ?? Number.NaN, 9));
  });

  it.each([
    [0, 0],
    [400, 400],
    [512, 256],
  ])('refuses lengths %i and %i', (realLength, imagLength) => {
    expect(() => fftInPlace(new Float64Array(realLength), new Float64Array(imagLength))).toThrow(
      expect.objectContaining({ code: 'invalid-argument' }),
    );
  });
});
