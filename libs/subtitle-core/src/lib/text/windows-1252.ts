/**
 * What Windows-1252 puts at 0x80-0x9F (the WHATWG Encoding table): typographic quotes, dashes,
 * the euro sign. The five bytes it leaves undefined (0x81, 0x8D, 0x8F, 0x90, 0x9D) stand for the
 * code point of the same number, as in WHATWG's decoder. Every other byte below 0x100 is the code
 * point of the same number.
 */
const WINDOWS_1252_HIGH =
  '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f' +
  '\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178';

/** The UTF-16 code of what Windows-1252 means by `code` (0-255). */
export function windows1252CharCode(code: number): number {
  return code >= 0x80 && code <= 0x9f ? WINDOWS_1252_HIGH.charCodeAt(code - 0x80) : code;
}
