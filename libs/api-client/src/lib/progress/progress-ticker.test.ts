import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createProgressTicker } from './progress-ticker.js';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function ticker(expectedMs = 60_000) {
  const updates: number[] = [];
  const progress = createProgressTicker({ expectedMs, onUpdate: (p) => updates.push(p) });
  return { progress, updates };
}

describe('createProgressTicker', () => {
  it('publishes once a second, not on every 100 ms tick', async () => {
    const { progress, updates } = ticker();
    progress.start();
    await vi.advanceTimersByTimeAsync(999);
    expect(updates).toEqual([]);
    expect(progress.percent).toBe(4);
    await vi.advanceTimersByTimeAsync(1);
    expect(updates).toEqual([4]);
    await vi.advanceTimersByTimeAsync(2000);
    expect(updates).toEqual([4, 9, 13]);
  });

  it.each([
    [60_000, 94],
    [600_000, 98],
  ])('after %d ms of a one-minute job it stays under 100: %d', async (elapsed, last) => {
    const { progress, updates } = ticker();
    progress.start();
    await vi.advanceTimersByTimeAsync(elapsed);
    expect(updates.at(-1)).toBe(last);
    expect(updates).toEqual([...updates].sort((a, b) => a - b));
  });

  it('jumps to 100 on complete and stops ticking', async () => {
    const { progress, updates } = ticker();
    progress.start();
    await vi.advanceTimersByTimeAsync(3000);
    progress.complete();
    progress.complete();
    await vi.advanceTimersByTimeAsync(5000);
    expect(updates).toEqual([4, 9, 13, 100]);
    expect(progress.percent).toBe(100);
  });

  it('stops without completing, and ignores complete afterwards', async () => {
    const { progress, updates } = ticker();
    progress.start();
    await vi.advanceTimersByTimeAsync(2000);
    progress.stop();
    progress.complete();
    progress.start();
    await vi.advanceTimersByTimeAsync(5000);
    expect(updates).toEqual([4, 9]);
  });

  it('follows the clock, not the number of ticks, in a throttled tab', async () => {
    let clock = 0;
    const updates: number[] = [];
    const progress = createProgressTicker({
      expectedMs: 60_000,
      onUpdate: (p) => updates.push(p),
      now: () => clock,
    });
    progress.start();
    clock = 60_000; // the tab slept for a minute
    await vi.advanceTimersByTimeAsync(1000);
    expect(updates).toEqual([94]);
  });

  it('starts only once', async () => {
    const { progress, updates } = ticker();
    progress.start();
    progress.start();
    await vi.advanceTimersByTimeAsync(1000);
    expect(updates).toEqual([4]);
  });

  it('refuses a bad expected duration at once', () => {
    expect(() => ticker(0)).toThrow(
      new RangeError('expectedMs must be a positive number of milliseconds, got 0'),
    );
  });
});
