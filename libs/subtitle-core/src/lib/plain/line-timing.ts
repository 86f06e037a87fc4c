import { isSpaceOrTab, skipSpaceOrTab } from '../text/space-or-tab.js';
import { readClock } from './clock-time.js';

/** The timestamp a transcript line starts with. */
export interface LineTiming {
  /** TOO_LARGE_MS, like end, for a time past MAX_MS: the line is timed, but not usably. */
  start: number;
  /** -1 when the line gives only a start. */
  end: number;
  /** Index just after the timestamp (after its closing bracket, if any). */
  after: number;
}

const OPEN_BRACKET = 91;
const CLOSE_BRACKET = 93;
const OPEN_PAREN = 40;
const CLOSE_PAREN = 41;

function skipSpaces(text: string, from: number): number {
  return skipSpaceOrTab(text, from, text.length);
}

/** Index after a range arrow at text[from] ('-->', '->', '→', '–', '—', '-'), or -1. */
function skipArrow(text: string, from: number): number {
  if (text.startsWith('-->', from)) return from + 3;
  if (text.startsWith('->', from)) return from + 2;
  const c = text.charCodeAt(from);
  // '-' '–' '—' '→'
  if (c === 45 || c === 0x2013 || c === 0x2014 || c === 0x2192) return from + 1;
  return -1;
}

/**
 * Reads the timestamp a transcript line starts with, in the shapes exports use:
 * '[00:00:01.000 --> 00:00:04.000]', '[00:01]', '(00:01:02)', '[1:02 - 1:05]', and, when
 * `bare` is set, '00:00:01' or '00:00:01 --> 00:00:04' without brackets. A bare time needs
 * hours and a space after it, or to be alone on its line ('0:04' above the text it times), so
 * prose such as '10:30 we met' is not read as a time.
 * Null when the line does not start with one.
 */
export function readLineTiming(line: string, from: number, bare: boolean): LineTiming | null {
  const first = line.charCodeAt(from);
  let close = 0;
  if (first === OPEN_BRACKET) close = CLOSE_BRACKET;
  else if (first === OPEN_PAREN && bare) close = CLOSE_PAREN;
  else if (!bare) return null;
  let i = close === 0 ? from : skipSpaces(line, from + 1);
  const start = readClock(line, i);
  if (!start) return null;
  // A bare m:ss counts only alone on its line, as in transcripts copied from video sites.
  if (close === 0 && start.parts !== 3 && skipSpaces(line, start.end) < line.length) return null;
  let clockEnd = start.end;
  let end = -1;
  i = skipSpaces(line, clockEnd);
  const arrowEnd = skipArrow(line, i);
  if (arrowEnd >= 0) {
    const second = readClock(line, skipSpaces(line, arrowEnd));
    if (second) {
      end = second.ms;
      clockEnd = second.end;
      i = skipSpaces(line, clockEnd);
    } else if (close !== 0) {
      return null;
    }
  }
  if (close !== 0) {
    if (line.charCodeAt(i) !== close) return null;
    return { start: start.ms, end, after: i + 1 };
  }
  const next = line.charCodeAt(clockEnd);
  if (clockEnd < line.length && !isSpaceOrTab(next)) return null;
  return { start: start.ms, end, after: clockEnd };
}
