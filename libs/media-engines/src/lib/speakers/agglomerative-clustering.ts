import { bicGain, logDetCovariance, mergeStats, type GaussianStats } from './gaussian-stats.js';

export interface ClusterRules {
  /** λ of the BIC test: larger merges more. */
  penaltyWeight: number;
  /** Merging goes on past ΔBIC > 0 until no more clusters than this remain. */
  maxClusters: number;
  /** A cluster weighs at most this many frames in the BIC test (see bicGain). */
  maxWeight: number;
}

/** Called between pieces of work: throws to stop (abort, timeout), and lets timers run. */
export type Checkpoint = () => Promise<void>;

/** Rows of the distance matrix computed between two checkpoints. */
const ROWS_PER_CHECKPOINT = 32;

interface Cluster {
  stats: GaussianStats;
  logDet: number;
}

/**
 * Bottom-up clustering with the BIC as distance and as stopping rule: the two clusters whose
 * merge costs least (lowest ΔBIC) are merged, again and again, until every pair left would be
 * better modelled apart (ΔBIC > 0) and no more than `maxClusters` remain. The number of
 * clusters is found, not given. Returns one cluster index per unit, 0-based, unordered.
 *
 * The ΔBIC of every pair is kept (a triangle of N(N−1)/2 values: 18 MB for 3,000 units), with
 * each cluster's nearest neighbour, so a merge costs one new row, not a new matrix.
 */
export async function clusterByBic(
  units: readonly GaussianStats[],
  rules: ClusterRules,
  checkpoint: Checkpoint,
): Promise<number[]> {
  const size = units.length;
  const clusters: (Cluster | null)[] = units.map((stats) => ({
    stats,
    logDet: logDetCovariance(stats),
  }));
  const owner = units.map((_, index) => index);
  const gains = new Float32Array((size * (size - 1)) / 2);
  const at = (i: number, j: number) => {
    const [low, high] = i < j ? [i, j] : [j, i];
    return (low * (2 * size - low - 1)) / 2 + (high - low - 1);
  };
  const gainOf = (i: number, j: number): number => {
    const a = clusters[i];
    const b = clusters[j];
    if (!a || !b) return Number.POSITIVE_INFINITY;
    return bicGain(a.stats, b.stats, rules.penaltyWeight, a.logDet, b.logDet, rules.maxWeight);
  };
  for (let i = 0; i < size; i += 1) {
    for (let j = i + 1; j < size; j += 1) gains[at(i, j)] = gainOf(i, j);
    if (i % ROWS_PER_CHECKPOINT === 0) await checkpoint();
  }
  const nearest = new Int32Array(size).fill(-1);
  const nearestGain = new Float64Array(size).fill(Number.POSITIVE_INFINITY);
  const findNearest = (i: number) => {
    nearest[i] = -1;
    nearestGain[i] = Number.POSITIVE_INFINITY;
    for (let j = 0; j < size; j += 1) {
      if (j === i || !clusters[j]) continue;
      const gain = gains[at(i, j)] ?? Number.POSITIVE_INFINITY;
      if (gain < (nearestGain[i] ?? Number.POSITIVE_INFINITY)) {
        nearest[i] = j;
        nearestGain[i] = gain;
      }
    }
  };
  for (let i = 0; i < size; i += 1) findNearest(i);

  let alive = size;
  while (alive > 1) {
    let keep = -1;
    for (let i = 0; i < size; i += 1) {
      if (!clusters[i]) continue;
      if (keep < 0 || (nearestGain[i] ?? 0) < (nearestGain[keep] ?? 0)) keep = i;
    }
    const gone = nearest[keep] ?? -1;
    const kept = clusters[keep];
    const merged = clusters[gone];
    if (!kept || !merged) break;
    if ((nearestGain[keep] ?? 0) > 0 && alive <= rules.maxClusters) break;
    const stats = mergeStats(kept.stats, merged.stats);
    clusters[keep] = { stats, logDet: logDetCovariance(stats) };
    clusters[gone] = null;
    alive -= 1;
    owner.forEach((cluster, unit) => {
      if (cluster === gone) owner[unit] = keep;
    });
    for (let k = 0; k < size; k += 1) {
      if (k !== keep && clusters[k]) gains[at(keep, k)] = gainOf(keep, k);
    }
    for (let k = 0; k < size; k += 1) {
      if (k === keep || !clusters[k]) continue;
      const gain = gains[at(keep, k)] ?? Number.POSITIVE_INFINITY;
      if (nearest[k] === keep || nearest[k] === gone) findNearest(k);
      else if (gain < (nearestGain[k] ?? Number.POSITIVE_INFINITY)) {
        nearest[k] = keep;
        nearestGain[k] = gain;
      }
    }
    findNearest(keep);
    await checkpoint();
  }
  return owner;
}
