/** One occurrence of the searched text: in which cue, and where in its text (UTF-16 offsets, end exclusive). */
export interface TextMatch {
  cueIndex: number;
  start: number;
  end: number;
}

export interface SearchOptions {
  /** Default false: 'Speaker' finds 'speaker' and 'SPEAKER'. */
  caseSensitive?: boolean;
}

/** What findMatches reads of a cue. */
export interface TextCue {
  text: string;
}

/**
 * The query as a literal pattern. Case folding goes through the regex engine ('iu') rather than
 * toLowerCase: lowering can change a text's length ('İ' becomes two code units), and the offsets
 * must point into the text as it is.
 */
function literalPattern(query: string, options: SearchOptions): RegExp {
  const escaped = query.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(escaped, options.caseSensitive ? 'gu' : 'giu');
}

/**
 * Every occurrence of `query` in the cues' texts, in reading order (cue by cue, left to right),
 * never overlapping ('aa' in 'aaa' is found once). An empty query finds nothing. Literal text:
 * '.' and '*' are not wildcards.
 */
export function findMatches(
  cues: readonly TextCue[],
  query: string,
  options: SearchOptions = {},
): TextMatch[] {
  if (query === '') return [];
  const pattern = literalPattern(query, options);
  const matches: TextMatch[] = [];
  for (const [cueIndex, cue] of cues.entries()) {
    for (const found of cue.text.matchAll(pattern)) {
      matches.push({ cueIndex, start: found.index, end: found.index + found[0].length });
    }
  }
  return matches;
}

/** The text of a cue with one match replaced. */
export function replaceMatch(text: string, match: TextMatch, replacement: string): string {
  return text.slice(0, match.start) + replacement + text.slice(match.end);
}

/** A cue whose text a replace-all changed. */
export interface ReplacedCue {
  cueIndex: number;
  text: string;
}

/**
 * Every occurrence replaced: the cues that changed with their new texts (the page applies them
 * as one undoable edit), and how many occurrences were replaced. The replacement is literal: '$1'
 * stays '$1'.
 */
export function replaceAll(
  cues: readonly TextCue[],
  query: string,
  replacement: string,
  options: SearchOptions = {},
): { changed: ReplacedCue[]; count: number } {
  if (query === '') return { changed: [], count: 0 };
  const pattern = literalPattern(query, options);
  const changed: ReplacedCue[] = [];
  let count = 0;
  for (const [cueIndex, cue] of cues.entries()) {
    let inCue = 0;
    const text = cue.text.replace(pattern, () => {
      inCue += 1;
      return replacement;
    });
    if (inCue > 0) {
      changed.push({ cueIndex, text });
      count += inCue;
    }
  }
  return { changed, count };
}

/**
 * The match to go to from `current` (an index into the matches, -1 for none yet): the next or
 * previous one, wrapping around at either end; -1 when there are none.
 */
export function stepMatch(current: number, count: number, direction: 'next' | 'previous'): number {
  if (count <= 0) return -1;
  if (current < 0 || current >= count) return direction === 'next' ? 0 : count - 1;
  return (current + (direction === 'next' ? 1 : -1) + count) % count;
}

/**
 * The first match at or after a time position in the transcript (a cue index), so a search
 * starts where the reader is rather than at the top; wraps to 0.
 */
export function firstMatchFrom(matches: readonly TextMatch[], cueIndex: number): number {
  if (matches.length === 0) return -1;
  const at = matches.findIndex((match) => match.cueIndex >= cueIndex);
  return at >= 0 ? at : 0;
}
