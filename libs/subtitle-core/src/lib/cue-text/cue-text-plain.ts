import type { CueTextNode } from './cue-text-types.js';

/**
 * The text a viewer reads, from a parsed cue text: the texts in order, without tags or
 * timestamps. A ruby's readings go in parentheses after their base text, as the library writes
 * ruby for formats without it ('漢(kan)'); empty readings are left out.
 */
export function cueTextToPlainText(nodes: readonly CueTextNode[]): string {
  let out = '';
  for (const node of nodes) {
    if (node.type === 'text') {
      out += node.text;
    } else if (node.type === 'rt') {
      const reading = cueTextToPlainText(node.children);
      if (reading !== '') out += `(${reading})`;
    } else if (node.type !== 'timestamp') {
      out += cueTextToPlainText(node.children);
    }
  }
  return out;
}
