import { describe, expect, it } from 'vitest';
import { gaussianFrames, seededNormals } from '../../../test/support/gaussian-samples.js';
import {
  addVector,
  bicGain,
  emptyStats,
  fitGaussian,
  meanLogLikelihood,
  mergeStats,
  type GaussianStats,
} from './gaussian-stats.js';

const DIMS = 4;
const ZERO = [0, 0, 0, 0];
const ONE = [1, 1, 1, 1];

function statsOf(frames: Float64Array, dims = DIMS): GaussianStats {
  const stats = emptyStats(dims);
  for (let i = 0; i < frames.length / dims; i += 1) addVector(stats, frames, i * dims);
  return stats;
}

describe('bicGain on synthetic Gaussian features', () => {
  // Two sets of 300 four-dimensional vectors; the BIC must say "one speaker" exactly when they
  // come from the same distribution.
  it.each([
    ['the same distribution', ZERO, ONE, ZERO, ONE, 'same'],
    ['the same distribution, far from 0', [5, -3, 2, 8], ONE, [5, -3, 2, 8], ONE, 'same'],
    ['means one standard deviation apart', ZERO, ONE, [1, 0, 0, 0], ONE, 'different'],
    ['means apart in every dimension', ZERO, ONE, [0.6, 0.6, 0.6, 0.6], ONE, 'different'],
    ['one spread twice as wide', ZERO, ONE, ZERO, [2, 2, 2, 2], 'different'],
    ['one spread twice as wide in one dimension', ZERO, ONE, ZERO, [1, 1, 1, 2], 'different'],
  ])('between %s says %s', (_label, meanA, scaleA, meanB, scaleB, expected) => {
    const normal = seededNormals(7);
    const a = statsOf(gaussianFrames(normal, 300, meanA, scaleA));
    const b = statsOf(gaussianFrames(normal, 300, meanB, scaleB));
    const gain = bicGain(a, b, 1);
    expect(gain > 0 ? 'different' : 'same').toBe(expected);
  });

  it('charges more for the second model as λ grows', () => {
    const normal = seededNormals(3);
    const a = statsOf(gaussianFrames(normal, 200, ZERO, ONE));
    const b = statsOf(gaussianFrames(normal, 200, [0.5, 0, 0, 0], ONE));
    expect(bicGain(a, b, 2)).toBeLessThan(bicGain(a, b, 1));
  });
});

describe('bicGain with a weight cap', () => {
  it('tells large sets apart by a slight difference, unless each weighs at most maxWeight', () => {
    const normal = seededNormals(13);
    const a = statsOf(gaussianFrames(normal, 20_000, ZERO, ONE));
    const b = statsOf(gaussianFrames(normal, 20_000, [0.15, 0, 0, 0], ONE));
    expect(bicGain(a, b, 1)).toBeGreaterThan(0);
    expect(bicGain(a, b, 1, undefined, undefined, 300)).toBeLessThan(0);
  });
});

describe('fitGaussian and meanLogLikelihood', () => {
  it('recovers the mean and spread of the samples', () => {
    const frames = gaussianFrames(seededNormals(11), 20_000, [1, -2, 3, 0], [1, 2, 0.5, 1]);
    const gaussian = fitGaussian(statsOf(frames));
    [1, -2, 3, 0].forEach((mean, d) => expect(gaussian?.mean[d]).toBeCloseTo(mean, 1));
    // log|Σ| of diag(1, 4, 0.25, 1), each variance raised by the floor of 0.01.
    const expected = [1, 4, 0.25, 1].reduce((sum, variance) => sum + Math.log(variance + 0.01), 0);
    expect(gaussian?.logDet).toBeCloseTo(expected, 1);
  });

  it('equals the mean of the per-vector log densities, computed from the statistics alone', () => {
    const normal = seededNormals(5);
    const model = fitGaussian(statsOf(gaussianFrames(normal, 500, ZERO, [1, 2, 1, 1])));
    const frames = gaussianFrames(normal, 50, [0.5, 0, 0, 0], ONE);
    if (!model) throw new Error('no model');
    // Directly: the model's covariance, inverted through its Cholesky factor, vector by vector.
    let direct = 0;
    for (let i = 0; i < 50; i += 1) {
      const diff = Array.from(
        { length: DIMS },
        (_, d) => (frames[i * DIMS + d] ?? 0) - (model.mean[d] ?? 0),
      );
      const solved: number[] = [];
      for (let r = 0; r < DIMS; r += 1) {
        let value = diff[r] ?? 0;
        for (let k = 0; k < r; k += 1)
          value -= (model.cholesky[r * DIMS + k] ?? 0) * (solved[k] ?? 0);
        solved.push(value / (model.cholesky[r * DIMS + r] ?? 1));
      }
      const mahalanobis = solved.reduce((sum, value) => sum + value * value, 0);
      direct += -0.5 * (DIMS * Math.log(2 * Math.PI) + model.logDet + mahalanobis);
    }
    expect(meanLogLikelihood(statsOf(frames), model)).toBeCloseTo(direct / 50, 8);
  });

  it('has no model for no vectors', () => {
    expect(fitGaussian(emptyStats(DIMS))).toBeNull();
    expect(mergeStats(emptyStats(DIMS), emptyStats(DIMS)).count).toBe(0);
  });
});
