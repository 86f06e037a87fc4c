import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createHoverIntent } from './hover-intent.js';
import { HOVER_HIDE_DELAY_MS, HOVER_SHOW_DELAY_MS } from './menu-timing.js';

function setup(showDelayMs = HOVER_SHOW_DELAY_MS, hideDelayMs = HOVER_HIDE_DELAY_MS) {
  const events: string[] = [];
  const intent = createHoverIntent({
    showDelayMs,
    hideDelayMs,
    onShow: () => events.push('show'),
    onHide: () => events.push('hide'),
  });
  return { intent, events };
}

describe('createHoverIntent', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  test('shows at once, hides 200 ms after the pointer left', () => {
    expect([HOVER_SHOW_DELAY_MS, HOVER_HIDE_DELAY_MS]).toEqual([0, 200]);
    const { intent, events } = setup();
    intent.enter();
    expect(events).toEqual(['show']);
    intent.leave();
    vi.advanceTimersByTime(199);
    expect(events).toEqual(['show']);
    vi.advanceTimersByTime(1);
    expect(events).toEqual(['show', 'hide']);
  });

  test.each([
    ['crossing from the trigger to the menu keeps it open', 50, ['show', 'show']],
    ['coming back just before the hide delay keeps it open', 199, ['show', 'show']],
  ])('%s', (_, gap, expected) => {
    const { intent, events } = setup();
    intent.enter();
    intent.leave();
    vi.advanceTimersByTime(gap);
    intent.enter();
    vi.advanceTimersByTime(1000);
    expect(events).toEqual(expected);
  });

  test('a show delay waits, and leaving before it shows nothing', () => {
    const { intent, events } = setup(100, 200);
    intent.enter();
    vi.advanceTimersByTime(99);
    intent.leave();
    vi.advanceTimersByTime(1000);
    expect(events).toEqual(['hide']);
  });

  test('cancel forgets a pending hide (the menu closed another way, or unmounted)', () => {
    const { intent, events } = setup();
    intent.enter();
    intent.leave();
    intent.cancel();
    vi.advanceTimersByTime(1000);
    expect(events).toEqual(['show']);
  });
});
