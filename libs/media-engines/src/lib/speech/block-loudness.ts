import { createReadStream } from 'node:fs';
import type { SpeechWav } from './wav-file.js';

/**
 * The mean square of each block of `blockSamples` samples of a speech WAV, read as a stream:
 * an hour of audio is 115 MB of samples but only 36 000 blocks of 100 ms.
 */
export async function readBlockLoudness(
  path: string,
  wav: SpeechWav,
  blockSamples: number,
): Promise<Float64Array> {
  const loudness = new Float64Array(Math.ceil(wav.dataBytes / 2 / blockSamples));
  if (wav.dataBytes === 0) return loudness;
  const samples = createReadStream(path, {
    start: wav.dataOffset,
    end: wav.dataOffset + wav.dataBytes - 1,
  });
  let index = 0;
  let carry: Buffer | null = null;
  for await (const chunk of samples as AsyncIterable<Buffer>) {
    const bytes: Buffer = carry ? Buffer.concat([carry, chunk]) : chunk;
    const whole = bytes.length - (bytes.length % 2);
    carry = whole < bytes.length ? bytes.subarray(whole) : null;
    for (let offset = 0; offset < whole; offset += 2, index += 1) {
      const sample = bytes.readInt16LE(offset);
      const block = Math.floor(index / blockSamples);
      loudness[block] = (loudness[block] ?? 0) + (sample * sample) / blockSamples;
    }
  }
  return loudness;
}
