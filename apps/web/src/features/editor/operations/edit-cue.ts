import {
  done,
  lineAt,
  MAX_TEXT_LENGTH,
  MIN_CUE_MS,
  noSuchCue,
  refuse,
  type EditResult,
  type TranscriptDoc,
  withLine,
} from './transcript-doc.js';

/**
 * A cue's new text. The words keep their times: while they still spell the text, a split finds
 * its time in them; once they do not, it shares the cue's time out by characters.
 */
export function editText(doc: TranscriptDoc, index: number, text: string): EditResult {
  const line = lineAt(doc, index);
  if (!line) return noSuchCue(index);
  if (text.length > MAX_TEXT_LENGTH) {
    return refuse('text-too-long', `A cue holds at most ${MAX_TEXT_LENGTH} characters`);
  }
  if (text === line.text) return done(doc);
  return done(withLine(doc, index, { ...line, text }));
}

export interface TimesEdit {
  /** Milliseconds; left out: unchanged. */
  start?: number;
  end?: number;
  /** The media's length in milliseconds; 0 or less when unknown. */
  durationMs: number;
}

/**
 * New times for a cue. The rules, checked on the edges that move only (so a transcript that came
 * with overlapping cues can still be edited without fixing them first):
 * - times are whole milliseconds from 0, and the cue lasts at least MIN_CUE_MS;
 * - a start that moves earlier may not reach into the cue above (its end), and an end that moves
 *   later may not reach into the cue below (its start): an edit never makes cues overlap, or
 *   overlap more than they did. Cues stay in list order, so the cue above is the one before;
 * - an end that moves later stays within the media, when its length is known.
 * The waveform's drags are clamped to the same room before they get here.
 */
export function editTimes(doc: TranscriptDoc, index: number, edit: TimesEdit): EditResult {
  const line = lineAt(doc, index);
  if (!line) return noSuchCue(index);
  const start = edit.start ?? line.start_time;
  const end = edit.end ?? line.end_time;
  if (!isMs(start) || !isMs(end)) {
    return refuse('invalid-time', 'Times are whole milliseconds from 0');
  }
  if (end - start < MIN_CUE_MS) {
    return refuse('start-not-before-end', `A cue starts at least ${MIN_CUE_MS} ms before it ends`);
  }
  const previous = doc.file_json[index - 1];
  if (previous && start < line.start_time && start < previous.end_time) {
    return refuse('overlaps-previous', `Cue ${index + 1} would start before cue ${index} ends`);
  }
  const next = doc.file_json[index + 1];
  if (next && end > line.end_time && end > next.start_time) {
    return refuse('overlaps-next', `Cue ${index + 1} would end after cue ${index + 2} starts`);
  }
  if (edit.durationMs > 0 && end > line.end_time && end > edit.durationMs) {
    return refuse('past-media-end', 'A cue ends within the media');
  }
  if (start === line.start_time && end === line.end_time) return done(doc);
  return done(withLine(doc, index, { ...line, start_time: start, end_time: end }));
}

function isMs(value: number): boolean {
  return Number.isSafeInteger(value) && value >= 0;
}
