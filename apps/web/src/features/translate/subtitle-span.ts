import {
  detectFormat,
  formatOfFile,
  isCommentCue,
  looksBinary,
  parse,
} from '@captio/subtitle-core';

/**
 * What a subtitle file's shown cues last, first start to last end, read as the api reads it
 * (the format its name and text say): what its translation is priced by. Undefined for a text
 * no cue is read from, or binary data.
 */
export function subtitleSpanMs(text: string, fileName: string): number | undefined {
  if (looksBinary(text)) return undefined;
  const { cues } = parse(text, { format: formatOfFile(fileName, text) ?? detectFormat(text) });
  let first = Number.POSITIVE_INFINITY;
  let last = Number.NEGATIVE_INFINITY;
  for (const cue of cues) {
    if (isCommentCue(cue)) continue;
    first = Math.min(first, cue.start);
    last = Math.max(last, cue.start, cue.end);
  }
  return last >= first ? last - first : undefined;
}
