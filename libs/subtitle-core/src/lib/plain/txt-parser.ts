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
import { readLineTiming } from './line-timing.js';
import { plainToCueText } from './plain-text.js';
import { speakerColon } from './speaker.js';
import { isTitleUnderline, unescapeLine } from './txt-lines.js';

/** The first line of a paragraph: a 'Name: ' prefix is the speaker (see isSpeakerName). */
function startParagraph(draft: DraftCue, content: string): void {
  const literal = unescapeLine(content);
  if (literal !== null) {
    draft.lines.push(literal);
    return;
  }
  const colon = speakerColon(content, 0);
  if (colon < 0) {
    if (content !== '') draft.lines.push(content);
    return;
  }
  draft.speaker = content.slice(0, colon);
  const rest = content.slice(colon + 1).trim();
  if (rest !== '') draft.lines.push(rest);
}

/** A paragraph so far only a timestamp: a speaker line below it starts its text. */
function isEmptyDraft(draft: DraftCue): boolean {
  return draft.lines.length === 0 && draft.speaker === undefined;
}

function joinLines(lines: string[]): string {
  return plainToCueText(lines.join('\n'));
}

/**
 * Plain-text transcripts. What formatTxt writes reads back exactly; besides that, the usual
 * export shapes: one paragraph per cue separated by blank lines, or one line per cue, each
 * optionally starting with a timestamp ('[00:00:01.000 --> 00:00:04.000]', '[00:01]',
 * '(00:01:02)', '00:00:01', see readLineTiming) and a speaker ('Name: ', see isSpeakerName). A
 * timestamp or a speaker at the start of a line starts a new cue; other lines continue the
 * current one. A first line underlined with '===' is the title. Paragraphs without times get
 * times from their reading time, in order (see finishCues). Plain text is always valid: the
 * only problems reported are a range that ends before it starts and a time too large to hold
 * (its paragraph is skipped).
 */
export function parseTxt(text: string, errors: ErrorCollector): ParseResult {
  const drafts: DraftCue[] = [];
  let current: DraftCue | null = null;
  let title: string | undefined;
  const total = text.length;
  let pos = 0;
  let lineNumber = 0;

  while (pos < total) {
    const eol = lineEnd(text, pos);
    const line = text.slice(pos, eol).trim();
    pos = eol + 1;
    lineNumber++;
    if (line === '') {
      current = null;
      continue;
    }
    if (title === undefined && drafts.length === 0 && current === null) {
      const underlineEnd = lineEnd(text, pos);
      if (pos < total && isTitleUnderline(text.slice(pos, underlineEnd).trim())) {
        title = line;
        pos = underlineEnd + 1;
        lineNumber++;
        continue;
      }
    }

    const timing = readLineTiming(line, 0, true);
    if (timing) {
      if (rejectTooLarge(errors, lineNumber, timing, line.slice(0, timing.after))) {
        current = skippedDraft(lineNumber);
        continue;
      }
      checkRange(errors, lineNumber, timing.start, timing.end);
      current = addDraft(drafts, lineNumber, timing.start, timing.end);
      startParagraph(current, line.slice(timing.after).trim());
      continue;
    }
    const literal = unescapeLine(line);
    if (literal === null && speakerColon(line, 0) >= 0) {
      // A speaker line inside a paragraph is a cue of its own within the paragraph's time.
      if (current === null || !isEmptyDraft(current)) {
        const splitOff = current !== null;
        current = addDraft(drafts, lineNumber);
        if (splitOff) current.splitOff = true;
      }
      startParagraph(current, line);
    } else if (current === null) {
      current = addDraft(drafts, lineNumber);
      startParagraph(current, line);
    } else {
      current.lines.push(literal ?? line);
    }
  }

  // The title is a non-empty line: it was trimmed, and blank lines are skipped above.
  return transcriptResult('txt', drafts, joinLines, errors, title);
}
