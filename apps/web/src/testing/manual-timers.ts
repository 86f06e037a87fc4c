import type { Timers } from '../features/editor/autosave.js';

/**
 * Timers that run only when a test says time has passed: `advance(ms)` runs, in time order,
 * every timer that falls due, so a test states waits instead of sleeping through them.
 */
export function manualTimers(): Timers & { advance(ms: number): void; pending(): number[] } {
  let now = 0;
  let nextId = 1;
  const waiting = new Map<number, { at: number; run: () => void }>();
  return {
    set(run, ms) {
      const id = nextId++;
      waiting.set(id, { at: now + ms, run });
      return id;
    },
    clear(handle) {
      waiting.delete(handle as number);
    },
    advance(ms) {
      const until = now + ms;
      for (;;) {
        const due = [...waiting]
          .filter(([, t]) => t.at <= until)
          .sort(([, a], [, b]) => a.at - b.at)[0];
        if (!due) break;
        waiting.delete(due[0]);
        now = due[1].at;
        due[1].run();
      }
      now = until;
    },
    pending: () => [...waiting.values()].map((t) => t.at - now),
  };
}
