import { isSpaceOrTab, skipSpaceOrTab } from '../text/space-or-tab.js';
import { readSrtTimestamp } from './srt-timestamp.js';

const DIGIT_0 = 48;
const DIGIT_9 = 57;
const COLON = 58;
const COMMA = 44;
const DOT = 46;

/** What can stand where "-->" belongs in a broken arrow: '->', '- >', '=>', '—>', '→'... */
const ARROW_LIKE = /^[-–—=~>→ \t]*$/;
/** Position coordinates, which may follow the end time. */
const COORDINATES = /^X1\s*:/i;

function isTimestampChar(code: number): boolean {
  return (code >= DIGIT_0 && code <= DIGIT_9) || code === COLON || code === COMMA || code === DOT;
}

/** Where the run of timestamp characters from `from` ends. */
function timestampEnd(text: string, from: number, to: number): number {
  let end = from;
  while (end < to && isTimestampChar(text.charCodeAt(end))) end++;
  return end;
}

/** A timestamp unlike any text: with hours or a fraction ('12:30' could be a time of day). */
function isClearTimestamp(text: string, from: number, to: number): boolean {
  if (from === to || readSrtTimestamp(text, from, to) < 0) return false;
  const token = text.slice(from, to);
  return (
    token.includes(',') || token.includes('.') || token.indexOf(':') !== token.lastIndexOf(':')
  );
}

/**
 * When text[from, to) is a timing line but for its arrow ('00:00:01,000 -> 00:00:02,000'), what
 * stands in the arrow's place, trimmed ('' when the times have only spaces between them);
 * undefined for any other line. Both times must be unmistakable and the separator made of
 * dashes, arrows and spaces only, so that no line of text is taken for one.
 */
export function brokenArrowOf(text: string, from: number, to: number): string | undefined {
  const start = skipSpaceOrTab(text, from, to);
  const startEnd = timestampEnd(text, start, to);
  if (!isClearTimestamp(text, start, startEnd)) return undefined;
  let endFrom = startEnd;
  while (endFrom < to && !isTimestampChar(text.charCodeAt(endFrom))) endFrom++;
  const separator = text.slice(startEnd, endFrom);
  if (!ARROW_LIKE.test(separator) || separator.includes('-->')) return undefined;
  const endTo = timestampEnd(text, endFrom, to);
  if (!isClearTimestamp(text, endFrom, endTo)) return undefined;
  const rest = text.slice(endTo, to).trim();
  if (rest !== '' && !COORDINATES.test(rest)) return undefined;
  if (separator === '' || (rest !== '' && !isSpaceOrTab(text.charCodeAt(endTo)))) return undefined;
  return separator.trim();
}

/** The message for a timing line whose arrow brokenArrowOf found broken. */
export function brokenArrowMessage(line: string, separator: string): string {
  const what =
    separator === ''
      ? 'has no "-->" between the start and end times'
      : `has "${separator}" where SubRip needs "-->" between the start and end times`;
  return `The timing line "${line}" ${what}; its cue was skipped.`;
}
