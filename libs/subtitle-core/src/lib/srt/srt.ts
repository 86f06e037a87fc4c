import {
  cueListArgument,
  formatOptionsArgument,
  optionsArgument,
  requireString,
} from '../core/arguments.js';
import { cuesWithWritableTimes } from '../core/format-times.js';
import { ErrorCollector } from '../core/parse-error.js';
import { normalizeInput } from '../core/text-input.js';
import type { Cue, FormatOptions, ParseResult } from '../core/types.js';
import { formatSrt as writeSrtCues } from './srt-formatter.js';
import { parseSrt as readSrtText } from './srt-parser.js';

/**
 * Reads SubRip: what `parse(text, { format: 'srt' })` gives. For a browser bundle that needs
 * only SRT: the other formats' code is left out, and so is the decoder of a file's bytes, which
 * parse has: bytes are a TypeError here (decodeSubtitleBytes reads them, when imported).
 */
export function parseSrt(text: string, options?: { strict?: boolean }): ParseResult {
  requireString(
    'parseSrt',
    'text',
    text,
    "a string (decode a file's bytes with decodeSubtitleBytes)",
  );
  const input = normalizeInput(text);
  const errors = new ErrorCollector(optionsArgument('parseSrt', options).strict ?? false);
  return errors.finish(readSrtText(input, errors));
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
  const checked = formatOptionsArgument('formatSrt', options);
  const cues = cuesWithWritableTimes('formatSrt', isCueList(input) ? input : input.cues, checked);
  return writeSrtCues(cues, checked);
}
