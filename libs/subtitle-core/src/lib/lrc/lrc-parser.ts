import type { ErrorCollector } from '../core/parse-error.js';
import type { Cue, ParseResult, SubtitleHeader, Word } from '../core/types.js';
import { estimateDuration, plainToCueText } from '../plain/plain-text.js';
import { lineEnd } from '../text/line-end.js';
import { skipSpaceOrTab, trimEndSpaceOrTab } from '../text/space-or-tab.js';
import { clampMs, endAfter, TOO_LARGE_MS, TOO_LARGE_TIME } from '../time/safe-ms.js';
import { readLrcOffset, readLrcTime } from './lrc-timestamp.js';
import { WHOLE_NUMBER } from '../text/whole-number.js';
import { WORD_JOINER } from '../text/word-joiner.js';

/**
 * How long the last line lasts when nothing ends it (no empty time line after it, no [length:]):
 * 3 s, or the time it takes to read it when that is longer. Lyrics lines are sung, not read, so
 * the floor is above the usual subtitle minimum.
 */
export const LRC_LAST_LINE_MIN_MS = 3000;

const OPEN_BRACKET = 91;
const TAG_KEY = /^[A-Za-z#][\w#-]*$/;
const LOOKS_LIKE_TIME = /^\s*[+-]?\d+\s*:/;
const WHITESPACE_RUN = /\s+/g;
const ESCAPED_STAMP_OPEN = '<' + WORD_JOINER;

/** One time of one line: a line with three timestamps gives three entries. */
interface Entry {
  time: number;
  /** '' for a time with no text, which only ends the line before it. */
  text: string;
  words: Word[] | undefined;
}

interface WordParse {
  text: string;
  words: Word[];
}

/**
 * Enhanced LRC: '<mm:ss.xx>' before each word. Returns the text without the stamps and the
 * words, or null when the text has no stamp. Each word ends at the stamp after it (a trailing
 * stamp ends the last word); the last word without one ends with its line (end -1 here, filled
 * in once the line's end is known). Text before the first stamp is a word from the line's time.
 */
function readWords(text: string, lineTime: number): WordParse | null {
  let cursor = 0;
  let plain = '';
  let time = lineTime;
  let segmentStart = 0;
  let found = false;
  const words: Word[] = [];
  const closeWord = (segmentEnd: number, nextTime: number): void => {
    const segment = text.slice(segmentStart, segmentEnd);
    plain += segment;
    const wordText = segment.trim();
    if (wordText !== '') words.push({ text: wordText, start: time, end: nextTime });
  };
  while (cursor < text.length) {
    const open = text.indexOf('<', cursor);
    if (open < 0) break;
    const close = text.indexOf('>', open + 1);
    if (close < 0) break;
    const stamp = readLrcTime(text, open + 1, close);
    if (stamp < 0) {
      cursor = open + 1;
      continue;
    }
    closeWord(open, stamp);
    found = true;
    time = stamp;
    segmentStart = close + 1;
    cursor = close + 1;
  }
  if (!found) return null;
  closeWord(text.length, -1);
  return { text: plain.replace(WHITESPACE_RUN, ' ').trim(), words };
}

function trimBounds(text: string, from: number, to: number): [number, number] {
  const start = skipSpaceOrTab(text, from, to);
  return [start, trimEndSpaceOrTab(text, start, to)];
}

function shiftWords(words: Word[] | undefined, offset: number): Word[] | undefined {
  if (!words || offset === 0) return words;
  return words.map((word) => ({
    ...word,
    start: clampMs(word.start - offset),
    end: word.end < 0 ? word.end : clampMs(word.end - offset),
  }));
}

/**
 * Where the file ends each entry (sorted by time), -1 when nothing does: the first later entry
 * that is an empty time line (even at the same time: a 0 ms line) or has a later time. One
 * backward pass, since entries sharing a time share the answer up to the first empty one among
 * them; scanning forward from each entry instead was quadratic in a run of equal times (40,000
 * lines at one time took 2 s). Exported for the test that counts its reads.
 */
export function endsFromFile(
  entries: ReadonlyArray<{ readonly time: number; readonly text: string }>,
): number[] {
  const ends = new Array<number>(entries.length);
  let laterTime = -1;
  let emptyAhead = false;
  for (let k = entries.length - 1; k >= 0; k--) {
    const entry = entries[k];
    if (!entry) continue;
    const next = entries[k + 1];
    if (!next || next.time > entry.time) {
      laterTime = next ? next.time : -1;
      emptyAhead = false;
    }
    ends[k] = emptyAhead ? entry.time : laterTime;
    if (entry.text === '') emptyAhead = true;
  }
  return ends;
}

/**
 * LRC lyrics: '[mm:ss.xx]text' lines, several times on one line for a repeated line, metadata
 * tags ([ar:], [ti:], [offset:], ...) kept in header.lrcTags in file order, enhanced LRC word
 * times in cue.words. Lines are sorted by time. A line lasts until the next time in the file
 * (an empty '[mm:ss.xx]' line only ends the one before it); the last until [length:] if that is
 * later, else LRC_LAST_LINE_MIN_MS or its reading time. [offset:+n] makes every time n ms
 * earlier, as the LRC convention says; the tag stays in lrcTags and the formatter undoes it.
 */
export function parseLrc(text: string, errors: ErrorCollector): ParseResult {
  const entries: Entry[] = [];
  const tags: Array<[string, string]> = [];
  let offset = 0;
  let length = -1;
  const total = text.length;
  let pos = 0;
  let lineNumber = 0;

  while (pos < total) {
    const eol = lineEnd(text, pos);
    lineNumber++;
    const [from, to] = trimBounds(text, pos, eol);
    pos = eol + 1;
    if (from === to) continue;
    if (text.charCodeAt(from) !== OPEN_BRACKET) {
      errors.report(
        'skipped-line',
        lineNumber,
        `"${text.slice(from, Math.min(to, from + 60))}" has no [mm:ss.xx] time; it was skipped.`,
      );
      continue;
    }

    const times: number[] = [];
    let i = from;
    let bad = false;
    let tagged = false;
    while (i < to && text.charCodeAt(i) === OPEN_BRACKET) {
      const close = text.indexOf(']', i + 1);
      if (close < 0 || close >= to) break;
      const time = readLrcTime(text, i + 1, close);
      if (time >= 0) {
        times.push(time);
        i = close + 1;
        continue;
      }
      // After a time, any other bracket is lyrics ('[00:12.00][Chorus] ...').
      if (times.length > 0) break;
      const inner = text.slice(i + 1, close);
      if (LOOKS_LIKE_TIME.test(inner)) {
        const why =
          time === TOO_LARGE_MS ? TOO_LARGE_TIME : 'could not be read (expected [mm:ss.xx])';
        errors.report(
          'bad-timestamp',
          lineNumber,
          `The time [${inner}] ${why}; the line was skipped.`,
        );
        bad = true;
        break;
      }
      const colon = inner.indexOf(':');
      const key = colon > 0 ? inner.slice(0, colon).trim() : '';
      if (!TAG_KEY.test(key)) break;
      const value = inner.slice(colon + 1).trim();
      tags.push([key, value]);
      tagged = true;
      const lower = key.toLowerCase();
      if (lower === 'offset') {
        const read = readLrcOffset(value);
        if (read !== null) offset = read;
        else
          errors.report(
            'bad-header',
            lineNumber,
            `The offset "${value}" ${WHOLE_NUMBER.test(value) ? 'is too large' : 'is not a whole number of milliseconds'}; it was ignored.`,
          );
      } else if (lower === 'length') {
        length = readLrcTime(value, 0, value.length);
      }
      i = close + 1;
    }
    if (bad) continue;
    if (times.length === 0) {
      if (!tagged) {
        errors.report(
          'skipped-line',
          lineNumber,
          `"${text.slice(from, Math.min(to, from + 60))}" is neither a [mm:ss.xx] time nor a tag such as [ar:Artist]; it was skipped.`,
        );
      }
      continue;
    }

    const [textFrom, textTo] = trimBounds(text, i, to);
    let lineText = text.slice(textFrom, textTo);
    const first = times[0] ?? 0;
    let words: Word[] | undefined;
    if (lineText.includes('<')) {
      const parsed = readWords(lineText, first);
      if (parsed) {
        words = parsed.words;
        lineText = parsed.text;
      }
    }
    // '<' followed by a word joiner is text the formatter kept from reading as a word time.
    if (lineText.includes(ESCAPED_STAMP_OPEN))
      lineText = lineText.replaceAll(ESCAPED_STAMP_OPEN, '<');
    for (const time of times) {
      // A repeated line with word times: its words keep their timing relative to the line.
      entries.push({
        time,
        text: lineText,
        words: time === first ? words : shiftWords(words, first - time),
      });
    }
  }

  if (offset !== 0) {
    for (const entry of entries) {
      // Held within the range, as a time moved before 0 always was.
      entry.time = clampMs(entry.time - offset);
      entry.words = shiftWords(entry.words, offset);
    }
  }
  // Array.prototype.sort is stable: lines with the same time keep their file order.
  entries.sort((a, b) => a.time - b.time);

  const ends = endsFromFile(entries);
  const cues: Cue[] = [];
  for (let k = 0; k < entries.length; k++) {
    const entry = entries[k];
    if (!entry || entry.text === '') continue;
    let end = ends[k] ?? -1;
    if (end < 0)
      end =
        length > entry.time
          ? length
          : endAfter(entry.time, Math.max(LRC_LAST_LINE_MIN_MS, estimateDuration(entry.text)));
    const cue: Cue = { start: entry.time, end, text: plainToCueText(entry.text) };
    if (entry.words)
      cue.words = entry.words.map((word) => (word.end < 0 ? { ...word, end } : word));
    cues.push(cue);
  }

  const result: ParseResult = { format: 'lrc', cues, errors: errors.errors };
  if (tags.length > 0) {
    const header: SubtitleHeader = { lrcTags: tags };
    const title = tags.find(([key]) => key.toLowerCase() === 'ti');
    if (title && title[1] !== '') header.title = title[1];
    result.header = header;
  }
  return result;
}
