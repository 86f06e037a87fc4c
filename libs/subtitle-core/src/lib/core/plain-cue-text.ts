import { stripTags } from './markup.js';
import { rubyAsText } from './ruby.js';

/**
 * Cue text as the plain formats write it (TXT, LRC, CSV, and the others with
 * options.plainText): ruby readings in parentheses after their base (see rubyAsText), then
 * markup removed and character references decoded.
 */
export function toPlainText(text: string): string {
  return stripTags(rubyAsText(text));
}
