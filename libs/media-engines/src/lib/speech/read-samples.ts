import { open } from 'node:fs/promises';
import { EngineError } from '../engine-error.js';
import type { SamplePiece } from './split-at-pauses.js';
import type { SpeechWav } from './wav-file.js';

/** The 16-bit samples of one piece of a speech WAV, in an ArrayBuffer of their own. */
export async function readPieceSamples(
  path: string,
  wav: SpeechWav,
  piece: SamplePiece,
): Promise<ArrayBuffer> {
  const bytes = new Uint8Array(piece.length * 2);
  try {
    const file = await open(path, 'r');
    try {
      let filled = 0;
      while (filled < bytes.length) {
        const { bytesRead } = await file.read(
          bytes,
          filled,
          bytes.length - filled,
          wav.dataOffset + piece.start * 2 + filled,
        );
        if (bytesRead === 0) break;
        filled += bytesRead;
      }
      if (filled < bytes.length) throw new Error(`${path} ended early`);
    } finally {
      await file.close();
    }
  } catch (error) {
    throw new EngineError('input-not-found', `${path} cannot be read`, undefined, { cause: error });
  }
  return bytes.buffer;
}
