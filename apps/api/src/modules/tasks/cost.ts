import { TASK_CREDITS_PER_MINUTE, taskCreditCost } from '@captio/api-client';

/** What a task of `durationMs` media in `mode` costs, in credits. */
export function taskCost(durationMs: number, mode: number): number {
  const cost = taskCreditCost(durationMs, mode);
  if (cost === undefined) throw new Error(`taskCost: no price for mode ${mode}`);
  return cost;
}

/**
 * The longest media a task's held credits pay for, in seconds; unbounded when nothing is held
 * (a free use, an unlimited plan). A link of unknown length is fetched no longer than this.
 */
export function coveredSeconds(task: {
  cost: number;
  mode: number;
  reservationId: string | null;
}): number {
  if (task.reservationId === null) return Number.POSITIVE_INFINITY;
  const perMinute = TASK_CREDITS_PER_MINUTE[task.mode] ?? 1;
  return Math.floor(task.cost / perMinute) * 60;
}
