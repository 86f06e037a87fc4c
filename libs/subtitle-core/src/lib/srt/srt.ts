import { ErrorCollector } from '../core/parse-error.js';
import { normalizeInput } from '../core/text-input.js';
import type { Cue, FormatOptions, ParseResult } from '../core/types.js';
import { formatSrt as writeSrtCues } from './srt-formatter.js';
import { parseSrt as readSrtText } from './srt-parser.js';

/**
 * Reads SubRip: what `parse(text, { format: 'srt' })` gives. For a browser bundle that needs
 * only SRT: the other formats' code is left out.
 */
export function parseSrt(text: string, options: { strict?: boolean } = {}): ParseResult {
  const errors = new ErrorCollector(options.strict ?? false);
  const input = normalizeInput(typeof text === 'string' ? text : String(text ?? ''));
  return readSrtText(input, errors);
}

function isCueList(input: readonly Cue[] | ParseResult): input is readonly Cue[] {
  return Array.isArray(input);
}

/**
 * Writes SubRip: what `format(cues, 'srt', options)` gives (ASS Comment events are left out),
 * without the other formats' code in a bundle.
 */
export function formatSrt(
  input: readonly Cue[] | ParseResult,
  options: FormatOptions = {},
): string {
  if (input === null || typeof input !== 'object') {
    throw new TypeError('formatSrt() takes an array of cues or the result of parse()');
  }
  return writeSrtCues(isCueList(input) ? input : input.cues, options);
}
