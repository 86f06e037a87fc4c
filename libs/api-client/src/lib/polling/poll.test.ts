import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { POLL_MAX_ATTEMPTS, PollLimitError, poll } from './poll.js';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

type Step = { answer: string } | { fail: unknown };
const httpError = (status: number) => Object.assign(new Error(`HTTP ${status}`), { status });
const axiosLike = (status: number) => ({ message: 'x', response: { status } });

/** An attempt function that plays the steps in order, then repeats the last one. */
function script(steps: Step[]) {
  return vi.fn(async (attempt: number) => {
    const step = steps[Math.min(attempt, steps.length) - 1];
    if (!step) throw new Error('empty script');
    if ('fail' in step) throw step.fail;
    return step.answer;
  });
}

const isDone = (answer: string) => answer === 'SUCCESS' || answer === 'FAILED';

describe('poll', () => {
  it.each<[string, Step[], string, number]>([
    ['a final answer at once', [{ answer: 'SUCCESS' }], 'SUCCESS', 1],
    [
      'after waiting',
      [{ answer: 'WAITING' }, { answer: 'WAITING' }, { answer: 'FAILED' }],
      'FAILED',
      3,
    ],
    [
      'through failures with a status',
      [{ fail: httpError(502) }, { fail: axiosLike(503) }, { answer: 'SUCCESS' }],
      'SUCCESS',
      3,
    ],
  ])('resolves with %s', async (_case, steps, expected, calls) => {
    const attempt = script(steps);
    const done = poll(attempt, { isDone, intervalMs: 1000 });
    await vi.advanceTimersByTimeAsync(1000 * (calls - 1));
    await expect(done).resolves.toBe(expected);
    expect(attempt).toHaveBeenCalledTimes(calls);
  });

  it('waits the interval between attempts', async () => {
    const attempt = script([{ answer: 'WAITING' }, { answer: 'SUCCESS' }]);
    const done = poll(attempt, { isDone, intervalMs: 5000 });
    await vi.advanceTimersByTimeAsync(4999);
    expect(attempt).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(done).resolves.toBe('SUCCESS');
  });

  it.each([
    ['a network failure', { message: 'Network Error', code: 'ERR_NETWORK' }],
    ['a bug', new TypeError('x is undefined')],
    ['a status of 0', { status: 0 }],
  ])('stops at once on an error without a status: %s', async (_case, failure) => {
    const attempt = script([{ answer: 'WAITING' }, { fail: failure }, { answer: 'SUCCESS' }]);
    const done = poll(attempt, { isDone, intervalMs: 10 });
    const outcome = expect(done).rejects.toBe(failure);
    await vi.advanceTimersByTimeAsync(100);
    await outcome;
    expect(attempt).toHaveBeenCalledTimes(2);
  });

  it.each<[string, Step[], number | undefined, number, unknown]>([
    [
      'never final, the cap of 1000',
      [{ answer: 'WAITING' }],
      undefined,
      POLL_MAX_ATTEMPTS,
      'WAITING',
    ],
    ['never final, a cap of 5', [{ answer: 'WAITING' }], 5, 5, 'WAITING'],
    ['failing with a status to the end', [{ fail: httpError(500) }], 3, 3, undefined],
  ])('gives up when %s', async (_case, steps, maxAttempts, calls, lastResult) => {
    const attempt = script(steps);
    const done = poll(attempt, { isDone, intervalMs: 1000, maxAttempts });
    const outcome = expect(done).rejects.toBeInstanceOf(PollLimitError);
    await vi.advanceTimersByTimeAsync(1000 * calls);
    await outcome;
    expect(attempt).toHaveBeenCalledTimes(calls);
    const error = (await done.catch((caught: unknown) => caught)) as PollLimitError;
    expect(error.message).toBe(`Polling stopped after ${calls} attempts without a final answer`);
    expect(error.lastResult).toBe(lastResult);
  });

  it('stops waiting when aborted, with the signal reason', async () => {
    const controller = new AbortController();
    const attempt = script([{ answer: 'WAITING' }]);
    const done = poll(attempt, { isDone, intervalMs: 1000, signal: controller.signal });
    const outcome = expect(done).rejects.toMatchObject({ name: 'AbortError' });
    await vi.advanceTimersByTimeAsync(1500);
    controller.abort();
    await outcome;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(attempt).toHaveBeenCalledTimes(2);
  });

  it('drops the answer of an attempt that was running when aborted', async () => {
    const controller = new AbortController();
    const attempt = vi.fn(async () => {
      controller.abort(new Error('left the page'));
      return 'SUCCESS';
    });
    await expect(poll(attempt, { isDone, signal: controller.signal })).rejects.toThrow(
      'left the page',
    );
  });

  it('makes no attempt with a signal already aborted', async () => {
    const attempt = script([{ answer: 'SUCCESS' }]);
    await expect(poll(attempt, { isDone, signal: AbortSignal.abort() })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(attempt).not.toHaveBeenCalled();
  });

  it.each([
    [{ intervalMs: -1 }, 'intervalMs must be a number of milliseconds >= 0, got -1'],
    [{ intervalMs: Number.NaN }, 'intervalMs must be a number of milliseconds >= 0, got NaN'],
    [{ maxAttempts: 0 }, 'maxAttempts must be an integer from 1 to 1000, got 0'],
    [{ maxAttempts: 1001 }, 'maxAttempts must be an integer from 1 to 1000, got 1001'],
    [{ maxAttempts: 2.5 }, 'maxAttempts must be an integer from 1 to 1000, got 2.5'],
  ])('refuses %j', async (options, message) => {
    const attempt = script([{ answer: 'SUCCESS' }]);
    await expect(poll(attempt, { isDone, ...options })).rejects.toThrow(new RangeError(message));
    expect(attempt).not.toHaveBeenCalled();
  });
});
