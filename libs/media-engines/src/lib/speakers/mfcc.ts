import { fftInPlace } from './fft.js';

export interface MfccSettings {
  sampleRate: number;
  /** Samples in one analysis frame: 400 at 16 kHz is 25 ms. */
  frameSamples: number;
  /** Triangular filters spread evenly on the mel scale between lowHz and highHz. */
  melBands: number;
  /** Cepstral coefficients kept, c0 included. */
  coefficients: number;
  lowHz: number;
  highHz: number;
  /** Pre-emphasis factor: lifts the high frequencies, where voices differ, above the loud lows. */
  preEmphasis: number;
}

/** A common front end for speaker work on 16 kHz speech: 40 bands, 20 coefficients. */
export const SPEECH_MFCC_SETTINGS: MfccSettings = {
  sampleRate: 16_000,
  frameSamples: 400,
  melBands: 40,
  coefficients: 20,
  lowHz: 20,
  highHz: 7600,
  preEmphasis: 0.97,
};

/** Keeps log() finite on digital silence. */
const POWER_FLOOR = 1e-10;

export interface MfccExtractor {
  readonly settings: MfccSettings;
  /** Length the frame is zero-padded to before the FFT. */
  readonly fftSize: number;
  /**
   * The MFCCs of one frame of `frameSamples` samples (any scale: 16-bit integers work) into
   * `out` (length `coefficients`). The frame is left unchanged.
   */
  compute(frame: ArrayLike<number>, out: Float64Array): void;
}

/**
 * Mel-frequency cepstral coefficients: pre-emphasis, Hamming window, power spectrum (FFT), mel
 * filterbank, log, DCT-II (orthonormal). Buffers and tables are made once, so framing an hour
 * of audio allocates nothing per frame.
 */
export function createMfccExtractor(settings: MfccSettings = SPEECH_MFCC_SETTINGS): MfccExtractor {
  const { frameSamples, melBands, coefficients, preEmphasis } = settings;
  const fftSize = nextPowerOfTwo(frameSamples);
  const window = hammingWindow(frameSamples);
  const filters = melFilterbank(settings, fftSize);
  const dct = dctMatrix(coefficients, melBands);
  const real = new Float64Array(fftSize);
  const imag = new Float64Array(fftSize);
  const power = new Float64Array(fftSize / 2 + 1);
  const logEnergies = new Float64Array(melBands);

  return {
    settings,
    fftSize,
    compute(frame, out) {
      real.fill(0);
      imag.fill(0);
      let previous = frame[0] ?? 0;
      for (let i = 0; i < frameSamples; i += 1) {
        const sample = frame[i] ?? 0;
        real[i] = (sample - preEmphasis * previous) * (window[i] ?? 0);
        previous = sample;
      }
      fftInPlace(real, imag);
      for (let bin = 0; bin < power.length; bin += 1) {
        const re = real[bin] ?? 0;
        const im = imag[bin] ?? 0;
        power[bin] = re * re + im * im;
      }
      filters.forEach((filter, band) => {
        let energy = 0;
        for (let k = 0; k < filter.weights.length; k += 1) {
          energy += (filter.weights[k] ?? 0) * (power[filter.firstBin + k] ?? 0);
        }
        logEnergies[band] = Math.log(Math.max(energy, POWER_FLOOR));
      });
      for (let c = 0; c < coefficients; c += 1) {
        const row = dct[c] ?? logEnergies;
        let sum = 0;
        for (let band = 0; band < melBands; band += 1)
          sum += (row[band] ?? 0) * (logEnergies[band] ?? 0);
        out[c] = sum;
      }
    },
  };
}

export function hzToMel(hz: number): number {
  return 2595 * Math.log10(1 + hz / 700);
}

export function melToHz(mel: number): number {
  return 700 * (10 ** (mel / 2595) - 1);
}

interface MelFilter {
  firstBin: number;
  weights: Float64Array;
}

/** Triangles over FFT bins, each rising from the previous band's centre to its own and falling to the next's. */
function melFilterbank(settings: MfccSettings, fftSize: number): MelFilter[] {
  const { sampleRate, melBands, lowHz, highHz } = settings;
  const lowMel = hzToMel(lowHz);
  const highMel = hzToMel(highHz);
  const edgesInBins = Array.from({ length: melBands + 2 }, (_, i) => {
    const hz = melToHz(lowMel + ((highMel - lowMel) * i) / (melBands + 1));
    return (hz * fftSize) / sampleRate;
  });
  return Array.from({ length: melBands }, (_, band) => {
    const left = edgesInBins[band] ?? 0;
    const centre = edgesInBins[band + 1] ?? 0;
    const right = edgesInBins[band + 2] ?? 0;
    const firstBin = Math.ceil(left);
    const lastBin = Math.floor(right);
    const weights = new Float64Array(Math.max(0, lastBin - firstBin + 1));
    for (let bin = firstBin; bin <= lastBin; bin += 1) {
      weights[bin - firstBin] =
        bin <= centre ? (bin - left) / (centre - left) : (right - bin) / (right - centre);
    }
    return { firstBin, weights };
  });
}

function hammingWindow(length: number): Float64Array {
  const window = new Float64Array(length);
  for (let i = 0; i < length; i += 1) {
    window[i] = 0.54 - 0.46 * Math.cos((2 * Math.PI * i) / (length - 1));
  }
  return window;
}

/** Orthonormal DCT-II rows: a constant input lands in c0 alone. */
export function dctMatrix(rows: number, inputs: number): Float64Array[] {
  return Array.from({ length: rows }, (_, k) => {
    const scale = Math.sqrt((k === 0 ? 1 : 2) / inputs);
    const row = new Float64Array(inputs);
    for (let n = 0; n < inputs; n += 1) {
      row[n] = scale * Math.cos((Math.PI * k * (n + 0.5)) / inputs);
    }
    return row;
  });
}

function nextPowerOfTwo(value: number): number {
  let size = 1;
  while (size < value) size <<= 1;
  return size;
}
