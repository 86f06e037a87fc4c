import { readBlockLoudness } from './block-loudness.js';
import { splitAtPauses, type SamplePiece } from './split-at-pauses.js';
import type { SpeechWav } from './wav-file.js';

/** Pauses are looked for in blocks of 100 ms. */
const LOUDNESS_BLOCK_SAMPLES = 1600;

/**
 * The pieces an engine decodes one at a time: audio up to `maxPieceSamples` whole, longer audio
 * cut at pauses (the quietest 100 ms of each piece's last quarter), so that no word is cut.
 */
export async function planPieces(
  wavPath: string,
  wav: SpeechWav,
  maxPieceSamples: number,
): Promise<SamplePiece[]> {
  const totalSamples = Math.floor(wav.dataBytes / 2);
  if (totalSamples <= maxPieceSamples) {
    return totalSamples === 0 ? [] : [{ start: 0, length: totalSamples }];
  }
  const maxBlocks = Math.floor(maxPieceSamples / LOUDNESS_BLOCK_SAMPLES);
  const rules = {
    blockSamples: LOUDNESS_BLOCK_SAMPLES,
    maxBlocks,
    searchBlocks: Math.max(1, Math.floor(maxBlocks / 4)),
  };
  const loudness = await readBlockLoudness(wavPath, wav, LOUDNESS_BLOCK_SAMPLES);
  return splitAtPauses(loudness, totalSamples, rules);
}
