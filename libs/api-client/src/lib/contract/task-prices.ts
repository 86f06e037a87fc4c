import { TASK_MODE } from './transcription.js';

/**
 * Credits per started minute of media, by task mode. The server charges by it and the web app
 * shows it before a job starts, so the two read one table. Basic runs the speech engine once;
 * speaker labelling runs a second pass over the same audio to tell voices apart, about as long
 * again; an article has a language model rewrite the transcript on top, the dearest part.
 */
export const TASK_CREDITS_PER_MINUTE: Readonly<Record<number, number>> = {
  [TASK_MODE.basic]: 1,
  [TASK_MODE.speaker]: 2,
  [TASK_MODE.article]: 3,
};

const MS_PER_MINUTE = 60_000;

/**
 * Started minutes of `durationMs`, at least one: a started minute counts whole, since the fixed
 * work of a job (probing, extraction, start-up of the engine) does not shrink with the clip.
 */
export const startedMinutes = (durationMs: number): number =>
  Math.max(1, Math.ceil(durationMs / MS_PER_MINUTE));

/** What a task of `durationMs` media in `mode` costs, in credits; undefined for no such mode. */
export function taskCreditCost(durationMs: number, mode: number): number | undefined {
  const perMinute = TASK_CREDITS_PER_MINUTE[mode];
  return perMinute === undefined ? undefined : startedMinutes(durationMs) * perMinute;
}

/**
 * Credits per started minute of a translation: of the recording for a transcript, of what the
 * subtitles last (first start to last end) for a subtitle file. A translation engine's work
 * grows with the text, and the text with the minutes; a minute is what a person can check.
 */
export const TRANSLATION_CREDITS_PER_MINUTE = 1;

/** What translating `durationMs` of media or subtitles costs, in credits. */
export const translationCreditCost = (durationMs: number): number =>
  startedMinutes(durationMs) * TRANSLATION_CREDITS_PER_MINUTE;
