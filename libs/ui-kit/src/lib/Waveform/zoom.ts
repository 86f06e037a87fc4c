/** The zoom steps of the waveform, in pixels per second of media. */
export const ZOOM_LEVELS: readonly number[] = [5, 10, 20, 50, 100, 200, 400, 800];

/** Where the waveform opens: ten seconds in a 1,000-pixel view, a few cues at a time. */
export const DEFAULT_ZOOM = 100;

/**
 * The next zoom step in or out from `current`, or `current` itself at either end. A current
 * value between steps (a zoom the page restored) goes to the nearest step in that direction.
 */
export function nextZoom(current: number, direction: 'in' | 'out'): number {
  if (direction === 'in') return ZOOM_LEVELS.find((level) => level > current) ?? current;
  return [...ZOOM_LEVELS].reverse().find((level) => level < current) ?? current;
}

/** Whether zooming further in that direction does anything (its button is disabled when not). */
export function canZoom(current: number, direction: 'in' | 'out'): boolean {
  return nextZoom(current, direction) !== current;
}
