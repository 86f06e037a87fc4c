/**
 * Sufficient statistics of a set of feature vectors: how many, their sum and the sum of their
 * outer products. A full-covariance Gaussian follows from them, and two sets merge by adding,
 * so clusters are compared without keeping their frames.
 */
export interface GaussianStats {
  readonly dims: number;
  count: number;
  readonly sum: Float64Array;
  /** Row-major dims × dims sum of x·xᵀ. */
  readonly scatter: Float64Array;
}

/**
 * Added to each variance: a cluster of a few frames, or frames of one steady vowel, would
 * otherwise have a singular covariance and an infinitely negative log-determinant. Small against
 * the variance of MFCCs in speech (about 1 to 100 in these units).
 */
const VARIANCE_FLOOR = 0.01;

export function emptyStats(dims: number): GaussianStats {
  return {
    dims,
    count: 0,
    sum: new Float64Array(dims),
    scatter: new Float64Array(dims * dims),
  };
}

/** Adds the vector stored at `values[offset .. offset + dims)`. */
export function addVector(stats: GaussianStats, values: ArrayLike<number>, offset = 0): void {
  const { dims, sum, scatter } = stats;
  for (let i = 0; i < dims; i += 1) {
    const xi = values[offset + i] ?? 0;
    sum[i] = (sum[i] ?? 0) + xi;
    const row = i * dims;
    for (let j = 0; j < dims; j += 1) {
      scatter[row + j] = (scatter[row + j] ?? 0) + xi * (values[offset + j] ?? 0);
    }
  }
  stats.count += 1;
}

export function mergeStats(a: GaussianStats, b: GaussianStats): GaussianStats {
  const merged = emptyStats(a.dims);
  addInto(merged, a, 1);
  addInto(merged, b, 1);
  return merged;
}

/** target += sign × source (sign -1 takes a part out of a whole). */
export function addInto(target: GaussianStats, source: GaussianStats, sign: 1 | -1): void {
  target.count += sign * source.count;
  for (let i = 0; i < target.sum.length; i += 1) {
    target.sum[i] = (target.sum[i] ?? 0) + sign * (source.sum[i] ?? 0);
  }
  for (let i = 0; i < target.scatter.length; i += 1) {
    target.scatter[i] = (target.scatter[i] ?? 0) + sign * (source.scatter[i] ?? 0);
  }
}

export interface Gaussian {
  mean: Float64Array;
  /** Lower-triangular L with covariance = L·Lᵀ (row-major). */
  cholesky: Float64Array;
  logDet: number;
}

/** The maximum-likelihood Gaussian of the vectors (covariance floored), or null for none. */
export function fitGaussian(stats: GaussianStats): Gaussian | null {
  const { dims, count, sum, scatter } = stats;
  if (count <= 0) return null;
  const mean = new Float64Array(dims);
  for (let i = 0; i < dims; i += 1) mean[i] = (sum[i] ?? 0) / count;
  const cholesky = new Float64Array(dims * dims);
  for (let i = 0; i < dims; i += 1) {
    for (let j = 0; j <= i; j += 1) {
      let value =
        (scatter[i * dims + j] ?? 0) / count -
        (mean[i] ?? 0) * (mean[j] ?? 0) +
        (i === j ? VARIANCE_FLOOR : 0);
      for (let k = 0; k < j; k += 1) {
        value -= (cholesky[i * dims + k] ?? 0) * (cholesky[j * dims + k] ?? 0);
      }
      if (i === j) {
        // Rounding can leave a floored variance a hair below zero after the subtraction.
        cholesky[i * dims + i] = Math.sqrt(Math.max(value, VARIANCE_FLOOR * 1e-3));
      } else {
        cholesky[i * dims + j] = value / (cholesky[j * dims + j] ?? 1);
      }
    }
  }
  let logDet = 0;
  for (let i = 0; i < dims; i += 1) logDet += 2 * Math.log(cholesky[i * dims + i] ?? 1);
  return { mean, cholesky, logDet };
}

export function logDetCovariance(stats: GaussianStats): number {
  return fitGaussian(stats)?.logDet ?? 0;
}

/** Free parameters of a full-covariance Gaussian: the BIC's price for one more model. */
export function gaussianParameters(dims: number): number {
  return dims + (dims * (dims + 1)) / 2;
}

/**
 * ΔBIC of modelling two sets with a Gaussian each rather than one together: positive when two
 * models explain the frames better than one by more than they cost (different speakers),
 * negative when one model is enough (the same speaker). `penaltyWeight` (λ) scales the cost.
 *
 * ΔBIC = ½·(n·log|Σ| − n₁·log|Σ₁| − n₂·log|Σ₂|) − λ·½·P·log n, with P = d + d(d+1)/2.
 *
 * The likelihood term grows with n and the cost only with log n, so between large sets any
 * small difference wins: two long stretches of one speaker saying different things would be
 * kept apart. Each set therefore weighs at most `maxWeight` frames (its Gaussian unchanged, the
 * pooled one weighted accordingly), which makes the test between large clusters a test between
 * samples of that size.
 */
