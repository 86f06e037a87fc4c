import { isAsciiDigit } from '../text/ascii-digit.js';

const DOT = 46;
const PERCENT = 37;
const MINUS = 45;

/** True for the ASCII whitespace that WebVTT splits settings on: tab, LF, FF, CR, space. */
export function isVttWhitespace(code: number): boolean {
  return code === 32 || code === 9 || code === 10 || code === 12 || code === 13;
}

/**
 * "Parse a percentage string": digits, optionally '.' and more digits, then '%', in 0..100.
 * Returns the number, or -1 when the text is not such a percentage.
 */
export function parseVttPercentage(text: string): number {
  const length = text.length;
  if (length < 2 || text.charCodeAt(length - 1) !== PERCENT) return -1;
  let pos = 0;
  while (pos < length - 1 && isAsciiDigit(text.charCodeAt(pos))) pos++;
  if (pos === 0) return -1;
  if (pos < length - 1) {
    if (text.charCodeAt(pos) !== DOT) return -1;
    pos++;
    const fractionStart = pos;
    while (pos < length - 1 && isAsciiDigit(text.charCodeAt(pos))) pos++;
    if (pos === fractionStart || pos !== length - 1) return -1;
  }
  const value = Number(text.slice(0, length - 1));
  return value >= 0 && value <= 100 ? value : -1;
}

/**
 * The number of a `line:` setting without '%': an optional leading '-', digits and at most one
 * '.' with a digit on both sides. Returns null when the text is not such a number.
 */
export function parseVttLineNumber(text: string): number | null {
  const length = text.length;
  let pos = text.charCodeAt(0) === MINUS ? 1 : 0;
  let dot = -1;
  let digits = 0;
  for (; pos < length; pos++) {
    const code = text.charCodeAt(pos);
    if (isAsciiDigit(code)) {
      digits++;
    } else if (code === DOT && dot < 0) {
      dot = pos;
    } else {
      return null;
    }
  }
  if (digits === 0) return null;
  if (
    dot >= 0 &&
    !(isAsciiDigit(text.charCodeAt(dot - 1)) && isAsciiDigit(text.charCodeAt(dot + 1)))
  ) {
    return null;
  }
  const value = Number(text);
  if (!Number.isFinite(value)) return null;
  // The HTML rules for floating-point numbers have no negative zero.
  return value === 0 ? 0 : value;
}

/**
 * Writes a number so that the parsers above read it back: plain decimal notation, never
 * exponent notation (String(1e-7) is '1e-7', which is no valid WebVTT number).
 */
export function formatVttNumber(value: number): string {
  const text = String(value === 0 ? 0 : value);
  if (!text.includes('e')) return text;
  if (Number.isInteger(value)) return BigInt(value).toString();
  return value.toFixed(20).replace(/\.?0+$/, '');
}

/** A percentage written so that parseVttPercentage reads it back: clamped to 0..100, 0 when not finite. */
export function formatVttPercentage(value: number): string {
  return `${formatVttNumber(Number.isFinite(value) ? Math.min(100, Math.max(0, value)) : 0)}%`;
}
