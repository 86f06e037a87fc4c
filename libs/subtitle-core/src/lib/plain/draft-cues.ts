import type { ErrorCollector } from '../core/parse-error.js';
import type { Cue, ParseResult } from '../core/types.js';
import { endAfter, TOO_LARGE_MS, TOO_LARGE_TIME } from '../time/safe-ms.js';
import { formatTimestamp } from '../time/timestamp.js';
import type { LineTiming } from './line-timing.js';
import { estimateDuration } from './plain-text.js';

/** A transcript paragraph while it is read: times are -1 where the file gives none. */
export interface DraftCue {
  start: number;
  end: number;
  speaker: string | undefined;
  lines: string[];
  /** 1-based line of the paragraph's first line, for messages. */
  line: number;
  /**
   * True for a cue split off the paragraph before it by a speaker line (TXT's 'Name:' lines
   * inside one timed paragraph): the paragraph's time span is shared out (see shareSpan).
   */
  splitOff?: boolean;
}

/** A new paragraph, added to drafts, whose first line is `line`; untimed unless times are given. */
export function addDraft(drafts: DraftCue[], line: number, start = -1, end = -1): DraftCue {
  const draft: DraftCue = { start, end, speaker: undefined, lines: [], line };
  drafts.push(draft);
  return draft;
}

/** A paragraph that is read but not kept: where the lines of a skipped paragraph go. */
export function skippedDraft(line: number): DraftCue {
  return { start: -1, end: -1, speaker: undefined, lines: [], line };
}

/**
 * True, once reported, when a line's timestamp holds a time past MAX_MS. Its paragraph is then
 * skipped (see skippedDraft), as other formats skip a cue whose time cannot be read: reading the
 * paragraph as untimed would give it a time the file does not say.
 */
export function rejectTooLarge(
  errors: ErrorCollector,
  line: number,
  timing: LineTiming,
  written: string,
): boolean {
  if (timing.start !== TOO_LARGE_MS && timing.end !== TOO_LARGE_MS) return false;
  errors.report(
    'bad-timestamp',
    line,
    `The time "${written}" ${TOO_LARGE_TIME}; the paragraph was skipped.`,
  );
  return true;
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
 * time (see estimateDuration), so a transcript without times still plays in order. The cues
 * split off a timed paragraph share its span (see shareSpan) rather than follow it, so that a
 * cue with several voices written to TXT reads back inside its own time.
 */
export function finishCues(
  drafts: readonly DraftCue[],
  toText: (lines: string[]) => string,
): Cue[] {
  const cues: Cue[] = [];
  let previousEnd = 0;
  let k = 0;
  while (k < drafts.length) {
    const group = timedGroup(drafts, k);
    const texts = group.map((draft) => toText(draft.lines));
    const head = drafts[k] as DraftCue;
    let { start, end } = head;
    if (start < 0) {
      start = previousEnd;
      end = endAfter(start, estimateDuration(texts[0] ?? ''));
    } else if (end < 0) {
      const next = drafts[k + group.length];
      end =
        next && next.start > start
          ? next.start
          : endAfter(start, estimateDuration(texts.join(' ')));
    }
    const spans = shareSpan(start, end, texts);
    group.forEach((draft, index) => {
      const [cueStart, cueEnd] = spans[index] ?? [start, end];
      const cue: Cue = { start: cueStart, end: cueEnd, text: texts[index] ?? '' };
      if (draft.speaker !== undefined) cue.speaker = draft.speaker;
      cues.push(cue);
    });
    previousEnd = end;
    k += group.length;
  }
  return cues;
}

/** The draft at `first` and, when it is timed, the drafts split off it (see DraftCue.splitOff). */
function timedGroup(drafts: readonly DraftCue[], first: number): DraftCue[] {
  const head = drafts[first] as DraftCue;
  const group = [head];
  if (head.start < 0) return group;
  for (let k = first + 1; k < drafts.length && drafts[k]?.splitOff === true; k++)
    group.push(drafts[k] as DraftCue);
  return group;
}

/**
 * Splits [start, end] into one contiguous span per text, in whole milliseconds, in proportion
 * to the texts' lengths (equal parts when all are empty), the last ending at `end`. A span
 * that ends before it starts (reported by checkRange) is given to every text as written.
 */
export function shareSpan(
  start: number,
  end: number,
  texts: readonly string[],
): [number, number][] {
  if (texts.length <= 1 || end <= start) return texts.map(() => [start, end]);
  const weights = texts.map((text) => text.length);
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const spans: [number, number][] = [];
  let done = 0;
  let from = start;
  weights.forEach((weight, index) => {
    done += total === 0 ? 1 : weight;
    const share = done / (total === 0 ? texts.length : total);
    const to = index === texts.length - 1 ? end : start + Math.round((end - start) * share);
    spans.push([from, to]);
    from = to;
  });
  return spans;
}

/** A transcript's parse result: its paragraphs as timed cues (see finishCues) and its title, if any. */
export function transcriptResult(
  format: 'md' | 'txt',
  drafts: readonly DraftCue[],
  toText: (lines: string[]) => string,
  errors: ErrorCollector,
  title: string | undefined,
): ParseResult {
  const result: ParseResult = { format, cues: finishCues(drafts, toText), errors: errors.errors };
  if (title !== undefined && title !== '') result.header = { title };
  return result;
}
