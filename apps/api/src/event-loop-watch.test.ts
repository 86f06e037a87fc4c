import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { watchEventLoop } from './event-loop-watch.js';

function blockFor(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // the server's thread doing something long on its own
  }
}

describe('watchEventLoop', () => {
  it.each([
    { case: 'blocked past the threshold', blockMs: 2000, warned: true },
    { case: 'never blocked for long', blockMs: 0, warned: false },
  ])('when $case, warns: $warned', async ({ blockMs, warned }) => {
    const warnings: number[] = [];
    const stop = watchEventLoop(({ blockedMs }) => warnings.push(blockedMs), 1200);
    try {
      await sleep(250);
      blockFor(blockMs);
      await sleep(450);
    } finally {
      stop();
    }
    if (warned) {
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toBeGreaterThanOrEqual(blockMs - 250);
    } else {
      expect(warnings).toEqual([]);
    }
  });
});
