import { requireString } from '../core/arguments.js';
import { toPlainText } from '../core/plain-cue-text.js';
import { withPortableReferences } from './portable-references.js';

/**
 * The text a viewer reads from cue text: markup removed, ruby readings in parentheses after their
 * base ('<ruby>漢<rt>kan</rt></ruby>' is '漢(kan)'), character references decoded with HTML's
 * whole table ('&copy;', '&AMP;', '&#65'), as a browser reads WebVTT. The same text the plain
 * formats write for a parsed cue.
 */
export function stripTags(text: string): string {
  requireString('stripTags', 'text', text);
  return toPlainText(withPortableReferences(text));
}
