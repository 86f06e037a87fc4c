/** Marks drawn on the character before them and invisible format characters (ZWJ, ZWSP, LRM...). */
const ZERO_WIDTH = /^[\p{M}\p{Cf}]$/u;

/**
 * How many characters a viewer sees in a text, the unit of line lengths and reading speeds:
 * one per code point, so an emoji or a rare Han character outside the BMP is one, not two;
 * nothing for combining marks (the accent of a decomposed é, Thai vowel and tone marks,
 * Devanagari vowel signs), for invisible format characters, or for line breaks.
 * Spaces and punctuation count, as in the Netflix and BBC guidelines.
 */
export function textLength(text: string): number {
  let count = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x300) {
      if (code !== 10 && code !== 13 && code !== 0xad) count++;
    } else if ((code >= 0x3400 && code <= 0x9fff) || (code >= 0xac00 && code <= 0xd7a3)) {
      count++;
    } else if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length) {
      const low = text.charCodeAt(i + 1);
      if (low >= 0xdc00 && low <= 0xdfff) {
        const point = ((code - 0xd800) << 10) + (low - 0xdc00) + 0x10000;
        i++;
        if (!ZERO_WIDTH.test(String.fromCodePoint(point))) count++;
        continue;
      }
      count++;
    } else if (!ZERO_WIDTH.test(text[i] ?? '')) {
      count++;
    }
  }
  return count;
}
