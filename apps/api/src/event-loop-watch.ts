/**
 * A blocked event loop answers nobody: past this, the operator hears how long it was blocked.
 * Everything the server does on its own thread (PGlite's queries, rendering pages, building
 * exports) shares the loop with every request.
 */
export const BLOCKED_LOOP_MS = 1000;
const TICK_MS = 200;

/**
 * Warns whenever the event loop was blocked for `thresholdMs` or more, measured by how late a
 * regular tick comes. Returns the function that stops watching.
 */
export function watchEventLoop(
  warn: (details: { blockedMs: number }, message: string) => void,
  thresholdMs = BLOCKED_LOOP_MS,
): () => void {
  let last = performance.now();
  const timer = setInterval(() => {
    const now = performance.now();
    const blockedMs = Math.round(now - last - TICK_MS);
    last = now;
    if (blockedMs >= thresholdMs) warn({ blockedMs }, 'the event loop was blocked');
  }, TICK_MS);
  timer.unref();
  return () => clearInterval(timer);
}
