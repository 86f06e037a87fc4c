import { useT } from '@captio/i18n/react';
import { useEffect, useReducer, useState } from 'react';
import {
  LOADING_BAR_IDLE,
  LOADING_BAR_TIMING,
  loadingBarNextTick,
  loadingBarReducer,
  loadingBarView,
  type LoadingBarEvent,
  type LoadingBarState,
  type LoadingBarTiming,
  type Ms,
} from './loading-bar-machine.js';
import styles from './LoadingBar.module.css';

export interface LoadingBarProps {
  /** A navigation (or any page load) is under way. */
  active: boolean;
  /** Overrides of the default timing (throttle 200 ms, duration 2000 ms). */
  timing?: Partial<LoadingBarTiming>;
  /** The clock; a test passes its own. */
  now?: () => Ms;
}

/**
 * The page loading bar: 3px at the top of the viewport, shown only for
 * loads longer than the throttle, so quick navigations do not flash.
 */
export function LoadingBar({ active, timing: overrides, now = Date.now }: LoadingBarProps) {
  const t = useT();
  const timing = { ...LOADING_BAR_TIMING, ...overrides };
  const [state, dispatch] = useReducer(
    (s: LoadingBarState, e: LoadingBarEvent) => loadingBarReducer(s, e, timing),
    LOADING_BAR_IDLE,
  );
  // Re-renders on every tick even when the state is unchanged, so progress advances.
  const [clock, setClock] = useState(now);

  useEffect(() => {
    dispatch({ type: active ? 'start' : 'stop', now: now() });
    setClock(now());
    // Only `active` starts or stops a load: a new identity of the clock must not.
  }, [active]);

  const delay = loadingBarNextTick(state, clock, timing);
  useEffect(() => {
    if (delay === undefined) return;
    const timer = setTimeout(() => {
      const at = now();
      dispatch({ type: 'tick', now: at });
      setClock(at);
    }, delay);
    return () => clearTimeout(timer);
  }, [state, clock, delay, now]);

  const view = loadingBarView(state, clock, timing);
  if (!view.visible) return null;
  return (
    <div
      className={styles['bar']}
      role="progressbar"
      aria-busy={state.phase === 'running'}
      aria-label={t('loading.page')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={view.progress}
      data-phase={state.phase}
      data-testid="loading-bar"
    >
      <div className={styles['fill']} style={{ transform: `scaleX(${view.progress / 100})` }} />
    </div>
  );
}
