import { isCommentCue, isDrawingCue } from '../ass/ass-cue.js';
import { formatAss } from '../ass/ass-formatter.js';
import { formatCsv } from '../csv/csv-formatter.js';
import { formatLrc } from '../lrc/lrc-formatter.js';
import { formatMd } from '../plain/md-formatter.js';
import { formatTxt } from '../plain/txt-formatter.js';
import { formatSrt } from '../srt/srt-formatter.js';
import { formatTtml } from '../ttml/ttml-formatter.js';
import { formatVtt } from '../vtt/vtt-formatter.js';
import { exhaustiveSwitchError } from './exhaustive.js';
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
 */
export function format(
  input: readonly Cue[] | ParseResult,
  to: SubtitleFormat,
  options: FormatOptions = {},
): string {
  if (!(FORMATS as readonly string[]).includes(to)) {
    throw new RangeError(`Unknown subtitle format '${String(to)}' (known: ${FORMATS.join(', ')})`);
  }
  if (input === null || typeof input !== 'object') {
    throw new TypeError('format() takes an array of cues or the result of parse()');
  }
  let cues: readonly Cue[];
  let merged: FormatOptions = options;
  if (isParseResult(input)) {
    cues = input.cues;
    merged = {
      ...options,
      header: options.header ?? input.header,
      styles: options.styles ?? input.styles,
      regions: options.regions ?? input.regions,
    };
  } else {
    cues = input;
  }
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
