import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Periodic } from './periodic.js';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A round that takes `takesMs` and notes when it started and ended, failing when told to. */
function recordingRounds(takesMs: number, failing: ReadonlySet<number> = new Set()) {
  const log: string[] = [];
  let count = 0;
  const round = async () => {
    const n = ++count;
    log.push(`start ${n} at ${Date.now()}`);
    await new Promise((resolve) => setTimeout(resolve, takesMs));
    log.push(`end ${n} at ${Date.now()}`);
    if (failing.has(n)) throw new Error(`round ${n} failed`);
  };
  return { log, round };
}

describe('a periodic round', () => {
  it('runs at once, then the interval after each round has ended, never two at a time', async () => {
    vi.setSystemTime(0);
    const { log, round } = recordingRounds(300);
    const rounds = new Periodic({ round, intervalMs: 1_000, onError: () => {} });
    rounds.start();
    await vi.advanceTimersByTimeAsync(3_000);
    await rounds.stop();
    expect(log).toEqual([
      'start 1 at 0',
      'end 1 at 300',
      'start 2 at 1300',
      'end 2 at 1600',
      'start 3 at 2600',
      'end 3 at 2900',
    ]);
  });

  it('reports a failed round and goes on with the next', async () => {
    vi.setSystemTime(0);
    const { log, round } = recordingRounds(0, new Set([1]));
    const errors: unknown[] = [];
    const rounds = new Periodic({ round, intervalMs: 100, onError: (e) => errors.push(e) });
    rounds.start();
    await vi.advanceTimersByTimeAsync(150);
    await rounds.stop();
    expect(errors.map((e) => (e as Error).message)).toEqual(['round 1 failed']);
    expect(log.filter((line) => line.startsWith('start'))).toHaveLength(2);
  });

  it('stops: waits for the round under way, which can see it is stopping, and starts no more', async () => {
    vi.setSystemTime(0);
    const { log, round } = recordingRounds(500);
    const rounds = new Periodic({ round, intervalMs: 100, onError: () => {} });
    expect(rounds.stopping).toBe(false);
    rounds.start();
    await vi.advanceTimersByTimeAsync(200);
    const stopped = rounds.stop();
    expect(rounds.stopping).toBe(true);
    await vi.advanceTimersByTimeAsync(5_000);
    await stopped;
    expect(log).toEqual(['start 1 at 0', 'end 1 at 500']);
  });

  it('starts again after a stop', async () => {
    vi.setSystemTime(0);
    const { log, round } = recordingRounds(0);
    const rounds = new Periodic({ round, intervalMs: 1_000, onError: () => {} });
    rounds.start();
    await vi.advanceTimersByTimeAsync(10);
    await rounds.stop();
    rounds.start();
    await vi.advanceTimersByTimeAsync(10);
    await rounds.stop();
    expect(log.filter((line) => line.startsWith('start'))).toHaveLength(2);
  });
});
