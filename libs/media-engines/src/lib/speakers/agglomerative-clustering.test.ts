import { describe, expect, it } from 'vitest';
import { gaussianFrames, seededNormals } from '../../../test/support/gaussian-samples.js';
import { clusterByBic } from './agglomerative-clustering.js';
import { addVector, emptyStats, type GaussianStats } from './gaussian-stats.js';

const DIMS = 3;
const SPEAKERS = [
  { mean: [0, 0, 0], scale: [1, 1, 1] },
  { mean: [3, 0, -2], scale: [1, 0.5, 1] },
  { mean: [-2, 3, 1], scale: [2, 1, 1] },
];

function unitOf(speaker: number, frames: number, normal: () => number): GaussianStats {
  const { mean, scale } = SPEAKERS[speaker] ?? { mean: [], scale: [] };
  const values = gaussianFrames(normal, frames, mean, scale);
  const stats = emptyStats(DIMS);
  for (let i = 0; i < frames; i += 1) addVector(stats, values, i * DIMS);
  return stats;
}

/** Cluster labels as a partition: the same label for the same cluster, renumbered in order. */
function partition(labels: number[]): number[] {
  const seen = new Map<number, number>();
  return labels.map((label) => {
    if (!seen.has(label)) seen.set(label, seen.size);
    return seen.get(label) ?? -1;
  });
}

const noWait = () => Promise.resolve();

describe('clusterByBic on synthetic Gaussian units', () => {
  it.each([
    ['one speaker', [0, 0, 0, 0, 0], Number.POSITIVE_INFINITY, [0, 0, 0, 0, 0]],
    ['two speakers taking turns', [0, 1, 0, 1, 1, 0], Number.POSITIVE_INFINITY, [0, 1, 0, 1, 1, 0]],
    ['three speakers', [0, 1, 2, 2, 1, 0, 2], Number.POSITIVE_INFINITY, [0, 1, 2, 2, 1, 0, 2]],
    ['three speakers capped at two', [0, 1, 2, 0, 1, 2], 2, 'two clusters'],
    ['two speakers capped at one', [0, 1, 0, 1], 1, [0, 0, 0, 0]],
    ['a single unit', [1], Number.POSITIVE_INFINITY, [0]],
  ])('finds %s', async (_label, speakers, maxClusters, expected) => {
    const normal = seededNormals(42);
    const units = speakers.map((speaker) => unitOf(speaker, 150, normal));
    const labels = partition(
      await clusterByBic(
        units,
        { penaltyWeight: 1, maxClusters, maxWeight: Number.POSITIVE_INFINITY },
        noWait,
      ),
    );
    if (expected === 'two clusters') expect(new Set(labels).size).toBe(2);
    else expect(labels).toEqual(expected);
  });

  it('returns nothing for no units', async () => {
    expect(
      await clusterByBic(
        [],
        { penaltyWeight: 1, maxClusters: 3, maxWeight: Number.POSITIVE_INFINITY },
        noWait,
      ),
    ).toEqual([]);
  });

  it('stops when its checkpoint throws', async () => {
    const normal = seededNormals(1);
    const units = [0, 1, 2].map((speaker) => unitOf(speaker, 100, normal));
    const stop = () => Promise.reject(new Error('stopped'));
    await expect(
      clusterByBic(
        units,
        { penaltyWeight: 1, maxClusters: 3, maxWeight: Number.POSITIVE_INFINITY },
        stop,
      ),
    ).rejects.toThrow('stopped');
  });
});
