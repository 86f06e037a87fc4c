import { requireArray } from '../core/arguments.js';
import { escapeCueText } from '../core/markup.js';
import { timestampText } from './cue-text-html.js';
import type { CueTextElement, CueTextNode } from './cue-text-types.js';
import { CUE_TEXT_NODES, walkCueText } from './walk-cue-text.js';

/** What a class name cannot hold in WebVTT: it would end the class or the tag. */
const NOT_IN_CLASS = /[\t\n\f .>]/;

function startTag(node: CueTextElement): string {
  let tag = `<${node.type}`;
  for (const name of node.classes) if (name !== '' && !NOT_IN_CLASS.test(name)) tag += `.${name}`;
  const annotation =
    node.type === 'v' ? node.voice : node.type === 'lang' ? node.language : undefined;
  if (annotation) tag += ` ${escapeCueText(annotation)}`;
  return `${tag}>`;
}

/**
 * WebVTT cue text for a tree: text escaped ('&', '<', '>'), every span closed, timestamps as
 * '<00:00:01.500>'. Reading it back with parseCueText gives the same tree. Class names that
 * WebVTT cannot hold (with whitespace, '.' or '>') are left out.
 */
export function cueTextToVtt(nodes: readonly CueTextNode[]): string {
  requireArray('cueTextToVtt', 'nodes', nodes, CUE_TEXT_NODES);
  let out = '';
  walkCueText(nodes, {
    text(node) {
      out += escapeCueText(node.text);
    },
    timestamp(node) {
      out += `<${timestampText(node.ms)}>`;
    },
    enter(node) {
      out += startTag(node);
    },
    exit(node) {
      out += `</${node.type}>`;
    },
  });
  return out;
}
