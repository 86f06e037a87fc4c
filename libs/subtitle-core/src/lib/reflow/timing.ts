import type { Cue, Word } from '../core/types.js';

/** Times and words of the pieces a cue was cut into. */
export interface PieceTiming {
  start: number;
  end: number;
  words?: Word[];
}

const WHITESPACE = /\s/;

/** As /\s/, the whitespace that `replace(/\s+/g, '')` removes, without a regex for ASCII. */
function isWhitespace(code: number): boolean {
  if (code < 0x80) return code === 0x20 || (code >= 0x09 && code <= 0x0d);
  return WHITESPACE.test(String.fromCharCode(code));
}

/**
 * Times for pieces of a cue's visible text, each given by its visible offsets (in order,
 * covering everything but whitespace). With words whose text is the cue's text, each piece
 * runs from the start of its first word to the end of its last, cutting a word shared by two
 * pieces where its characters divide; otherwise the cue's time is shared out by characters.
 */
export function timePieces(
  cue: Cue,
  text: string,
  pieces: ReadonlyArray<readonly [start: number, end: number]>,
): PieceTiming[] {
  // nonSpaceBefore[k]: characters other than whitespace in text.slice(0, k).
  const nonSpaceBefore = new Int32Array(text.length + 1);
  for (let k = 0; k < text.length; k++) {
    nonSpaceBefore[k + 1] = (nonSpaceBefore[k] ?? 0) + (isWhitespace(text.charCodeAt(k)) ? 0 : 1);
  }
  const bounds = pieces.map(([from, to]) => [nonSpaceBefore[from] ?? 0, nonSpaceBefore[to] ?? 0]);
  return (cue.words && byWords(cue, cue.words, text, bounds)) ?? byCharacters(cue, bounds);
}

function byCharacters(cue: Cue, bounds: number[][]): PieceTiming[] {
  const total = bounds.reduce((sum, [from = 0, to = 0]) => sum + (to - from), 0);
  const duration = Math.max(0, cue.end - cue.start);
  let done = 0;
  return bounds.map(([from = 0, to = 0], index) => {
    const start = cue.start + Math.round((duration * done) / (total || 1));
    done += to - from;
    const end =
      index === bounds.length - 1
        ? cue.start + duration
        : cue.start + Math.round((duration * done) / (total || 1));
    return { start, end };
  });
}

function usable(cue: Cue, words: readonly Word[]): boolean {
  let lastStart = -Infinity;
  for (const word of words) {
    if (!Number.isFinite(word.start) || !Number.isFinite(word.end) || word.end < word.start)
      return false;
    if (word.start < lastStart) return false;
    // Words entirely outside the cue belong to some other timing.
    if (word.end < cue.start || word.start > cue.end) return false;
    lastStart = word.start;
  }
  return words.length > 0;
}

/** The first `count` non-whitespace characters of a word's text, and the rest. */
function splitWordText(text: string, count: number): [string, string] {
  let seen = 0;
  for (let i = 0; i < text.length; i++) {
    if (isWhitespace(text.charCodeAt(i))) continue;
    if (seen === count) return [text.slice(0, i), text.slice(i)];
    seen++;
  }
  return [text, ''];
}

function byWords(
  cue: Cue,
  words: readonly Word[],
  text: string,
  bounds: number[][],
): PieceTiming[] | undefined {
  if (!usable(cue, words)) return undefined;
  const sizes = words.map((word) => word.text.replace(/\s+/g, '').length);
  if (words.map((word) => word.text.replace(/\s+/g, '')).join('') !== text.replace(/\s+/g, '')) {
    return undefined;
  }
  const total = sizes.reduce((sum, size) => sum + size, 0);
  if (total === 0) return undefined;
  // Character c of the text without whitespace belongs to word wordOf[c].
  const wordOf = new Int32Array(total);
  const offsets: number[] = [];
  let at = 0;
  sizes.forEach((size, w) => {
    offsets.push(at);
    wordOf.fill(w, at, at + size);
    at += size;
  });

  const clamp = (ms: number): number => Math.min(cue.end, Math.max(cue.start, ms));

  // Times where the text is cut before character c: [end of the piece before, start of the one after].
  const cutTimes = (c: number): [number, number] => {
    const before = wordOf[c - 1] ?? 0;
    const after = wordOf[c] ?? 0;
    const left = words[before];
    const right = words[after];
    if (!left || !right) return [cue.start, cue.start];
    if (before !== after) {
      const end = clamp(left.end);
      return [end, Math.max(end, clamp(right.start))];
    }
    const inside = (c - (offsets[before] ?? 0)) / (sizes[before] || 1);
    const time = clamp(Math.round(left.start + (left.end - left.start) * inside));
    return [time, time];
  };

  const firstWord = words[wordOf[0] ?? 0];
  const lastWord = words[wordOf[total - 1] ?? 0];
  let start = clamp(firstWord?.start ?? cue.start);
  return bounds.map(([from = 0, to = 0], index) => {
    const last = index === bounds.length - 1;
    const [end, nextStart] = last ? [clamp(lastWord?.end ?? cue.end), 0] : cutTimes(to);
    const piece: PieceTiming = {
      start,
      end: Math.max(start, end),
      words: wordsOf(words, sizes, offsets, from, to, last, cutTimes),
    };
    start = nextStart;
    return piece;
  });
}

/** The words of characters from..to-1, a word cut at either edge split where it is cut. */
function wordsOf(
  words: readonly Word[],
  sizes: readonly number[],
  offsets: readonly number[],
  from: number,
  to: number,
  last: boolean,
  cutTimes: (c: number) => [number, number],
): Word[] {
  const result: Word[] = [];
  words.forEach((word, w) => {
    const first = offsets[w] ?? 0;
    const size = sizes[w] ?? 0;
    if (size === 0) {
      // A word with no visible character goes with the piece where it stands.
      if ((first >= from && first < to) || (last && first >= to)) result.push({ ...word });
      return;
    }
    const cutStart = Math.max(from, first);
    const cutEnd = Math.min(to, first + size);
    if (cutStart >= cutEnd) return;
    if (cutStart === first && cutEnd === first + size) {
      result.push({ ...word });
      return;
    }
    const [, rest] = splitWordText(word.text, cutStart - first);
    const [text] = splitWordText(rest, cutEnd - cutStart);
    result.push({
      ...word,
      text,
      start: cutStart > first ? cutTimes(cutStart)[1] : word.start,
      end: cutEnd < first + size ? cutTimes(cutEnd)[0] : word.end,
    });
  });
  return result;
}
