import type { ErrorCollector } from '../core/parse-error.js';
import type { Cue } from '../core/types.js';
import { formatTimestamp } from '../time/timestamp.js';
import { estimateDuration } from './plain-text.js';

/** A transcript paragraph while it is read: times are -1 where the file gives none. */
export interface DraftCue {
  start: number;
  end: number;
  speaker: string | undefined;
  lines: string[];
  /** 1-based line of the paragraph's first line, for messages. */
  line: number;
}

/** Reports a range whose end is before its start (the times are kept as written). */
export function checkRange(errors: ErrorCollector, line: number, start: number, end: number): void {
  if (end >= 0 && end < start) {
    errors.report(
      'end-before-start',
      line,
      `The cue ends at ${formatTimestamp(end, 'vtt')}, before it starts at ${formatTimestamp(start, 'vtt')}.`,
    );
  }
}

/**
 * Gives every paragraph its times. A timed paragraph without an end lasts until the next
 * paragraph's timestamp, or its reading time when no later timestamp follows at once; an
 * untimed paragraph starts where the one before it ended (0 for the first) and lasts its reading
 * time (see estimateDuration), so a transcript without times still plays in order.
 */
export function finishCues(
  drafts: readonly DraftCue[],
  toText: (lines: string[]) => string,
): Cue[] {
  const cues: Cue[] = [];
  let previousEnd = 0;
  for (let k = 0; k < drafts.length; k++) {
    const draft = drafts[k];
    if (!draft) continue;
    const text = toText(draft.lines);
    let { start, end } = draft;
    if (start < 0) {
      start = previousEnd;
      end = start + estimateDuration(text);
    } else if (end < 0) {
      const next = drafts[k + 1];
      end = next && next.start > start ? next.start : start + estimateDuration(text);
    }
    const cue: Cue = { start, end, text };
    if (draft.speaker !== undefined) cue.speaker = draft.speaker;
    cues.push(cue);
    previousEnd = end;
  }
  return cues;
}
