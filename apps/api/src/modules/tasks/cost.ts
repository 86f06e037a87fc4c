import { startedMinutes, TASK_CREDITS_PER_MINUTE, taskCreditCost } from '@captio/api-client';

/** Credits per started minute of media, by mode: the table the web app shows its users. */
export const CREDITS_PER_MINUTE = TASK_CREDITS_PER_MINUTE;

/** What a task of `durationMs` media in `mode` costs, in credits. */
export function taskCost(durationMs: number, mode: number): number {
  const cost = taskCreditCost(durationMs, mode);
  if (cost === undefined) throw new Error(`taskCost: no price for mode ${mode}`);
  return cost;
}

/**
 * Credits for translating `durationMs` of media (or of a subtitle file's span): 1 per started
 * minute, as a basic transcription. A translation engine's work grows with the text, and the
 * text with the minutes; a minute is what a person can check on their bill.
 */
export const TRANSLATION_CREDITS_PER_MINUTE = 1;

export function translationCost(durationMs: number): number {
  return startedMinutes(durationMs) * TRANSLATION_CREDITS_PER_MINUTE;
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
  const perMinute = CREDITS_PER_MINUTE[task.mode] ?? 1;
  return Math.floor(task.cost / perMinute) * 60;
}
