import { isCommentCue, isDrawingCue } from '../ass/ass-cue.js';
import { formatAss } from '../ass/ass-formatter.js';
import { formatCsv } from '../csv/csv-formatter.js';
import { formatLrc } from '../lrc/lrc-formatter.js';
import { formatMd } from '../plain/md-formatter.js';
import { formatTxt } from '../plain/txt-formatter.js';
import { formatSrt } from '../srt/srt-formatter.js';
import { formatTtml } from '../ttml/ttml-formatter.js';
import { formatVtt } from '../vtt/vtt-formatter.js';
import { cueListArgument, formatOptionsArgument, requireString } from './arguments.js';
import { exhaustiveSwitchError } from './exhaustive.js';
import { cuesWithWritableTimes } from './format-times.js';
import { reportFormatWarnings } from './format-warnings.js';
import {
  FORMATS,
  type Cue,
  type FormatOptions,
  type ParseResult,
  type SubtitleFormat,
} from './types.js';

const SKIPS_COMMENTS_HERE: ReadonlySet<SubtitleFormat> = new Set([
  'lrc',
  'txt',
  'md',
  'csv',
  'ttml',
]);

function isSkippedHere(cue: Cue): boolean {
  return isCommentCue(cue) || isDrawingCue(cue);
}

function isParseResult(input: readonly Cue[] | ParseResult): input is ParseResult {
  return !Array.isArray(input);
}

/**
 * Writes cues in a format. Given a ParseResult, its header, styles and regions are carried
 * over (options override them), so a file converted to its own format keeps everything.
 * A time past the largest written (an end of Infinity) is written as that and reported to
 * options.onWarning ('time-clamped'); a NaN or negative time is a RangeError naming the cue, an
 * unknown format a RangeError, and an argument of the wrong kind (a cue that is not an object
 * with numbers for start and end and a string for text) a TypeError.
 */
export function format(
  input: readonly Cue[] | ParseResult,
  to: SubtitleFormat,
  options?: FormatOptions,
): string {
  cueListArgument('format', 'cues', input);
  requireString('format', 'to', to);
  if (!(FORMATS as readonly string[]).includes(to)) {
    throw new RangeError(`Unknown subtitle format '${String(to)}' (known: ${FORMATS.join(', ')})`);
  }
  let cues: readonly Cue[];
  let merged: FormatOptions = formatOptionsArgument('format', options);
  if (isParseResult(input)) {
    cues = input.cues;
    merged = {
      ...merged,
      header: merged.header ?? input.header,
      styles: merged.styles ?? input.styles,
      regions: merged.regions ?? input.regions,
    };
  } else {
    cues = input;
  }
  cues = cuesWithWritableTimes('format', cues, merged);
  // ASS Comment events are kept for ASS/SSA only; no other format has a place for them. The
  // SRT and WebVTT formatters skip them in their own loop, saving a pass over large files.
  // ASS drawings too: their commands are not text, and an empty cue would show nothing.
  reportFormatWarnings(cues, to, merged);
  if (SKIPS_COMMENTS_HERE.has(to) && cues.some(isSkippedHere)) {
    cues = cues.filter((cue) => !isSkippedHere(cue));
  }
  switch (to) {
    case 'srt':
      return formatSrt(cues, merged);
    case 'vtt':
      return formatVtt(cues, merged);
    case 'ass':
    case 'ssa':
      return formatAss(cues, merged, to);
    case 'lrc':
      return formatLrc(cues, merged);
    case 'txt':
      return formatTxt(cues, merged);
    case 'md':
      return formatMd(cues, merged);
    case 'csv':
      return formatCsv(cues, merged);
    case 'ttml':
      return formatTtml(cues, merged);
    default:
      return exhaustiveSwitchError(to);
  }
}
