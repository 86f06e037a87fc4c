import { describe, expect, it } from 'vitest';
import { splitAtPauses } from './split-at-pauses.js';

// Blocks of 10 samples; pieces of at most 10 blocks, cut within their last 4.
const RULES = { blockSamples: 10, maxBlocks: 10, searchBlocks: 4 };
const LOUD = 9;

function loudnessWithPausesAt(blocks: number, ...pauses: number[]): number[] {
  return Array.from({ length: blocks }, (_, block) => (pauses.includes(block) ? 0 : LOUD));
}

describe('splitAtPauses', () => {
  it.each([
    ['audio no longer than a piece stays whole', loudnessWithPausesAt(10, 3), 100, [[0, 100]]],
    ['no audio, no piece', [], 0, []],
    [
      'a cut falls in the middle of the pause near the end of each piece',
      loudnessWithPausesAt(25, 7, 16),
      250,
      [
        [0, 75],
        [75, 90],
        [165, 85],
      ],
    ],
    [
      'a pause too early to reach is passed over for the last block',
      loudnessWithPausesAt(15, 2),
      150,
      [
        [0, 95],
        [95, 55],
      ],
    ],
    [
      'the end may fall within a block',
      loudnessWithPausesAt(11, 8),
      104,
      [
        [0, 85],
        [85, 19],
      ],
    ],
  ])('%s', (_label, loudness, total, expected) => {
    const pieces = splitAtPauses(loudness, total, RULES);
    expect(pieces.map((piece) => [piece.start, piece.length])).toEqual(expected);
  });

  it('covers every sample once, in pieces no longer than the longest allowed', () => {
    const loudness = Array.from({ length: 1000 }, (_, block) => (block * 7919) % 13);
    const pieces = splitAtPauses(loudness, 9995, RULES);
    let next = 0;
    for (const piece of pieces) {
      expect(piece.start).toBe(next);
      expect(piece.length).toBeGreaterThan(0);
      expect(piece.length).toBeLessThanOrEqual(RULES.maxBlocks * RULES.blockSamples);
      next = piece.start + piece.length;
    }
    expect(next).toBe(9995);
  });
});
