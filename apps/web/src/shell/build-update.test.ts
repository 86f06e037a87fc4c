import { afterEach, beforeEach, describe, expect, it, test, vi } from 'vitest';
import { newBuildAvailable, watchBuilds } from './build-update.js';

describe('newBuildAvailable', () => {
  test.each([
    [{ id: 'b2' }, true],
    [{ id: 'b1' }, false],
    [{ id: '' }, false],
    [{ id: 2 }, false],
    [{}, false],
    [null, false],
    ['b2', false],
  ])('running b1, manifest %j: %s', (manifest, expected) => {
    expect(newBuildAvailable('b1', manifest)).toBe(expected);
  });
});

describe('watchBuilds', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('checks every interval, survives failures, and stops at the first newer build', async () => {
    const answers: (() => Promise<unknown>)[] = [
      () => Promise.resolve({ id: 'b1' }),
      () => Promise.reject(new Error('offline')),
      () => Promise.resolve({ id: 'b2' }),
    ];
    const fetchManifest = vi.fn(() => (answers.shift() ?? (() => Promise.resolve({ id: 'b3' })))());
    const onNewBuild = vi.fn();
    watchBuilds({ runningId: 'b1', fetchManifest, onNewBuild, intervalMs: 1000 });
    await vi.advanceTimersByTimeAsync(999);
    expect(fetchManifest).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1001);
    expect(onNewBuild).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1000);
    expect(onNewBuild).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(5000);
    expect(fetchManifest).toHaveBeenCalledTimes(3);
  });

  it('stops when asked', async () => {
    const fetchManifest = vi.fn(() => Promise.resolve({ id: 'b2' }));
    const stop = watchBuilds({
      runningId: 'b1',
      fetchManifest,
      onNewBuild: () => {},
      intervalMs: 10,
    });
    stop();
    await vi.advanceTimersByTimeAsync(100);
    expect(fetchManifest).not.toHaveBeenCalled();
  });
});
