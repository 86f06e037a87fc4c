import { requireString } from './arguments.js';
import { decodeCharacterReferences } from './character-references.js';

/** An inline tag of cue text. Excluding '<' inside keeps matching linear on '<<<<...'. */
export const TAG_PATTERN = /<[^<>\n]*>/g;

/** The text a viewer reads: tags removed, character references decoded (see character-references.ts). */
export function stripTags(text: string): string {
  requireString('stripTags', 'text', text);
  if (!text.includes('<') && !text.includes('&')) return text;
  return decodeCharacterReferences(text.replace(TAG_PATTERN, ''));
}

/** Escapes the characters WebVTT cue text reserves. */
export function escapeCueText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