export function bicGain(
  a: GaussianStats,
  b: GaussianStats,
  penaltyWeight: number,
  logDetA = logDetCovariance(a),
  logDetB = logDetCovariance(b),
  maxWeight = Number.POSITIVE_INFINITY,
): number {
  const weightA = Math.min(a.count, maxWeight);
  const weightB = Math.min(b.count, maxWeight);
  const count = weightA + weightB;
  const pooled = emptyStats(a.dims);
  addScaled(pooled, a, a.count > 0 ? weightA / a.count : 0);
  addScaled(pooled, b, b.count > 0 ? weightB / b.count : 0);
  const together = logDetCovariance(pooled);
  const likelihoodGain = 0.5 * (count * together - weightA * logDetA - weightB * logDetB);
  return likelihoodGain - penaltyWeight * 0.5 * gaussianParameters(a.dims) * Math.log(count);
}

function addScaled(target: GaussianStats, source: GaussianStats, scale: number): void {
  target.count += scale * source.count;
  for (let i = 0; i < target.sum.length; i += 1) {
    target.sum[i] = (target.sum[i] ?? 0) + scale * (source.sum[i] ?? 0);
  }
  for (let i = 0; i < target.scatter.length; i += 1) {
    target.scatter[i] = (target.scatter[i] ?? 0) + scale * (source.scatter[i] ?? 0);
  }
}

/**
 * The mean log-likelihood of the vectors behind `stats` under `model`, from the statistics
 * alone: −½·(d·log 2π + log|Σ| + tr(Σ⁻¹·S)/n − 2·μᵀΣ⁻¹·m + μᵀΣ⁻¹μ), with S the scatter and m the
 * mean of the vectors. Used to give a segment too short to model to the nearest speaker.
 */
export function meanLogLikelihood(stats: GaussianStats, model: Gaussian): number {
  const { dims, count, sum, scatter } = stats;
  if (count <= 0) return Number.NEGATIVE_INFINITY;
  // The mean of (x − μ)ᵀΣ⁻¹(x − μ) is tr(Σ⁻¹·C), C the mean of (x − μ)(x − μ)ᵀ.
  const centred = new Float64Array(dims * dims);
  for (let i = 0; i < dims; i += 1) {
    for (let j = 0; j < dims; j += 1) {
      const mi = model.mean[i] ?? 0;
      const mj = model.mean[j] ?? 0;
      centred[i * dims + j] =
        (scatter[i * dims + j] ?? 0) / count -
        (mi * (sum[j] ?? 0) + mj * (sum[i] ?? 0)) / count +
        mi * mj;
    }
  }
  // tr(Σ⁻¹ C) = tr(L⁻ᵀ L⁻¹ C): solve L·Y = C, then Lᵀ·Z = Y, and sum Z's diagonal.
  const solved = solveLower(model.cholesky, centred, dims);
  const inverse = solveUpperTransposed(model.cholesky, solved, dims);
  let trace = 0;
  for (let i = 0; i < dims; i += 1) trace += inverse[i * dims + i] ?? 0;
  return -0.5 * (dims * Math.log(2 * Math.PI) + model.logDet + trace);
}

/** Y with L·Y = C, L lower-triangular, all dims × dims row-major. */
function solveLower(lower: Float64Array, right: Float64Array, dims: number): Float64Array {
  const out = new Float64Array(dims * dims);
  for (let column = 0; column < dims; column += 1) {
    for (let i = 0; i < dims; i += 1) {
      let value = right[i * dims + column] ?? 0;
      for (let k = 0; k < i; k += 1)
        value -= (lower[i * dims + k] ?? 0) * (out[k * dims + column] ?? 0);
      out[i * dims + column] = value / (lower[i * dims + i] ?? 1);
    }
  }
  return out;
}

/** Z with Lᵀ·Z = Y, L lower-triangular. */
function solveUpperTransposed(
  lower: Float64Array,
  right: Float64Array,
  dims: number,
): Float64Array {
  const out = new Float64Array(dims * dims);
  for (let column = 0; column < dims; column += 1) {
    for (let i = dims - 1; i >= 0; i -= 1) {
      let value = right[i * dims + column] ?? 0;
      for (let k = i + 1; k < dims; k += 1)
        value -= (lower[k * dims + i] ?? 0) * (out[k * dims + column] ?? 0);
      out[i * dims + column] = value / (lower[i * dims + i] ?? 1);
    }
  }
  return out;
}
