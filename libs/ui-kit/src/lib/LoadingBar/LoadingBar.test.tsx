import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { renderMarkup } from '../../testing/render.js';
import {
  LOADING_BAR_CEILING,
  LOADING_BAR_IDLE,
  LOADING_BAR_TIMING,
  loadingBarNextTick,
  loadingBarReducer,
  loadingBarView,
  type LoadingBarEvent,
  type LoadingBarState,
} from './loading-bar-machine.js';
import { LoadingBar } from './LoadingBar.js';

const { throttleMs, durationMs, finishMs } = LOADING_BAR_TIMING;

/** Replays `start`/`stop` at the given times, ticking whenever the machine asks to. */
function replay(events: readonly LoadingBarEvent[], until: number) {
  let state: LoadingBarState = LOADING_BAR_IDLE;
  let now = 0;
  const seen: { at: number; visible: boolean; progress: number }[] = [];
  const pending = [...events].sort((a, b) => a.now - b.now);
  while (now <= until) {
    const delay = loadingBarNextTick(state, now);
    const nextTick = delay === undefined ? Infinity : now + Math.max(delay, 1);
    const nextEvent = pending[0]?.now ?? Infinity;
    const at = Math.min(nextTick, nextEvent, until + 1);
    if (at > until) break;
    now = at;
    const event = nextEvent <= nextTick ? pending.shift() : undefined;
    state = loadingBarReducer(state, event ?? { type: 'tick', now });
    seen.push({ at: now, ...loadingBarView(state, now) });
  }
  return { state, seen };
}

describe('loadingBarReducer', () => {
  test.each<[string, LoadingBarState, LoadingBarEvent, LoadingBarState]>([
    [
      'idle + start waits',
      LOADING_BAR_IDLE,
      { type: 'start', now: 5 },
      { phase: 'waiting', since: 5 },
    ],
    ['idle + stop stays idle', LOADING_BAR_IDLE, { type: 'stop', now: 5 }, LOADING_BAR_IDLE],
    ['idle + tick stays idle', LOADING_BAR_IDLE, { type: 'tick', now: 5 }, LOADING_BAR_IDLE],
    [
      'stop inside the throttle shows nothing',
      { phase: 'waiting', since: 0 },
      { type: 'stop', now: 199 },
      LOADING_BAR_IDLE,
    ],
    [
      'tick before the throttle keeps waiting',
      { phase: 'waiting', since: 0 },
      { type: 'tick', now: 199 },
      { phase: 'waiting', since: 0 },
    ],
    [
      'tick at the throttle shows the bar',
      { phase: 'waiting', since: 0 },
      { type: 'tick', now: 250 },
      { phase: 'running', shownAt: 200 },
    ],
    [
      'a second start while waiting changes nothing',
      { phase: 'waiting', since: 0 },
      { type: 'start', now: 100 },
      { phase: 'waiting', since: 0 },
    ],
    [
      'stop while running fills and finishes',
      { phase: 'running', shownAt: 200 },
      { type: 'stop', now: 900 },
      { phase: 'finishing', since: 900 },
    ],
    [
      'start while running changes nothing',
      { phase: 'running', shownAt: 200 },
      { type: 'start', now: 900 },
      { phase: 'running', shownAt: 200 },
    ],
    [
      'start while finishing continues at once',
      { phase: 'finishing', since: 900 },
      { type: 'start', now: 1000 },
      { phase: 'running', shownAt: 1000 },
    ],
    [
      'tick after the finish hides it',
      { phase: 'finishing', since: 900 },
      { type: 'tick', now: 900 + finishMs },
      LOADING_BAR_IDLE,
    ],
    [
      'tick before the finish keeps it full',
      { phase: 'finishing', since: 900 },
      { type: 'tick', now: 1000 },
      { phase: 'finishing', since: 900 },
    ],
  ])('%s', (_, state, event, expected) => {
    expect(loadingBarReducer(state, event)).toEqual(expected);
  });
});

describe('loadingBarView', () => {
  test.each<[LoadingBarState, number, boolean, number]>([
    [LOADING_BAR_IDLE, 0, false, 0],
    [{ phase: 'waiting', since: 0 }, 150, false, 0],
    [{ phase: 'running', shownAt: 0 }, 0, true, 0],
    [{ phase: 'running', shownAt: 0 }, durationMs / 2, true, 68],
    [{ phase: 'running', shownAt: 0 }, durationMs, true, LOADING_BAR_CEILING],
    [{ phase: 'running', shownAt: 0 }, durationMs * 10, true, LOADING_BAR_CEILING],
    [{ phase: 'finishing', since: 0 }, 10, true, 100],
  ])('%o at %d: visible %s, %d%%', (state, now, visible, progress) => {
    expect(loadingBarView(state, now)).toEqual({ visible, progress });
  });
});

describe('loading bar timing', () => {
  test.each([
    [0, false],
    [50, false],
    [199, false],
  ])('a navigation of %d ms never shows the bar', (length) => {
    const { seen } = replay(
      [
        { type: 'start', now: 0 },
        { type: 'stop', now: length },
      ],
      5000,
    );
    expect(seen.some((s) => s.visible)).toBe(false);
  });

  test('a navigation of 1 s shows the bar from 200 ms, fills it at the end, then hides it', () => {
    const { seen, state } = replay(
      [
        { type: 'start', now: 0 },
        { type: 'stop', now: 1000 },
      ],
      5000,
    );
    const firstShown = seen.find((s) => s.visible);
    expect(firstShown?.at).toBe(throttleMs);
    expect(seen.find((s) => s.at === 1000)).toMatchObject({ visible: true, progress: 100 });
    expect(seen.filter((s) => s.visible).at(-1)?.at).toBeLessThan(1000 + finishMs);
    expect(state).toEqual(LOADING_BAR_IDLE);
  });

  test('progress only grows while loading and stays below full until the end', () => {
    fc.assert(
      fc.property(fc.integer({ min: 201, max: 10_000 }), (stopAt) => {
        const { seen } = replay(
          [
            { type: 'start', now: 0 },
            { type: 'stop', now: stopAt },
          ],
          stopAt - 1,
        );
        const progress = seen.filter((s) => s.visible).map((s) => s.progress);
        expect(progress).toEqual([...progress].sort((a, b) => a - b));
        expect(Math.max(...progress)).toBeLessThanOrEqual(LOADING_BAR_CEILING);
      }),
      { numRuns: 50 },
    );
  });

  test('stops asking for ticks once idle or at the ceiling', () => {
    expect(loadingBarNextTick(LOADING_BAR_IDLE, 0)).toBeUndefined();
    expect(loadingBarNextTick({ phase: 'running', shownAt: 0 }, durationMs)).toBeUndefined();
    expect(loadingBarNextTick({ phase: 'waiting', since: 0 }, 50)).toBe(150);
  });
});

describe('LoadingBar', () => {
  test('renders nothing before a load has lasted the throttle (and on the server)', () => {
    expect(renderMarkup(<LoadingBar active />)).toBe('');
    expect(renderMarkup(<LoadingBar active={false} />)).toBe('');
  });
});
