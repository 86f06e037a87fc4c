import { TASK_MODE } from '@captio/api-client';

/**
 * Credits per started minute of media, by mode. Basic runs the speech engine once; speaker
 * labelling runs a second pass over the same audio to tell voices apart, about as long again;
 * an article has a language model rewrite the transcript on top, the dearest part. A started
 * minute counts whole, so a 10-second clip costs what a minute does: the fixed work of a task
 * (probing, extraction, start-up of the engine) does not shrink with the clip.
 */
export const CREDITS_PER_MINUTE: Readonly<Record<number, number>> = {
  [TASK_MODE.basic]: 1,
  [TASK_MODE.speaker]: 2,
  [TASK_MODE.article]: 3,
};

const MS_PER_MINUTE = 60_000;

/** What a task of `durationMs` media in `mode` costs, in credits. */
export function taskCost(durationMs: number, mode: number): number {
  const perMinute = CREDITS_PER_MINUTE[mode];
  if (perMinute === undefined) throw new Error(`taskCost: no price for mode ${mode}`);
  const minutes = Math.max(1, Math.ceil(durationMs / MS_PER_MINUTE));
  return minutes * perMinute;
}

/**
 * Credits for translating `durationMs` of media (or of a subtitle file's span): 1 per started
 * minute, as a basic transcription. A translation engine's work grows with the text, and the
 * text with the minutes; a minute is what a person can check on their bill.
 */
export const TRANSLATION_CREDITS_PER_MINUTE = 1;

export function translationCost(durationMs: number): number {
  return Math.max(1, Math.ceil(durationMs / MS_PER_MINUTE)) * TRANSLATION_CREDITS_PER_MINUTE;
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
