/** Milliseconds since any fixed origin (Date.now(), performance.now(), a test clock). */
export type Ms = number;

export interface LoadingBarTiming {
  /** A navigation shorter than this shows nothing, so quick ones do not flash (200 ms). */
  throttleMs: Ms;
  /** The time the bar takes to cross towards its end while loading (2000 ms). */
  durationMs: Ms;
  /** How long the full bar stays after loading ends, so the end is seen. */
  finishMs: Ms;
  /** Progress updates while running. */
  tickMs: Ms;
}

export const LOADING_BAR_TIMING: Readonly<LoadingBarTiming> = {
  throttleMs: 200,
  durationMs: 2000,
  finishMs: 300,
  tickMs: 100,
};

/** Progress stops short of the end while loading: only the real end fills the bar. */
export const LOADING_BAR_CEILING = 90;

export type LoadingBarState =
  | { phase: 'idle' }
  /** Loading, still inside the throttle: nothing shown yet. */
  | { phase: 'waiting'; since: Ms }
  | { phase: 'running'; shownAt: Ms }
  /** Loading ended: the bar is full until `since + finishMs`. */
  | { phase: 'finishing'; since: Ms };

export type LoadingBarEvent =
  { type: 'start'; now: Ms } | { type: 'stop'; now: Ms } | { type: 'tick'; now: Ms };

export const LOADING_BAR_IDLE: LoadingBarState = { phase: 'idle' };

export function loadingBarReducer(
  state: LoadingBarState,
  event: LoadingBarEvent,
  timing: LoadingBarTiming = LOADING_BAR_TIMING,
): LoadingBarState {
  const { now } = event;
  switch (state.phase) {
    case 'idle':
      return event.type === 'start' ? { phase: 'waiting', since: now } : state;
    case 'waiting':
      if (event.type === 'stop') return LOADING_BAR_IDLE;
      if (event.type === 'tick' && now >= state.since + timing.throttleMs) {
        return { phase: 'running', shownAt: state.since + timing.throttleMs };
      }
      return state;
    case 'running':
      return event.type === 'stop' ? { phase: 'finishing', since: now } : state;
    case 'finishing':
      // A navigation that starts while the bar is still visible continues it at once.
      if (event.type === 'start') return { phase: 'running', shownAt: now };
      if (event.type === 'tick' && now >= state.since + timing.finishMs) return LOADING_BAR_IDLE;
      return state;
  }
}

export interface LoadingBarView {
  visible: boolean;
  /** 0 to 100. */
  progress: number;
}

/** What the bar shows at `now`: an ease-out over durationMs up to the ceiling, full at the end. */
export function loadingBarView(
  state: LoadingBarState,
  now: Ms,
  timing: LoadingBarTiming = LOADING_BAR_TIMING,
): LoadingBarView {
  switch (state.phase) {
    case 'idle':
    case 'waiting':
      return { visible: false, progress: 0 };
    case 'finishing':
      return { visible: true, progress: 100 };
    case 'running': {
      const t = Math.min(1, Math.max(0, (now - state.shownAt) / timing.durationMs));
      const eased = 1 - (1 - t) ** 2;
      return { visible: true, progress: Math.round(LOADING_BAR_CEILING * eased) };
    }
  }
}

/** When the next `tick` is due, in ms from `now`; undefined when nothing will change by itself. */
export function loadingBarNextTick(
  state: LoadingBarState,
  now: Ms,
  timing: LoadingBarTiming = LOADING_BAR_TIMING,
): Ms | undefined {
  switch (state.phase) {
    case 'idle':
      return undefined;
    case 'waiting':
      return Math.max(0, state.since + timing.throttleMs - now);
    case 'finishing':
      return Math.max(0, state.since + timing.finishMs - now);
    case 'running':
      return now - state.shownAt < timing.durationMs ? timing.tickMs : undefined;
  }
}
