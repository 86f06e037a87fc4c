import type { ErrorCollector } from '../core/parse-error.js';
import { isNumpadAlignment } from '../ass/ass-alignment.js';
import {
  isPlainEdge,
  isPlainText,
  onlySimpleTags,
  rememberPlainTexts,
} from '../core/plain-texts.js';
import { isSpaceOrTab, isSpaceOrTabOnly } from '../text/space-or-tab.js';
import type { Cue, ParseResult } from '../core/types.js';
import { formatTimestamp } from '../time/timestamp.js';
import { brokenArrowMessage, brokenArrowOf } from './srt-broken-timing.js';
import { stripSrtOverrides } from './srt-overrides.js';
import { srtTextToCueText } from './srt-text.js';
import { readSrtTimestamp } from './srt-timestamp.js';
import { withoutExtraBoms } from '../core/extra-boms.js';
import { TOO_LARGE_MS, TOO_LARGE_TIME } from '../time/safe-ms.js';

const NEWLINE = '\n';
const ARROW = '-->';

/** True when text[from, to) is a cue index: digits, with spaces or tabs around them. */
export function isIndex(text: string, from: number, to: number): boolean {
  let start = from;
  let end = to;
  while (start < end && isSpaceOrTab(text.charCodeAt(start))) start++;
  while (end > start && isSpaceOrTab(text.charCodeAt(end - 1))) end--;
  if (start === end) return false;
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c < 48 || c > 57) return false;
  }
  return true;
}

/**
 * A line-by-line reader over the normalized text that also remembers where the next '-->' is,
 * so that asking "does this line hold an arrow?" never rescans the cue text.
 */
class Lines {
  start = 0;
  end = -1;
  number = 0;
  private nextArrow = -2;

  constructor(private readonly text: string) {}

  /** Moves to the next line; false at the end of the text. */
  next(): boolean {
    const from = this.end + 1;
    if (from >= this.text.length) return false;
    this.start = from;
    const eol = this.text.indexOf(NEWLINE, from);
    this.end = eol < 0 ? this.text.length : eol;
    this.number++;
    return true;
  }

  /** Where the line after the current one ends, or -1 when there is none. */
  peekEnd(): number {
    const from = this.end + 1;
    if (from >= this.text.length) return -1;
    const eol = this.text.indexOf(NEWLINE, from);
    return eol < 0 ? this.text.length : eol;
  }

  hasArrow(from: number, to: number): boolean {
    if (this.nextArrow !== -1 && this.nextArrow < from)
      this.nextArrow = this.text.indexOf(ARROW, from);
    return this.nextArrow >= from && this.nextArrow < to;
  }
}

// Written by readTiming, read right after it: avoids an object per cue.
let timingStart = 0;
let timingEnd = 0;

/** Reads 'start --> end [X1:.. Y1:..]' in text[from, to); false when it is not a valid timing line. */
function readTiming(text: string, from: number, to: number): boolean {
  const arrow = text.indexOf(ARROW, from);
  if (arrow < 0 || arrow >= to) {
    timingStart = timingEnd = -1;
    return false;
  }
  let startFrom = from;
  let startTo = arrow;
  while (startFrom < startTo && isSpaceOrTab(text.charCodeAt(startFrom))) startFrom++;
  while (startTo > startFrom && isSpaceOrTab(text.charCodeAt(startTo - 1))) startTo--;
  let endFrom = arrow + 3;
  while (endFrom < to && isSpaceOrTab(text.charCodeAt(endFrom))) endFrom++;
  let endTo = endFrom;
  while (endTo < to && !isSpaceOrTab(text.charCodeAt(endTo))) endTo++;
  timingStart = readSrtTimestamp(text, startFrom, startTo);
  timingEnd = readSrtTimestamp(text, endFrom, endTo);
  return timingStart >= 0 && timingEnd >= 0;
}

/**
 * The text of a cue without its override blocks; the alignment they set goes into the cue's
 * settings (an invalid one, like libass, leaves the default).
 */
function takeOverrides(cue: Cue, raw: string): string {
  const { text, alignment } = stripSrtOverrides(raw);
  if (isNumpadAlignment(alignment)) cue.settings = { kind: 'srt', alignment };
  return text;
}

/** True when a line would be read as a cue's timing line. */
export function isSrtTimingLine(line: string): boolean {
  return readTiming(line, 0, line.length);
}

/**
 * SubRip, as real files are: BOM, missing or wrong indexes, extra blank lines, dot or comma
 * millis, no hours, ASS override blocks in the text (removed, their alignment kept in the cue's
 * settings). A block whose timing cannot be read is skipped and reported; text after a blank
 * line that starts no new cue is kept with the cue before it, so no text is lost.
 */
