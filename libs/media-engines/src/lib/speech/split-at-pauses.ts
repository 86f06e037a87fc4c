export interface SplitRules {
  /** Length of one loudness block, in samples. */
  blockSamples: number;
  /** A piece is at most this many blocks long... */
  maxBlocks: number;
  /** ...and is cut within its last `searchBlocks` blocks, at the quietest one. */
  searchBlocks: number;
}

export interface SamplePiece {
  /** First sample of the piece. */
  start: number;
  /** Number of samples. */
  length: number;
}

/**
 * Cuts audio into pieces no longer than maxBlocks blocks, each cut in the middle of the quietest
 * block near the piece's end: in speech that is a pause between words, so no word is cut in two
 * and each piece can be recognized on its own. `loudness` holds one value per block (any
 * measure that is larger for louder blocks); `totalSamples` may end within the last block.
 */
export function splitAtPauses(
  loudness: ArrayLike<number>,
  totalSamples: number,
  rules: SplitRules,
): SamplePiece[] {
  const { blockSamples, maxBlocks, searchBlocks } = rules;
  const pieces: SamplePiece[] = [];
  let start = 0;
  while (totalSamples - start > maxBlocks * blockSamples) {
    const firstBlock = Math.floor(start / blockSamples);
    let quietest = firstBlock + maxBlocks - 1;
    for (let block = quietest; block >= firstBlock + maxBlocks - searchBlocks; block -= 1) {
      if ((loudness[block] ?? 0) < (loudness[quietest] ?? 0)) quietest = block;
    }
    const cut = quietest * blockSamples + Math.floor(blockSamples / 2);
    pieces.push({ start, length: cut - start });
    start = cut;
  }
  if (totalSamples > start) pieces.push({ start, length: totalSamples - start });
  return pieces;
}
