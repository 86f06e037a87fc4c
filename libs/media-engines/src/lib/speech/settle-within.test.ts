import { describe, expect, it } from 'vitest';
import { settleWithin } from './settle-within.js';

/** Like whisper.node's promise after a native failure: it never settles. */
const never = () => new Promise<never>(() => undefined);

describe('settleWithin', () => {
  it.each<[string, number, number | undefined, string]>([
    ['work that never ends, when time runs out', 20, undefined, 'timeout'],
    ['work that never ends, when aborted', 60_000, 10, 'aborted'],
    ['a signal aborted before the call', 60_000, 0, 'aborted'],
  ])('gives up on %s, and stops the work', async (_label, ms, abortAfter, code) => {
    const controller = new AbortController();
    if (abortAfter === 0) controller.abort();
    else if (abortAfter !== undefined) setTimeout(() => controller.abort(), abortAfter);
    let stopped = 0;
    const call = settleWithin(never(), {
      deadline: Date.now() + ms,
      signal: controller.signal,
      what: 'the work',
      giveUp: () => stopped++,
    });
    await expect(call).rejects.toMatchObject({
      code,
      message: expect.stringContaining('the work'),
    });
    expect(stopped).toBe(1);
  });

  it('passes on what the work gives, and stops nothing', async () => {
    let stopped = 0;
    const limits = { deadline: Date.now() + 60_000, what: 'the work', giveUp: () => stopped++ };
    await expect(settleWithin(Promise.resolve(42), limits)).resolves.toBe(42);
    const failure = new Error('native failure');
    await expect(settleWithin(Promise.reject(failure), limits)).rejects.toBe(failure);
    expect(stopped).toBe(0);
  });
});
