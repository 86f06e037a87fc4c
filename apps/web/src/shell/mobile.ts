/**
 * Up to this viewport width the header's links, language menu, colour mode switch and account
 * do not fit on one line (they need the whole 1280px content width): the header becomes a menu
 * button with a sheet, and the drawer takes 92% of the width. Shell.module.css repeats it.
 */
export const MOBILE_MAX_WIDTH = 1279;

/** The mobile flag is recomputed once resizing has paused this long. */
export const MOBILE_RECHECK_MS = 200;

export function isMobileWidth(width: number): boolean {
  return width <= MOBILE_MAX_WIDTH;
}

export interface Debounced {
  call(): void;
  cancel(): void;
}

/** Runs `run` once calls have stopped for `ms` (a burst of resize events is one recompute). */
export function debounce(
  run: () => void,
  ms: number,
  timers: Pick<typeof globalThis, 'setTimeout' | 'clearTimeout'> = globalThis,
): Debounced {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    call() {
      if (timer !== undefined) timers.clearTimeout(timer);
      timer = timers.setTimeout(() => {
        timer = undefined;
        run();
      }, ms);
    },
    cancel() {
      if (timer !== undefined) timers.clearTimeout(timer);
      timer = undefined;
    },
  };
}
