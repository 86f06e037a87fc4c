import { EngineError } from '../engine-error.js';
import { runProcess } from '../process/run-process.js';
import {
  DEFAULT_TIMEOUTS_MS,
  ffmpegOf,
  monoPcmFrom,
  type MediaCallOptions,
} from './media-tools.js';
import { PeakAccumulator } from './peak-accumulator.js';
import { probeForAudio } from './probe-for.js';

export interface WaveformOptions extends MediaCallOptions {
  /** An integer from 1 to 1000. */
  peaksPerSecond: number;
}

export interface Waveform {
  peaksPerSecond: number;
  /** Interleaved pairs [min, max, min, max, ...] in -1..1, one pair per 1/peaksPerSecond s. */
  peaks: Float32Array;
}

/** Enough samples per second for a waveform drawing to show every syllable's envelope. */
const MIN_DECODE_RATE = 8000;
const MAX_PEAKS_PER_SECOND = 1000;

/**
 * The waveform of the first audio stream, mixed to mono, as min/max pairs. ffmpeg decodes to a
 * pipe and the pairs are computed as the samples arrive, so an hour of audio needs no more
 * memory than its peaks.
 */
export async function waveformPeaks(input: string, options: WaveformOptions): Promise<Waveform> {
  const { peaksPerSecond } = options;
  if (
    !Number.isInteger(peaksPerSecond) ||
    peaksPerSecond < 1 ||
    peaksPerSecond > MAX_PEAKS_PER_SECOND
  ) {
    throw new EngineError(
      'invalid-argument',
      `peaksPerSecond must be an integer from 1 to ${MAX_PEAKS_PER_SECOND}`,
    );
  }
  await probeForAudio(input, options, 'to draw');
  // Decoding at a multiple of peaksPerSecond makes every peak cover exactly the same samples.
  const samplesPerPeak = Math.ceil(MIN_DECODE_RATE / peaksPerSecond);
  const accumulator = new PeakAccumulator(samplesPerPeak);
  await runProcess(
    ffmpegOf(options),
    [...monoPcmFrom(input, peaksPerSecond * samplesPerPeak), '-f', 's16le', 'pipe:1'],
    {
      timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUTS_MS.decodeWholeFile,
      signal: options.signal,
      onStdout: (chunk) => accumulator.push(chunk),
    },
  );
  return { peaksPerSecond, peaks: accumulator.finish() };
}
