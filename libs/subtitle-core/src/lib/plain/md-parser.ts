import type { ErrorCollector } from '../core/parse-error.js';
import type { ParseResult } from '../core/types.js';
import { lineEnd } from '../text/line-end.js';
import {
  addDraft,
  checkRange,
  rejectTooLarge,
  skippedDraft,
  transcriptResult,
  type DraftCue,
} from './draft-cues.js';
import { readLineTiming, type LineTiming } from './line-timing.js';
import { mdToCueText, readMdSpeaker, unescapeMd } from './md-inline.js';

const BACKSLASH = 92;
const HEADING = /^(#{1,6})(?:\s+|$)(.*?)(?:\s+#+)?\s*$/;
const THEMATIC_BREAK = /^(?:(?:-\s*){3,}|(?:_\s*){3,})$/;

/** '**[00:00:01.000 → 00:00:04.000]**' or the same without the stars; null otherwise. */
function readMdTiming(line: string): LineTiming | null {
  const bold = line.startsWith('**[');
  const timing = readLineTiming(line, bold ? 2 : 0, false);
  if (!timing || !bold) return timing;
  if (!line.startsWith('**', timing.after)) return null;
  return { ...timing, after: timing.after + 2 };
}

function startParagraph(draft: DraftCue, content: string): void {
  const prefix = readMdSpeaker(content);
  const text = prefix ? content.slice(prefix.after).trim() : content;
  if (prefix) draft.speaker = prefix.speaker;
  if (text !== '') draft.lines.push(text);
}

/** A line without the trailing backslash of a Markdown hard line break, and whether it had one. */
function splitHardBreak(line: string): [string, boolean] {
  let count = 0;
  while (count < line.length && line.charCodeAt(line.length - 1 - count) === BACKSLASH) count++;
  if (count % 2 === 0) return [line, false];
  return [line.slice(0, -1).trimEnd(), true];
}

function joinLines(lines: string[]): string {
  return mdToCueText(lines.join('\n'));
}

/**
 * Markdown transcripts. What formatMd writes reads back exactly; besides that, paragraphs of
 * text, each optionally starting with '**[timestamp]**' (or '[timestamp]', shapes as in
 * readLineTiming) and a '**Speaker:**' prefix. The first level-1 heading before any cue is the
 * title; other headings and thematic breaks are skipped. A new cue starts after a blank line, at
 * a timestamp, or at a line starting with a speaker, unless the line before ended with a hard
 * break ('\'), which keeps lines in one cue. '*' and '**' become <i> and <b> (see mdToCueText).
 * Untimed paragraphs get times from their reading time, in order (see finishCues).
 */
export function parseMd(text: string, errors: ErrorCollector): ParseResult {
  const drafts: DraftCue[] = [];
  let current: DraftCue | null = null;
  let continues = false;
  let title: string | undefined;
  const total = text.length;
  let pos = 0;
  let lineNumber = 0;

  while (pos < total) {
    const eol = lineEnd(text, pos);
    const [line, hardBreak] = splitHardBreak(text.slice(pos, eol).trim());
    pos = eol + 1;
    lineNumber++;
    const wasContinued = continues;
    continues = hardBreak && current !== null;
    if (line === '') {
      if (!hardBreak) current = null;
      continue;
    }
    if (current !== null && wasContinued) {
      current.lines.push(line);
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading || THEMATIC_BREAK.test(line)) {
      if (heading && heading[1] === '#' && title === undefined && drafts.length === 0)
        title = unescapeMd(heading[2] ?? '');
      current = null;
      continues = false;
      continue;
    }
    const timing = readMdTiming(line);
    if (timing) {
      if (rejectTooLarge(errors, lineNumber, timing, line.slice(0, timing.after))) {
        current = skippedDraft(lineNumber);
        continues = hardBreak;
        continue;
      }
      checkRange(errors, lineNumber, timing.start, timing.end);
      current = addDraft(drafts, lineNumber, timing.start, timing.end);
      startParagraph(current, line.slice(timing.after).trim());
      continues = hardBreak;
      continue;
    }
    if (current === null || readMdSpeaker(line)) {
      current = addDraft(drafts, lineNumber);
      startParagraph(current, line);
      continues = hardBreak;
      continue;
    }
    current.lines.push(line);
  }

  return transcriptResult('md', drafts, joinLines, errors, title);
}
