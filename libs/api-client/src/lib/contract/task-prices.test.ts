import { describe, expect, it } from 'vitest';
import { TASK_MODE } from './transcription.js';
import { taskCreditCost } from './task-prices.js';

describe('taskCreditCost', () => {
  it.each([
    ['a 10-second clip, basic', 10_000, TASK_MODE.basic, 1],
    ['exactly a minute', 60_000, TASK_MODE.basic, 1],
    ['a minute and a millisecond', 60_001, TASK_MODE.basic, 2],
    ['nothing at all, still a started minute', 0, TASK_MODE.basic, 1],
    ['90 minutes with speakers', 90 * 60_000, TASK_MODE.speaker, 180],
    ['2.5 minutes as an article', 150_000, TASK_MODE.article, 9],
    ['a mode that does not exist', 60_000, 7, undefined],
  ])('%s', (_name, durationMs, mode, credits) => {
    expect(taskCreditCost(durationMs, mode)).toBe(credits);
  });
});
