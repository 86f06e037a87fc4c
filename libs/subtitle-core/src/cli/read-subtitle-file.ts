import { readFile } from 'node:fs/promises';

/**
 * Windows-1252 bytes 0x80-0x9F (the WHATWG Encoding table): typographic quotes, dashes, the euro
 * sign. Every other byte is the code point of the same number. Decoded here rather than with
 * TextDecoder('windows-1252'), which Node before 22 reads as Latin-1 in this range, turning
 * curly quotes into invisible control characters.
 */
const WINDOWS_1252_HIGH =
  '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f' +
  '\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178';

/** Characters decoded per String.fromCharCode call: well under engines' argument limits. */
const DECODE_CHUNK = 8192;

export function decodeWindows1252(bytes: Uint8Array): string {
  const parts: string[] = [];
  const codes = new Array<number>(Math.min(bytes.length, DECODE_CHUNK));
  for (let start = 0; start < bytes.length; start += DECODE_CHUNK) {
    const end = Math.min(bytes.length, start + DECODE_CHUNK);
    codes.length = end - start;
    for (let i = start; i < end; i++) {
      const byte = bytes[i] as number;
      codes[i - start] =
        byte >= 0x80 && byte <= 0x9f ? WINDOWS_1252_HIGH.charCodeAt(byte - 0x80) : byte;
    }
    parts.push(String.fromCharCode(...codes));
  }
  return parts.join('');
}

/**
 * Subtitle files come in UTF-8 (with or without BOM) and, from Windows tools, UTF-16 with a BOM
 * or Windows-1252. The library takes strings, so the CLI decodes here.
 */
export function decodeSubtitleBytes(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    // Not UTF-8: older SRT files are most often Windows-1252.
    return decodeWindows1252(bytes);
  }
}

export async function readSubtitleFile(path: string): Promise<string> {
  return decodeSubtitleBytes(await readFile(path));
}
