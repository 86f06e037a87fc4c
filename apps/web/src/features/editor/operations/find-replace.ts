import type { TranscriptLine } from '@captio/api-client';
import {
  done,
  lineAt,
  MAX_TEXT_LENGTH,
  refuse,
  type EditResult,
  type TranscriptDoc,
} from './transcript-doc.js';

/** One occurrence: the cue and where in its text (UTF-16 offsets, end exclusive). */
export interface TextMatch {
  cueIndex: number;
  start: number;
  end: number;
}

export interface FindOptions {
  /** Default false. */
  caseSensitive?: boolean;
}

/**
 * The query as a literal pattern. Case is folded by the regex engine, not toLowerCase, whose
 * result can be longer than its input ('İ'), which would shift the offsets.
 */
function literal(query: string, options: FindOptions): RegExp {
  const escaped = query.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(escaped, options.caseSensitive ? 'gu' : 'giu');
}

/** Every occurrence of `query` in reading order, never overlapping; none for an empty query. */
export function findMatches(
  doc: TranscriptDoc,
  query: string,
  options: FindOptions = {},
): TextMatch[] {
  if (query === '') return [];
  const pattern = literal(query, options);
  const matches: TextMatch[] = [];
  doc.file_json.forEach((line, cueIndex) => {
    for (const found of line.text.matchAll(pattern)) {
      matches.push({ cueIndex, start: found.index, end: found.index + found[0].length });
    }
  });
  return matches;
}

/**
 * The match to go to once one was replaced, its replacement ending at `after`: the first that
 * starts there or later in reading order, else the first of all (the search goes round); -1
 * when none is left. The replaced text itself is not found again, even if it still matches
 * (a change of case): the search moves on, as a find-and-replace does.
 */
export function matchIndexAfter(
  matches: readonly TextMatch[],
  after: { cueIndex: number; offset: number },
): number {
  if (matches.length === 0) return -1;
  const next = matches.findIndex(
    (match) =>
      match.cueIndex > after.cueIndex ||
      (match.cueIndex === after.cueIndex && match.start >= after.offset),
  );
  return next === -1 ? 0 : next;
}

/** One occurrence replaced (the replacement is literal text: '$1' stays '$1'). */
export function replaceMatch(
  doc: TranscriptDoc,
  match: TextMatch,
  replacement: string,
): EditResult {
  const line = lineAt(doc, match.cueIndex);
  if (!line || match.start < 0 || match.end > line.text.length || match.start > match.end) {
    return refuse('no-matches', 'The text found is no longer there');
  }
  const text = line.text.slice(0, match.start) + replacement + line.text.slice(match.end);
  if (text.length > MAX_TEXT_LENGTH) {
    return refuse('text-too-long', `A cue holds at most ${MAX_TEXT_LENGTH} characters`);
  }
  const lines = doc.file_json.slice();
  lines[match.cueIndex] = { ...line, text };
  return done({ ...doc, file_json: lines });
}

/** Every occurrence replaced, as one edit, with how many there were. */
export function replaceAll(
  doc: TranscriptDoc,
  query: string,
  replacement: string,
  options: FindOptions = {},
): EditResult & { count: number } {
  if (query === '') return { ...refuse('no-matches', 'Nothing to find'), count: 0 };
  const pattern = literal(query, options);
  let count = 0;
  let tooLong = false;
  let lines: TranscriptLine[] | undefined;
  doc.file_json.forEach((line, index) => {
    let inLine = 0;
    const text = line.text.replace(pattern, () => {
      inLine += 1;
      return replacement;
    });
    if (inLine === 0) return;
    if (text.length > MAX_TEXT_LENGTH) tooLong = true;
    lines ??= doc.file_json.slice();
    lines[index] = { ...line, text };
    count += inLine;
  });
  if (tooLong) {
    return {
      ...refuse('text-too-long', `A cue holds at most ${MAX_TEXT_LENGTH} characters`),
      count,
    };
  }
  if (!lines) return { ...refuse('no-matches', `“${query}” is not in the transcript`), count: 0 };
  return { ...done({ ...doc, file_json: lines }), count };
}
