import { requireArray } from '../core/arguments.js';
import type { CueTextNode } from './cue-text-types.js';
import { CUE_TEXT_NODES, walkCueText } from './walk-cue-text.js';

/**
 * The text a viewer reads, from a parsed cue text: the texts in order, without tags or
 * timestamps. A ruby's readings go in parentheses after their base text, as the library writes
 * ruby for formats without it ('漢(kan)'); empty readings are left out.
 */
export function cueTextToPlainText(nodes: readonly CueTextNode[]): string {
  requireArray('cueTextToPlainText', 'nodes', nodes, CUE_TEXT_NODES);
  let out = '';
  // Where each open reading's '(' is in `out` (readings can hold ruby with readings of their own).
  const readings: number[] = [];
  walkCueText(nodes, {
    text(node) {
      out += node.text;
    },
    timestamp() {
      // Not text: a timestamp only says when what follows it is spoken.
    },
    enter(node) {
      if (node.type !== 'rt') return;
      readings.push(out.length);
      out += '(';
    },
    exit(node) {
      if (node.type !== 'rt') return;
      const open = readings.pop();
      out = open === out.length - 1 ? out.slice(0, open) : `${out})`;
    },
  });
  return out;
}
