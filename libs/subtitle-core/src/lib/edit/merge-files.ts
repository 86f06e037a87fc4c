import { requireParseResult } from '../core/arguments.js';
import type { Cue, ParseResult } from '../core/types.js';
import { merge, type MergeOptions } from './merge.js';
import { secondFileFitted } from './second-file-fitted.js';

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
 * both, so that every cue still finds the style or region it names and looks as it did. The
 * second file's WebVTT style sheets follow the first's. The
 * second file is fitted to the first (see secondFileFitted): an ASS script in another frame
 * (PlayResX, PlayResY) is scaled into the first's, and a style or region of the second named
 * as one of the first but different from it is renamed ('Default 2'). Its errors are empty:
 * each input keeps its own.
 */
export function mergeFiles(a: ParseResult, b: ParseResult, options: MergeOptions): ParseResult {
  requireParseResult('mergeFiles', 'a', a);
  requireParseResult('mergeFiles', 'b', b);
  b = secondFileFitted(a, b);
  const file = withNewCues(a, merge(a.cues, b.cues, options));
  file.errors = [];
  delete file.omittedErrors;
  // The second file's WebVTT style sheets too: its cues' classes and voices are styled by them.
  const sheets = unionBy(a.header?.vttStyles, b.header?.vttStyles, (sheet) => sheet);
  if (sheets !== undefined && sheets.length > (a.header?.vttStyles?.length ?? 0)) {
    file.header = { ...file.header, vttStyles: sheets };
  }
  const styles = unionBy(a.styles, b.styles, (style) => style.name);
  const regions = unionBy(a.regions, b.regions, (region) => region.id);
  if (styles !== undefined) file.styles = styles;
  if (regions !== undefined) file.regions = regions;
  return file;
}
