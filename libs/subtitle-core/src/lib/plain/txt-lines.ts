import { readLineTiming } from './line-timing.js';
import { speakerColon } from './speaker.js';

const BACKSLASH = 92;
const UNDERLINE = /^={3,}$/;

/** Whether a txt line starts with a timestamp the txt parser reads. */
export function startsWithTiming(line: string): boolean {
  return readLineTiming(line, 0, true) !== null;
}

/** A line of '=' under the first line of a txt file makes that line the title. */
export function isTitleUnderline(line: string): boolean {
  return UNDERLINE.test(line);
}

/**
 * Whether a line of cue text would be misread if written as is: it would start a cue
 * (timestamp), name a speaker ('Note: ...' on a cue without speaker), underline a title, or it
 * starts with backslashes in front of one of those. The txt formatter writes such a line with
 * one more leading backslash and the parser removes it: the only escape the format has, needed
 * only for these lines, so ordinary text is written as it is.
 */
export function needsEscape(line: string): boolean {
  let i = 0;
  while (line.charCodeAt(i) === BACKSLASH) i++;
  const rest = i === 0 ? line : line.slice(i);
  return startsWithTiming(rest) || speakerColon(rest, 0) >= 0 || isTitleUnderline(rest);
}

/** The text of a line as written, escaped when needsEscape says so. */
export function escapeLine(line: string): string {
  return needsEscape(line) ? '\\' + line : line;
}

/** Undoes escapeLine; null when the line carries no escape. */
export function unescapeLine(line: string): string | null {
  if (line.charCodeAt(0) !== BACKSLASH) return null;
  const rest = line.slice(1);
  return needsEscape(rest) ? rest : null;
}
