/**
 * Seeded normal samples, so that the tests of the statistics behind speaker labelling run on
 * the same numbers every time.
 */
export function seededNormals(seed: number): () => number {
  let state = seed >>> 0;
  const uniform = () => {
    // mulberry32
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (((t ^ (t >>> 14)) >>> 0) + 1) / 4294967297;
  };
  return () => Math.sqrt(-2 * Math.log(uniform())) * Math.cos(2 * Math.PI * uniform());
}

/** `count` vectors of `dims` values from N(mean, diag(scale²)), one after another. */
export function gaussianFrames(
  normal: () => number,
  count: number,
  mean: readonly number[],
  scale: readonly number[],
): Float64Array {
  const dims = mean.length;
  const frames = new Float64Array(count * dims);
  for (let i = 0; i < count; i += 1) {
    for (let d = 0; d < dims; d += 1) {
      frames[i * dims + d] = (mean[d] ?? 0) + (scale[d] ?? 1) * normal();
    }
  }
  return frames;
}

export function concatFrames(...parts: Float64Array[]): Float64Array {
  const out = new Float64Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
