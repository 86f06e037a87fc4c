import type { DecodedSubtitle } from './decode-subtitle-bytes.js';

/** Code units looked at: a few pages of a file show its pattern as well as the whole would. */
export const SAMPLE_UNITS = 4096;

/** Fewest text characters that tell UTF-16 apart, so that a few stray bytes prove nothing. */
const MIN_TEXT_UNITS = 8;

/** Whether a byte beside a 0 byte is a character of text: printable, tab, LF, FF or CR. */
function isTextByte(byte: number): boolean {
  return byte >= 0x20 || byte === 0x09 || byte === 0x0a || byte === 0x0c || byte === 0x0d;
}

/**
 * Whether bytes without a byte order mark look like UTF-16, and which byte order, from their
 * first code units (the first 8 KB). A subtitle file is largely ASCII (times, numbers, markup),
 * and an ASCII or Latin-1 character in UTF-16 is its byte beside a 0 byte: after it in UTF-16LE,
 * before it in UTF-16BE. UTF-8 and Windows-1252 text hold no 0 byte at all. Binary data (an
 * image, a video, audio samples) has 0 bytes too, but not in that pattern: 0 beside 0, 0 beside
 * control bytes, or 0 bytes on both sides. So the bytes look like UTF-16 when, in their first
 * code units, a quarter or more are text characters with the 0 byte on one side, those on the
 * other side are rare (CJK characters such as U+4E00 have a 0 low byte), and hardly any look
 * like binary.
 */
export function utf16Pattern(bytes: Uint8Array): 'utf-16le' | 'utf-16be' | undefined {
  const units = Math.min(bytes.length >> 1, SAMPLE_UNITS);
  let littleEndian = 0;
  let bigEndian = 0;
  let binaryLike = 0;
  for (let unit = 0; unit < units; unit++) {
    const first = bytes[2 * unit] as number;
    const second = bytes[2 * unit + 1] as number;
    if (first !== 0 && second !== 0) continue;
    if (second === 0 && isTextByte(first)) littleEndian++;
    else if (first === 0 && isTextByte(second)) bigEndian++;
    else binaryLike++;
  }
  const text = Math.max(littleEndian, bigEndian);
  const otherSide = Math.min(littleEndian, bigEndian);
  if (text < MIN_TEXT_UNITS || text * 4 < units || otherSide * 8 > text || binaryLike * 100 > units)
    return undefined;
  return littleEndian >= bigEndian ? 'utf-16le' : 'utf-16be';
}

/**
 * UTF-16 bytes that have no byte order mark decoded, or undefined when they do not read as
 * UTF-16 text: their first 8 KB do not show its pattern (utf16Pattern), or the whole does not
 * decode without a lone surrogate or an odd byte left over.
 */
export function utf16WithoutBom(bytes: Uint8Array): DecodedSubtitle | undefined {
  const encoding = utf16Pattern(bytes);
  if (encoding === undefined) return undefined;
  try {
    return {
      text: new TextDecoder(encoding, { fatal: true, ignoreBOM: true }).decode(bytes),
      encoding,
    };
  } catch {
    return undefined;
  }
}
