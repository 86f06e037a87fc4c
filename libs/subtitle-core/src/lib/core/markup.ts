import { decodeCharacterReferences } from './character-references.js';

/** An inline tag of cue text. Excluding '<' inside keeps matching linear on '<<<<...'. */
export const TAG_PATTERN = /<[^<>\n]*>/g;

/**
 * Cue text with its tags removed and its character references decoded (see
 * character-references.ts); ruby readings stay inline. What a viewer reads is toPlainText.
 */
export function removeTags(text: string): string {
  if (!text.includes('<') && !text.includes('&')) return text;
  return decodeCharacterReferences(text.replace(TAG_PATTERN, ''));
}

/** Escapes the characters WebVTT cue text reserves. */
export function escapeCueText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
