import { cueListArgument, optionsArgument } from '../core/arguments.js';
import { cuesWithWritableTimes } from '../core/format-times.js';
import { ErrorCollector } from '../core/parse-error.js';
import { normalizeInput } from '../core/text-input.js';
import type { Cue, FormatOptions, ParseResult } from '../core/types.js';
import { formatSrt as writeSrtCues } from './srt-formatter.js';
import { subtitleTextArgument } from '../text/subtitle-text-argument.js';
import { parseSrt as readSrtText } from './srt-parser.js';

/**
 * Reads SubRip: what `parse(text, { format: 'srt' })` gives. For a browser bundle that needs
 * only SRT: the other formats' code is left out.
 */
export function parseSrt(
  text: string | Uint8Array | ArrayBuffer,
  options?: { strict?: boolean },
): ParseResult {
  const input = normalizeInput(subtitleTextArgument('parseSrt', text));
  const errors = new ErrorCollector(optionsArgument('parseSrt', options).strict ?? false);
  return readSrtText(input, errors);
}

function isCueList(input: readonly Cue[] | ParseResult): input is readonly Cue[] {
  return Array.isArray(input);
}

/**
 * Writes SubRip: what `format(cues, 'srt', options)` gives (ASS Comment events are left out),
 * without the other formats' code in a bundle.
 */
export function formatSrt(input: readonly Cue[] | ParseResult, options?: FormatOptions): string {
  cueListArgument('formatSrt', 'cues', input);
  const checked = optionsArgument('formatSrt', options);
  const cues = cuesWithWritableTimes('formatSrt', isCueList(input) ? input : input.cues, checked);
  return writeSrtCues(cues, checked);
}
