import { requireParseResult } from '../core/arguments.js';
import type { Cue, ParseResult } from '../core/types.js';
import { merge, type MergeOptions } from './merge.js';

/**
 * A parsed file with other cues: WebVTT note positions count the parsed cues, so the notes go
 * before the first cue rather than between cues they were never near.
 */
export function withNewCues(file: ParseResult, cues: Cue[]): ParseResult {
  if (file.header?.vttNotePositions === undefined) return { ...file, cues };
  const { vttNotePositions: _countsTheParsedCues, ...header } = file.header;
  return { ...file, cues, header };
}

function unionBy<T>(
  first: readonly T[] | undefined,
  second: readonly T[] | undefined,
  key: (item: T) => string,
): T[] | undefined {
  if (first === undefined && second === undefined) return undefined;
  const seen = new Set((first ?? []).map(key));
  return [...(first ?? []), ...(second ?? []).filter((item) => !seen.has(key(item)))];
}

/**
 * Two parsed files as one, ready for format: the cues as merge gives them, with what the files
 * around them carry: the first file's header, and the styles (ASS) and regions (WebVTT) of
 * both, the first file's where a name is in both, so that every cue still finds the style or
 * region it names. Its errors are empty: each input keeps its own.
 */
export function mergeFiles(a: ParseResult, b: ParseResult, options: MergeOptions): ParseResult {
  requireParseResult('mergeFiles', 'a', a);
  requireParseResult('mergeFiles', 'b', b);
  const file = withNewCues(a, merge(a.cues, b.cues, options));
  file.errors = [];
  delete file.omittedErrors;
  const styles = unionBy(a.styles, b.styles, (style) => style.name);
  const regions = unionBy(a.regions, b.regions, (region) => region.id);
  if (styles !== undefined) file.styles = styles;
  if (regions !== undefined) file.regions = regions;
  return file;
}
