import { EngineError } from '../engine-error.js';

/**
 * In-place iterative radix-2 FFT (Cooley-Tukey, decimation in time) of the complex signal
 * `real + i * imag`. Speech frames are zero-padded to a power of two (400 samples → 512), so the
 * radix-2 case is all that is needed and a library would be a dependency for thirty lines.
 */
export function fftInPlace(real: Float64Array, imag: Float64Array): void {
  const size = real.length;
  if (imag.length !== size || size === 0 || (size & (size - 1)) !== 0) {
    throw new EngineError(
      'invalid-argument',
      `the FFT takes two arrays of one power-of-two length, not ${size} and ${imag.length}`,
    );
  }
  // Bit-reversal permutation, so that each butterfly stage reads neighbouring pairs.
  for (let i = 1, j = 0; i < size; i += 1) {
    let bit = size >> 1;
    for (; j & bit; bit >>= 1) j ^= bit;
    j ^= bit;
    if (i < j) {
      swap(real, i, j);
      swap(imag, i, j);
    }
  }
  for (let half = 1; half < size; half <<= 1) {
    const step = -Math.PI / half;
    for (let k = 0; k < half; k += 1) {
      const wr = Math.cos(step * k);
      const wi = Math.sin(step * k);
      for (let start = 0; start < size; start += half << 1) {
        const a = start + k;
        const b = a + half;
        const xr = real[b] ?? 0;
        const xi = imag[b] ?? 0;
        const ar = real[a] ?? 0;
        const ai = imag[a] ?? 0;
        const br = xr * wr - xi * wi;
        const bi = xr * wi + xi * wr;
        real[b] = ar - br;
        imag[b] = ai - bi;
        real[a] = ar + br;
        imag[a] = ai + bi;
      }
    }
  }
}

function swap(values: Float64Array, i: number, j: number): void {
  const kept = values[i] ?? 0;
  values[i] = values[j] ?? 0;
  values[j] = kept;
}
