import type { FileHandle } from 'node:fs/promises';
import type { SpeechWav } from '../speech/wav-file.js';
import type { Checkpoint } from './agglomerative-clustering.js';
import type { MfccExtractor } from './mfcc.js';
import { HOP_SAMPLES } from './voiced-frames.js';

/** Samples read from the file at a time: 2 s, so memory stays flat whatever the length. */
const READ_BLOCK_SAMPLES = 32_000;

export interface FeatureSource {
  file: FileHandle;
  wav: SpeechWav;
  mfcc: MfccExtractor;
  /** Cepstral coefficients used as features: c1 onwards, c0 (loudness) left out. */
  dims: number;
  isVoiced: (frame: number) => boolean;
  checkpoint: Checkpoint;
  /** Called with the number of samples read since the last call. */
  onSamples: (samples: number) => void;
}

/**
 * The features of the voiced frames that lie wholly within samples [startSample, endSample):
 * `dims` MFCCs (c1..c_dims) per frame, frames one after another, with the global index of each
 * kept frame. The samples are read in blocks; only this segment's features are held.
 */
export async function readSegmentFeatures(
  source: FeatureSource,
  startSample: number,
  endSample: number,
): Promise<{ features: Float64Array; frames: Int32Array }> {
  const { file, wav, mfcc, dims, isVoiced } = source;
  const frameSamples = mfcc.settings.frameSamples;
  const totalSamples = Math.floor(wav.dataBytes / 2);
  const firstFrame = Math.ceil(startSample / HOP_SAMPLES);
  const end = Math.min(endSample, totalSamples);
  const frameCount = Math.max(0, Math.floor((end - frameSamples) / HOP_SAMPLES) - firstFrame + 1);
  const features = new Float64Array(frameCount * dims);
  const frames = new Int32Array(frameCount);
  if (frameCount === 0) return { features, frames: frames.subarray(0, 0) };

  const coefficients = new Float64Array(mfcc.settings.coefficients);
  const bytes = Buffer.alloc(READ_BLOCK_SAMPLES * 2);
  // Samples not yet consumed by a frame: at most one frame plus one block.
  let pending = new Float64Array(0);
  let pendingStart = firstFrame * HOP_SAMPLES;
  let nextSample = pendingStart;
  const lastSample = (firstFrame + frameCount - 1) * HOP_SAMPLES + frameSamples;
  let frame = firstFrame;
  let kept = 0;
  while (nextSample < lastSample) {
    const want = Math.min(READ_BLOCK_SAMPLES, lastSample - nextSample);
    const { bytesRead } = await file.read(bytes, 0, want * 2, wav.dataOffset + nextSample * 2);
    const got = Math.floor(bytesRead / 2);
    if (got === 0) break;
    const joined = new Float64Array(pending.length + got);
    joined.set(pending);
    for (let i = 0; i < got; i += 1) joined[pending.length + i] = bytes.readInt16LE(i * 2);
    nextSample += got;
    source.onSamples(got);
    for (; frame < firstFrame + frameCount; frame += 1) {
      const offset = frame * HOP_SAMPLES - pendingStart;
      if (offset + frameSamples > joined.length) break;
      if (!isVoiced(frame)) continue;
      mfcc.compute(joined.subarray(offset, offset + frameSamples), coefficients);
      features.set(coefficients.subarray(1, 1 + dims), kept * dims);
      frames[kept] = frame;
      kept += 1;
    }
    const consumed = frame * HOP_SAMPLES - pendingStart;
    pending = joined.slice(Math.min(consumed, joined.length));
    pendingStart += Math.min(consumed, joined.length);
    await source.checkpoint();
  }
  return { features: features.subarray(0, kept * dims), frames: frames.subarray(0, kept) };
}
