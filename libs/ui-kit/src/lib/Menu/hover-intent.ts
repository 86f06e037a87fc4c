/** Timer functions, injectable so that tests can drive time. */
export interface Timers {
  set: (callback: () => void, ms: number) => unknown;
  clear: (handle: unknown) => void;
}

const WINDOW_TIMERS: Timers = {
  set: (callback, ms) => setTimeout(callback, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface HoverIntentOptions {
  showDelayMs: number;
  hideDelayMs: number;
  onShow: () => void;
  onHide: () => void;
  timers?: Timers;
}

export interface HoverIntent {
  /** The pointer came over the trigger or the menu: show (after the show delay), keep shown. */
  enter: () => void;
  /** The pointer left them: hide after the hide delay, unless it comes back first. */
  leave: () => void;
  /** Forget what is pending (unmount, or the menu was closed another way). */
  cancel: () => void;
}

/**
 * Hover timing of a menu: one pending decision at a time, so crossing the gap between a trigger
 * and its menu (a leave then an enter within the hide delay) keeps the menu open.
 */
export function createHoverIntent({
  showDelayMs,
  hideDelayMs,
  onShow,
  onHide,
  timers = WINDOW_TIMERS,
}: HoverIntentOptions): HoverIntent {
  let pending: unknown;
  const cancel = () => {
    if (pending !== undefined) timers.clear(pending);
    pending = undefined;
  };
  const after = (ms: number, action: () => void) => {
    cancel();
    if (ms <= 0) {
      action();
      return;
    }
    pending = timers.set(() => {
      pending = undefined;
      action();
    }, ms);
  };
  return {
    enter: () => after(showDelayMs, onShow),
    leave: () => after(hideDelayMs, onHide),
    cancel,
  };
}
