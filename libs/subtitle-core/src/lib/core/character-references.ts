import { isAsciiDigit } from '../text/ascii-digit.js';
import { windows1252CharCode } from '../text/windows-1252.js';

/**
 * The named character references cue text may use, and what they stand for: the ones WebVTT
 * writers use (https://www.w3.org/TR/webvtt1/#webvtt-cue-text-span) and the two quotes HTML
 * writers add. Names are case-sensitive, as in HTML: '&Amp;' is text.
 */
const NAMED_REFERENCES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  nbsp: '\u00A0',
  lrm: '\u200E',
  rlm: '\u200F',
  quot: '"',
  apos: "'",
};

/**
 * Every character reference the library decodes, whole ('&amp;', '&#65;', '&#x41;'). The
 * semicolon is required: text such as 'AT&T' or '&#65 ' stays as written.
 */
export const CHARACTER_REFERENCE = new RegExp(
  `&(?:${Object.keys(NAMED_REFERENCES).join('|')}|#[0-9]+|#[xX][0-9a-fA-F]+);`,
  'g',
);

/** Longest named reference, for scanners that look for the ';' (see referenceLength). */
const LONGEST_NAME = Math.max(...Object.keys(NAMED_REFERENCES).map((name) => name.length));

const REPLACEMENT_CHARACTER = '\uFFFD';
const HASH = 35;
const SEMICOLON = 59;

function isHexDigit(code: number): boolean {
  const lower = code | 0x20;
  return isAsciiDigit(code) || (lower >= 97 && lower <= 102);
}

/**
 * The character a numeric reference stands for, by the HTML rules WebVTT uses
 * (https://html.spec.whatwg.org/multipage/parsing.html#numeric-character-reference-end-state):
 * NUL, surrogates and numbers past U+10FFFF give U+FFFD, and 0x80-0x9F are read as the
 * Windows-1252 characters that old pages meant by them (128 is the euro sign).
 */
export function numericReferenceChar(codePoint: number): string {
  if (codePoint === 0 || codePoint > 0x10ffff || (codePoint >= 0xd800 && codePoint <= 0xdfff))
    return REPLACEMENT_CHARACTER;
  if (codePoint >= 0x80 && codePoint <= 0x9f)
    return String.fromCharCode(windows1252CharCode(codePoint));
  return String.fromCodePoint(codePoint);
}

/**
 * What the reference `reference` (a whole match of CHARACTER_REFERENCE, '&' to ';') stands for.
 */
export function decodeCharacterReference(reference: string): string {
  if (reference.charCodeAt(1) !== HASH) {
    const name = reference.slice(1, -1);
    return Object.hasOwn(NAMED_REFERENCES, name)
      ? (NAMED_REFERENCES[name] ?? reference)
      : reference;
  }
  const hex = (reference.charCodeAt(2) | 0x20) === 120; // 'x' or 'X'
  const digits = reference.slice(hex ? 3 : 2, -1);
  // Very long numbers come out as huge or infinite floats: past U+10FFFF all the same.
  return numericReferenceChar(parseInt(digits, hex ? 16 : 10));
}

/** Character references decoded, everything else left as it is. */
export function decodeCharacterReferences(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(CHARACTER_REFERENCE, decodeCharacterReference);
}

/**
 * The length of the character reference at text[at] (a '&'), '&' and ';' included, or 0 when
 * no reference the library decodes starts there. A scan, for loops that meet every '&'.
 */
export function referenceLength(text: string, at: number): number {
  let i = at + 1;
  if (text.charCodeAt(i) !== HASH) {
    // Only as far as the longest name: a text of many '&' and no ';' stays a linear scan.
    const length = text.slice(i, i + LONGEST_NAME + 1).indexOf(';');
    if (length < 0) return 0;
    return Object.hasOwn(NAMED_REFERENCES, text.slice(i, i + length)) ? length + 2 : 0;
  }
  i++;
  const hex = (text.charCodeAt(i) | 0x20) === 120;
  if (hex) i++;
  const digitsStart = i;
  while (
    i < text.length &&
    (hex ? isHexDigit(text.charCodeAt(i)) : isAsciiDigit(text.charCodeAt(i)))
  )
    i++;
  return i > digitsStart && text.charCodeAt(i) === SEMICOLON ? i + 1 - at : 0;
}

/**
 * Text whose every '&' that starts no reference of the short list above is written '&amp;', so
 * that HTML's rules, which know more names and numbers without ';' ('&copy', '&#0'), read it
 * as this library does: the cue text of a format whose text is not WebVTT's.
 */
export function escapeStrayAmpersands(text: string): string {
  let amp = text.indexOf('&');
  if (amp < 0) return text;
  let out = '';
  let from = 0;
  while (amp >= 0) {
    const length = referenceLength(text, amp);
    if (length === 0) {
      out += `${text.slice(from, amp)}&amp;`;
      from = amp + 1;
    }
    amp = text.indexOf('&', amp + Math.max(length, 1));
  }
  return out + text.slice(from);
}
