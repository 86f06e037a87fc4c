import { requireString } from './arguments.js';
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

/**
 * Plain text made safe as cue text: `&`, `<` and `>` written `&amp;`, `&lt;` and `&gt;`, every
 * other character (line breaks, control characters, lone surrogates) left as it is. Cue text is
 * markup in every format the library writes (`<` starts a tag, `&` a character reference), so a
 * text from a person or a program (a transcript's words, a speaker's name, a translation) put in
 * `cue.text` unescaped could show `a <b> tag` in bold or `&copy;` as `©`. Escaped, it shows as
 * written: `stripTags(escapeCueText(text)) === text` for any string. The result is also safe as
 * the text of an HTML element (not of an attribute: quotes are left as they are).
 */
export function escapeCueText(text: string): string {
  requireString('escapeCueText', 'text', text);
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
