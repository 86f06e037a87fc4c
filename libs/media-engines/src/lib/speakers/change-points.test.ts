import { describe, expect, it } from 'vitest';
import {
  concatFrames,
  gaussianFrames,
  seededNormals,
} from '../../../test/support/gaussian-samples.js';
import { findSpeakerChanges } from './change-points.js';

const RULES = { minSideFrames: 100, maxWindowFrames: 600, stepFrames: 10, penaltyWeight: 1 };
const A = { mean: [0, 0, 0, 0], scale: [1, 1, 1, 1] };
const B = { mean: [1.5, -1, 0, 0.5], scale: [1, 1, 2, 1] };
const C = { mean: [-1, 1, 1, 0], scale: [0.5, 1, 1, 1] };

describe('findSpeakerChanges on synthetic Gaussian features', () => {
  it.each([
    ['one speaker', [[A, 800]], []],
    [
      'a change in the middle',
      [
        [A, 300],
        [B, 300],
      ],
      [300],
    ],
    [
      'a change after a long first turn',
      [
        [A, 1200],
        [B, 250],
      ],
      [1200],
    ],
    [
      'two changes',
      [
        [A, 300],
        [B, 400],
        [C, 300],
      ],
      [300, 700],
    ],
    [
      'a speaker coming back',
      [
        [A, 400],
        [B, 300],
        [A, 400],
      ],
      [400, 700],
    ],
  ] as const)('finds %s', (_label, turns, expected) => {
    const normal = seededNormals(9);
    const frames = concatFrames(
      ...turns.map(([speaker, count]) =>
        gaussianFrames(normal, count, speaker.mean, speaker.scale),
      ),
    );
    const changes = findSpeakerChanges(frames, 4, RULES);
    expect(changes).toHaveLength(expected.length);
    // Candidates are tried every 10 frames, and the best one can be off by a step or two.
    changes.forEach((at, i) =>
      expect(Math.abs(at - (expected[i] ?? Number.NaN))).toBeLessThanOrEqual(20),
    );
  });

  it('finds none in too few frames', () => {
    const frames = gaussianFrames(seededNormals(2), 150, A.mean, A.scale);
    expect(findSpeakerChanges(frames, 4, RULES)).toEqual([]);
  });
});
