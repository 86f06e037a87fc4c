import { addInto, addVector, bicGain, emptyStats, type GaussianStats } from './gaussian-stats.js';

export interface ChangeRules {
  /** Fewest frames on each side of a change: a full covariance needs some hundred frames. */
  minSideFrames: number;
  /** The window grows up to this many frames, then slides. */
  maxWindowFrames: number;
  /** Frames the window grows or slides by, and the spacing of the candidate change points. */
  stepFrames: number;
  /** λ of the BIC test. */
  penaltyWeight: number;
}

/**
 * Where the speaker changes within a run of feature vectors (`frames`, `dims` values each):
 * the frame indices at which a new speaker starts, in order. The classic windowed BIC search
 * (Chen & Gopalakrishnan, 1998): a window starts at the last change, each point inside it is
 * tried as a change, and the best one is taken when two Gaussians beat one (ΔBIC > 0), then
 * placed again in a window reaching well past it; otherwise the window grows, and once at its
 * largest, slides. Statistics are added up along
 * the window, so each candidate costs a few small Cholesky factorizations, not a pass over
 * the frames.
 */
export function findSpeakerChanges(
  frames: Float64Array,
  dims: number,
  rules: ChangeRules,
): number[] {
  const { minSideFrames, maxWindowFrames, stepFrames } = rules;
  const total = Math.floor(frames.length / dims);
  const changes: number[] = [];
  let start = 0;
  let end = Math.min(total, start + 2 * minSideFrames);
  while (end - start >= 2 * minSideFrames) {
    const found = bestChangeIn(frames, dims, start, end, rules);
    if (found && found.gain > 0) {
      // A change is first seen near the window's end, with few frames of the new speaker, so
      // its place is rough: it is looked for again with a full side of frames after it.
      const refined =
        bestChangeIn(frames, dims, start, Math.min(total, found.at + 2 * minSideFrames), rules) ??
        found;
      const at = refined.gain > 0 ? refined.at : found.at;
      changes.push(at);
      start = at;
      end = Math.min(total, start + 2 * minSideFrames);
      continue;
    }
    if (end === total) break;
    if (end - start >= maxWindowFrames) start += stepFrames;
    end = Math.min(total, end + stepFrames);
  }
  return changes;
}

function bestChangeIn(
  frames: Float64Array,
  dims: number,
  start: number,
  end: number,
  rules: ChangeRules,
): { at: number; gain: number } | null {
  const whole = statsOf(frames, dims, start, end);
  const left = statsOf(frames, dims, start, start + rules.minSideFrames);
  let best: { at: number; gain: number } | null = null;
  for (let at = start + rules.minSideFrames; at <= end - rules.minSideFrames;) {
    const right = emptyStats(dims);
    addInto(right, whole, 1);
    addInto(right, left, -1);
    const gain = bicGain(left, right, rules.penaltyWeight);
    if (!best || gain > best.gain) best = { at, gain };
    // At least one frame on, so the loop ends; the last candidate is end − minSideFrames.
    const next = Math.min(at + rules.stepFrames, end - rules.minSideFrames + 1);
    for (let frame = at; frame < next; frame += 1) addVector(left, frames, frame * dims);
    at = next;
  }
  return best;
}

function statsOf(frames: Float64Array, dims: number, start: number, end: number): GaussianStats {
  const stats = emptyStats(dims);
  for (let frame = start; frame < end; frame += 1) addVector(stats, frames, frame * dims);
  return stats;
}
