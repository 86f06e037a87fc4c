import { removeTags } from './markup.js';
import { rubyAsText } from './ruby.js';

/**
 * The text a viewer reads, as the plain formats write it (TXT, LRC, CSV, and the others with
 * options.plainText) and stripTags gives it: ruby readings in parentheses after their base (see
 * rubyAsText), then markup removed and character references decoded. The one rule for all.
 */
export function toPlainText(text: string): string {
  return removeTags(rubyAsText(text));
}
