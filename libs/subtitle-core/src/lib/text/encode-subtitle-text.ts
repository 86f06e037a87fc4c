import { argumentError, optionsArgument, requireString } from '../core/arguments.js';
import type { SubtitleFormat } from '../core/types.js';

/**
 * What a subtitle file can be written as: UTF-8, UTF-8 after a byte order mark (which older
 * Windows players need to see that a file is not in their ANSI code page), or UTF-16
 * little-endian after its byte order mark (which some hardware players and old tools want).
 */
export type OutputEncoding = 'utf-8' | 'utf-8-bom' | 'utf-16le';

/** `lf` as on the web, macOS and Linux; `crlf` as Windows tools write and some players want. */
export type LineEnding = 'lf' | 'crlf';

export const OUTPUT_ENCODINGS: readonly OutputEncoding[] = ['utf-8', 'utf-8-bom', 'utf-16le'];
export const LINE_ENDINGS: readonly LineEnding[] = ['lf', 'crlf'];

export interface EncodeOptions {
  /** Default `utf-8`. */
  encoding?: OutputEncoding;
  /** Default `lf`. */
  lineEnding?: LineEnding;
}

/**
 * The encodings a format may be written in. WebVTT files must be UTF-8 (the W3C format says so,
 * and browsers read them as UTF-8 whatever they start with), and so must the TTML the library
 * writes, whose XML declaration says UTF-8; a byte order mark is allowed.
 */
export function outputEncodings(format: SubtitleFormat): readonly OutputEncoding[] {
  requireString('outputEncodings', 'format', format);
  return format === 'vtt' || format === 'ttml' ? ['utf-8', 'utf-8-bom'] : OUTPUT_ENCODINGS;
}

const BYTE_ORDER_MARK = '\ufeff';
const LEADING_BYTE_ORDER_MARKS = /^\ufeff+/;
const LINE_BREAK = /\r\n|\r|\n/g;

/** A lone surrogate cannot be written in any Unicode encoding: U+FFFD stands for it, as UTF-8 encoders do. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * A subtitle text (what `format` writes) as the bytes of a file: every line break (LF, CRLF or a
 * lone CR) made the chosen one, then encoded. Whether the file starts with a byte order mark is
 * the encoding's choice, not the text's: the U+FEFFs the text starts with are dropped.
 * `decodeSubtitleBytes` reads every result back to the text.
 */
export function encodeSubtitleText(text: string, options?: EncodeOptions): Uint8Array<ArrayBuffer> {
  requireString('encodeSubtitleText', 'text', text);
  const { encoding = 'utf-8', lineEnding = 'lf' } = optionsArgument('encodeSubtitleText', options);
  if (!OUTPUT_ENCODINGS.includes(encoding)) {
    throw argumentError(
      'encodeSubtitleText',
      'options.encoding',
      `one of ${OUTPUT_ENCODINGS.join(', ')}`,
      encoding,
    );
  }
  if (!LINE_ENDINGS.includes(lineEnding)) {
    throw argumentError(
      'encodeSubtitleText',
      'options.lineEnding',
      `one of ${LINE_ENDINGS.join(', ')}`,
      lineEnding,
    );
  }
  const body = text
    .replace(LEADING_BYTE_ORDER_MARKS, '')
    .replace(LINE_BREAK, lineEnding === 'crlf' ? '\r\n' : '\n');
  if (encoding === 'utf-16le')
    return utf16le(BYTE_ORDER_MARK + body.replace(LONE_SURROGATE, '\ufffd'));
  return new TextEncoder().encode(encoding === 'utf-8-bom' ? BYTE_ORDER_MARK + body : body);
}

function utf16le(text: string): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(text.length * 2);
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    bytes[2 * i] = unit & 0xff;
    bytes[2 * i + 1] = unit >> 8;
  }
  return bytes;
}
