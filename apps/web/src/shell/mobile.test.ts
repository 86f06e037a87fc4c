import { afterEach, beforeEach, describe, expect, it, test, vi } from 'vitest';
import { debounce, isMobileWidth, MOBILE_RECHECK_MS } from './mobile.js';

describe('isMobileWidth', () => {
  test.each([
    [360, true],
    [375, true],
    [768, true],
    [1024, true],
    [1279, true],
    [1280, false],
    [1920, false],
  ])('%i px: %s', (width, expected) => {
    expect(isMobileWidth(width)).toBe(expected);
  });
});

describe('debounce', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs once, 200 ms after the last of a burst of calls', () => {
    const run = vi.fn();
    const resize = debounce(run, MOBILE_RECHECK_MS);
    resize.call();
    vi.advanceTimersByTime(150);
    resize.call();
    vi.advanceTimersByTime(199);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs nothing once cancelled', () => {
    const run = vi.fn();
    const resize = debounce(run, MOBILE_RECHECK_MS);
    resize.call();
    resize.cancel();
    vi.advanceTimersByTime(1000);
    expect(run).not.toHaveBeenCalled();
  });
});
