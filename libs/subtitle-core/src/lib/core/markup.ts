/** An inline tag of cue text. Excluding '<' inside keeps matching linear on '<<<<...'. */
export const TAG_PATTERN = /<[^<>\n]*>/g;
/** A character reference stripTags decodes. */
export const ENTITY_PATTERN = /&(amp|lt|gt|nbsp|lrm|rlm|quot|apos|#\d+|#x[0-9a-f]+);/gi;

/** The named character references cue text may use, and what they stand for. */
export const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  nbsp: '\u00A0',
  lrm: '\u200E',
  rlm: '\u200F',
  quot: '"',
  apos: "'",
};

function decodeEntity(whole: string, name: string): string {
  const lower = name.toLowerCase();
  if (lower.startsWith('#')) {
    const codePoint = lower.startsWith('#x')
      ? parseInt(lower.slice(2), 16)
      : parseInt(lower.slice(1), 10);
    // A reference past U+10FFFF (or a lone surrogate) is shown as written, not decoded.
    const valid = codePoint <= 0x10ffff && (codePoint < 0xd800 || codePoint > 0xdfff);
    return valid ? String.fromCodePoint(codePoint) : whole;
  }
  return NAMED_ENTITIES[lower] ?? whole;
}

/** The text a viewer reads: tags removed, character references decoded. */
export function stripTags(text: string): string {
  if (!text.includes('<') && !text.includes('&')) return text;
  return text.replace(TAG_PATTERN, '').replace(ENTITY_PATTERN, decodeEntity);
}

/** Escapes the characters WebVTT cue text reserves. */
export function escapeCueText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