export function parseSrt(input: string, errors: ErrorCollector): ParseResult {
  const text = withoutExtraBoms(input, errors);
  const cues: Cue[] = [];
  // Beside each cue: its text when plain (core/plain-texts.ts), from the scans made anyway.
  const plainTexts: (string | undefined)[] = [];
  const lines = new Lines(text);
  let current: Cue | null = null;
  // The current cue's text is text[textStart, textEnd) while its lines are contiguous; a line
  // after a stray blank line is joined by concatenation instead.
  let textStart = -1;
  let textEnd = -1;
  let joined: string | null = null;
  let afterBlank = false;
  let skipping = false;
  // A line of the current cue's text holds "-->" (blank lines never get into the text).
  let textHasArrow = false;

  const closeCue = (): void => {
    if (current === null) return;
    const own = textStart < 0 ? '' : text.slice(textStart, textEnd);
    let raw = joined === null ? own : own === '' ? joined : joined + '\n' + own;
    // Override blocks ({\an8}...) are rare: a text with one takes the long way.
    const overrides = raw.indexOf('{\\') >= 0;
    if (overrides) raw = takeOverrides(current, raw);
    const lt = raw.indexOf('<');
    const amp = raw.indexOf('&');
    // <i>, <b>, <u> are cue text as they are; anything else with '<' or '&' is looked at closely.
    const simple = amp < 0 && (lt < 0 || onlySimpleTags(raw, lt, raw.length));
    current.text = simple ? raw : srtTextToCueText(raw);
    if (overrides) {
      if (isPlainText(current.text)) plainTexts[cues.length - 1] = current.text;
    } else if (
      simple &&
      !textHasArrow &&
      (raw === '' ||
        (isPlainEdge(raw.charCodeAt(0)) && isPlainEdge(raw.charCodeAt(raw.length - 1))))
    ) {
      plainTexts[cues.length - 1] = raw;
    }
    current = null;
    textStart = -1;
    joined = null;
    textHasArrow = false;
  };

  const openCue = (timingLineStart: number, timingLineEnd: number, lineNumber: number): void => {
    closeCue();
    afterBlank = false;
    if (!readTiming(text, timingLineStart, timingLineEnd)) {
      const line = text.slice(timingLineStart, timingLineEnd).trim();
      const tooLarge = timingStart === TOO_LARGE_MS || timingEnd === TOO_LARGE_MS;
      errors.report(
        'bad-timestamp',
        lineNumber,
        tooLarge
          ? `A time of the timing line "${line}" ${TOO_LARGE_TIME}; its cue was skipped.`
          : `The timing line "${line}" could not be read; its cue was skipped.`,
      );
      skipping = true;
      return;
    }
    if (timingEnd < timingStart) {
      errors.report(
        'end-before-start',
        lineNumber,
        `The cue ends at ${formatTimestamp(timingEnd, 'srt')}, before it starts at ${formatTimestamp(timingStart, 'srt')}.`,
      );
    }
    // The index is a position, not an identifier: formatters renumber, so it is not kept.
    current = { start: timingStart, end: timingEnd, text: '' };
    cues.push(current);
    plainTexts.push(undefined);
    skipping = false;
  };

  /** Reports a timing line whose arrow is broken and skips its cue, as openCue does a bad one. */
  const skipBrokenArrowCue = (lineStart: number, lineEnd: number, separator: string): void => {
    closeCue();
    const line = text.slice(lineStart, lineEnd).trim();
    errors.report('bad-timestamp', lines.number, brokenArrowMessage(line, separator));
    skipping = true;
    afterBlank = false;
  };

  while (lines.next()) {
    const { start, end } = lines;
    if (isSpaceOrTabOnly(text, start, end)) {
      afterBlank = true;
      skipping = false;
      continue;
    }

    if (isIndex(text, start, end)) {
      // An index line starts a cue only when a timing line follows it.
      const nextEnd = lines.peekEnd();
      if (nextEnd >= 0 && lines.hasArrow(end + 1, nextEnd)) {
        lines.next();
        openCue(lines.start, lines.end, lines.number);
        continue;
      }
      // A number and a timing line with a broken arrow are a cue, even without a blank line.
      const brokenArrow =
        nextEnd < 0 || skipping ? undefined : brokenArrowOf(text, end + 1, nextEnd);
      if (brokenArrow !== undefined) {
        lines.next();
        skipBrokenArrowCue(lines.start, lines.end, brokenArrow);
        continue;
      }
      if ((current === null || afterBlank) && !skipping) {
        closeCue();
        errors.report(
          'missing-timestamp',
          lines.number + 1,
          `Cue ${text.slice(start, end).trim()} has no timing line; it was skipped.`,
        );
        skipping = true;
        afterBlank = false;
        continue;
      }
    } else if (lines.hasArrow(start, end)) {
      // Inside a cue, a line that merely contains '-->' is text; elsewhere it is a broken timing line.
      const insideCue = current !== null && !afterBlank;
      if (!insideCue || readTiming(text, start, end)) {
        openCue(start, end, lines.number);
        continue;
      }
      textHasArrow = true;
    } else if ((current === null || afterBlank) && !skipping) {
      // Where a cue may start, a timing line with a broken arrow starts one that is skipped.
      const brokenArrow = brokenArrowOf(text, start, end);
      if (brokenArrow !== undefined) {
        skipBrokenArrowCue(start, end, brokenArrow);
        continue;
      }
    }

    if (skipping) continue;
    if (current === null) {
      errors.report(
        'skipped-line',
        lines.number,
        `"${text.slice(start, end).trim().slice(0, 60)}" is not part of any cue; it was skipped.`,
      );
      continue;
    }
    if (textStart < 0) {
      textStart = start;
      textEnd = end;
    } else if (!afterBlank) {
      textEnd = end;
    } else {
      const own = text.slice(textStart, textEnd);
      joined = joined === null ? own : joined + '\n' + own;
      textStart = start;
      textEnd = end;
    }
    afterBlank = false;
  }
  closeCue();
  rememberPlainTexts(cues, plainTexts);
  return { format: 'srt', cues, errors: errors.errors };
}
