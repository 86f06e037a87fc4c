import { argumentError } from '../core/arguments.js';
import { utf16WithoutBom } from './utf16-without-bom.js';
import { windows1252CharCode } from './windows-1252.js';

/** The encodings subtitle files come in, as decodeSubtitleBytes tells them apart. */
export type SubtitleEncoding = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252';

export interface DecodedSubtitle {
  /** The file's text, without its byte order mark. */
  text: string;
  encoding: SubtitleEncoding;
}

const BOM = 0xfeff;

/** Characters decoded per String.fromCharCode call: well under engines' argument limits. */
const DECODE_CHUNK = 8192;

/**
 * Windows-1252 bytes as text (see windows1252CharCode). Decoded here rather than with
 * TextDecoder('windows-1252'), which Node before 22 reads as Latin-1 in 0x80-0x9F, turning curly
 * quotes into invisible control characters.
 */
export function decodeWindows1252(bytes: Uint8Array): string {
  const parts: string[] = [];
  const codes = new Array<number>(Math.min(bytes.length, DECODE_CHUNK));
  for (let start = 0; start < bytes.length; start += DECODE_CHUNK) {
    const end = Math.min(bytes.length, start + DECODE_CHUNK);
    codes.length = end - start;
    for (let i = start; i < end; i++) {
      const byte = bytes[i] as number;
      codes[i - start] = windows1252CharCode(byte);
    }
    parts.push(String.fromCharCode(...codes));
  }
  return parts.join('');
}

/**
 * Subtitle files come in UTF-8 (with or without BOM) and, from Windows tools, UTF-16 (LE or BE,
 * with a BOM or without one) or Windows-1252. The library's parsers take strings: this turns a
 * file's bytes into one, the same way in the CLI and in a browser. UTF-16 without a BOM is told
 * by its pattern of 0 bytes beside ASCII characters in the file's first 8 KB, and only when the
 * whole decodes as UTF-16: binary data (an image, a video) is never read as UTF-16 text, but
 * goes on to UTF-8 or Windows-1252 as before. Takes a Uint8Array (a Node Buffer is one) or the
 * ArrayBuffer of `await file.arrayBuffer()`; anything else is a TypeError.
 */
export function decodeSubtitleBytes(input: Uint8Array | ArrayBuffer): DecodedSubtitle {
  const bytes = input instanceof ArrayBuffer ? new Uint8Array(input) : input;
  if (!(bytes instanceof Uint8Array)) {
    throw argumentError('decodeSubtitleBytes', 'bytes', 'a Uint8Array or an ArrayBuffer', input);
  }
  const { text, encoding } = decodeWithBom(bytes);
  return { text: withoutByteOrderMark(text), encoding };
}

/**
 * The text without the byte order mark that says its encoding. A text that has more than one
 * (a tool added one to a file that had one) keeps them all, so that parse() finds and reports
 * them as it does in the same file read as text.
 */
function withoutByteOrderMark(text: string): string {
  if (text.charCodeAt(0) !== BOM || text.charCodeAt(1) === BOM) return text;
  return text.slice(1);
}

/** The bytes decoded, byte order marks kept as U+FEFF. */
function decodeWithBom(bytes: Uint8Array): DecodedSubtitle {
  const keepBom = { ignoreBOM: true };
  if (bytes[0] === 0xff && bytes[1] === 0xfe)
    return { text: new TextDecoder('utf-16le', keepBom).decode(bytes), encoding: 'utf-16le' };
  if (bytes[0] === 0xfe && bytes[1] === 0xff)
    return { text: new TextDecoder('utf-16be', keepBom).decode(bytes), encoding: 'utf-16be' };
  // A UTF-8 byte order mark settles it (as WHATWG's BOM sniffing does): a stray bad byte
  // further on becomes U+FFFD rather than turning the whole file into Windows-1252.
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf)
    return { text: new TextDecoder('utf-8', keepBom).decode(bytes), encoding: 'utf-8' };
  // Before UTF-8, which UTF-16 of ASCII characters would pass with a NUL after each.
  const utf16 = utf16WithoutBom(bytes);
  if (utf16 !== undefined) return utf16;
  try {
    return {
      text: new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes),
      encoding: 'utf-8',
    };
  } catch {
    // Not UTF-8: older SRT files are most often Windows-1252.
    return { text: decodeWindows1252(bytes), encoding: 'windows-1252' };
  }
}
