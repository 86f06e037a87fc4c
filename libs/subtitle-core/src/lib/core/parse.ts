import { parseAss } from '../ass/ass-parser.js';
import { parseCsv } from '../csv/csv-parser.js';
import { parseLrc } from '../lrc/lrc-parser.js';
import { parseMd } from '../plain/md-parser.js';
import { parseTxt } from '../plain/txt-parser.js';
import { parseSrt } from '../srt/srt-parser.js';
import { parseTtml } from '../ttml/ttml-parser.js';
import { parseVtt } from '../vtt/vtt-parser.js';
import { detectFormat } from './detect-format.js';
import { exhaustiveSwitchError } from './exhaustive.js';
import { ErrorCollector } from './parse-error.js';
import { subtitleTextArgument } from '../text/subtitle-text-argument.js';
import { optionsArgument } from './arguments.js';
import { normalizeInput } from './text-input.js';
import { FORMATS, type ParseOptions, type ParseResult, type SubtitleFormat } from './types.js';

function parseAs(format: SubtitleFormat, text: string, errors: ErrorCollector): ParseResult {
  switch (format) {
    case 'srt':
      return parseSrt(text, errors);
    case 'vtt':
      return parseVtt(text, errors);
    case 'ass':
    case 'ssa':
      return parseAss(text, errors, format);
    case 'lrc':
      return parseLrc(text, errors);
    case 'txt':
      return parseTxt(text, errors);
    case 'md':
      return parseMd(text, errors);
    case 'csv':
      return parseCsv(text, errors);
    case 'ttml':
      return parseTtml(text, errors);
    default:
      return exhaustiveSwitchError(format);
  }
}

/**
 * Reads subtitle text in any supported format. Without options.format the format is detected.
 * The text may also be a file's bytes (a Uint8Array, Buffer or ArrayBuffer), decoded as
 * decodeSubtitleBytes does. Never throws for any text or bytes unless options.strict is set:
 * problems are collected in `errors`, each with a line number, and whatever could be read is
 * returned. A text that is neither, or options that are not an object, is a TypeError; an
 * unknown options.format a RangeError.
 */
export function parse(
  text: string | Uint8Array | ArrayBuffer,
  options?: ParseOptions,
): ParseResult {
  const source = subtitleTextArgument('parse', text);
  options = optionsArgument('parse', options);
  if (options.format !== undefined && !(FORMATS as readonly string[]).includes(options.format)) {
    throw new RangeError(
      `Unknown subtitle format '${String(options.format)}' (known: ${FORMATS.join(', ')})`,
    );
  }
  const errors = new ErrorCollector(options.strict ?? false);
  const input = normalizeInput(source);
  const format = options.format ?? detectFormat(input);
  return errors.finish(parseAs(format, input, errors));
}
