import type { TimedCue } from '../CueList/current-cue.js';

/** The shortest cue a drag may leave: a capsule narrower than this cannot be grabbed again. */
export const MIN_CUE_DURATION_MS = 100;

export interface CueTimingRequest {
  /** The transcript's cues, in start order. */
  cues: readonly TimedCue[];
  /** The cue being retimed. */
  index: number;
  /** Where the drag or resize left it, in milliseconds. A resize moves one edge, a drag both. */
  start: number;
  end: number;
  /** The media's length: no cue runs past it. */
  durationMs: number;
  /** Default MIN_CUE_DURATION_MS. */
  minDurationMs?: number;
}

/**
 * Where a dragged or resized capsule may land: between the end of the cue before it and the
 * start of the cue after it (so no retiming makes two cues overlap), inside the media, at least
 * minDurationMs long, in whole milliseconds.
 *
 * A move (both edges changed) that runs into a neighbour stops against it with its duration
 * kept; a resize (one edge changed) stops the edge that was pulled, and never pulls it closer
 * than the minimum to the other. When the room between the neighbours is shorter than the cue,
 * the cue fills the room. A cue that already overlaps a neighbour (an
 * imported file) is not pushed out: its own current times widen the bounds, so the edge that
 * overlaps may stay where it was but not go further.
 */
export function clampCueTiming({
  cues,
  index,
  start,
  end,
  durationMs,
  minDurationMs = MIN_CUE_DURATION_MS,
}: CueTimingRequest): { start: number; end: number } {
  const cue = cues[index];
  const previous = cues[index - 1];
  const next = cues[index + 1];
  let low = Math.max(0, previous?.end ?? 0);
  let high = Math.min(
    Number.isFinite(durationMs) && durationMs > 0 ? durationMs : Number.POSITIVE_INFINITY,
    next?.start ?? Number.POSITIVE_INFINITY,
  );
  if (cue) {
    low = Math.min(low, Math.max(0, cue.start));
    high = Math.max(high, cue.end);
  }
  let from = Math.round(Math.min(start, end));
  let to = Math.round(Math.max(start, end));
  const room = high - low;
  const wanted = Math.max(0, Math.min(minDurationMs, room));
  const pulled = pulledEdge(cue, from, to);
  if (pulled === 'both' && Math.max(to - from, wanted) >= room) {
    return { start: Math.round(low), end: Math.round(high) };
  }
  if (pulled === 'start') {
    to = Math.min(high, Math.max(to, low + wanted));
    from = Math.max(low, Math.min(from, to - wanted));
  } else if (pulled === 'end') {
    from = Math.max(low, Math.min(from, high - wanted));
    to = Math.min(high, Math.max(to, from + wanted));
  } else {
    // A move keeps the length: slide the whole cue back inside the bounds.
    const length = Math.max(to - from, wanted);
    from = Math.min(Math.max(from, low), high - length);
    to = from + length;
  }
  return { start: Math.round(from), end: Math.round(to) };
}

/** Which edge a resize pulled: the one that changed while the other stayed. */
function pulledEdge(cue: TimedCue | undefined, from: number, to: number): 'start' | 'end' | 'both' {
  if (!cue) return 'both';
  const startMoved = from !== Math.round(cue.start);
  const endMoved = to !== Math.round(cue.end);
  if (startMoved && !endMoved) return 'start';
  if (endMoved && !startMoved) return 'end';
  return 'both';
}
