import { argumentError, optionsArgument, requireArray } from '../core/arguments.js';
import { formatTimestamp } from '../time/timestamp.js';
import type { CueTextElement, CueTextNode } from './cue-text-types.js';
import { timedNodes, type TimedNodes } from './timed-nodes.js';
import { CUE_TEXT_NODES, walkCueText } from './walk-cue-text.js';

/** How an element of the tree is written in HTML: its tag and attributes, in order. */
export interface HtmlElement {
  readonly tag: string;
  readonly attributes: readonly (readonly [name: string, value: string])[];
}

/**
 * The HTML element for a node, by the WebVTT cue text DOM construction rules
 * (https://www.w3.org/TR/webvtt1/#webvtt-cue-text-dom-construction-rules): c, v and lang become
 * span (a voice with its name as title, a lang span with its lang), the others keep their name;
 * classes go to the class attribute.
 */
export function htmlElementFor(node: CueTextElement): HtmlElement {
  const attributes: [string, string][] = [];
  if (node.classes.length > 0) attributes.push(['class', node.classes.join(' ')]);
  switch (node.type) {
    case 'c':
      return { tag: 'span', attributes };
    case 'v':
      attributes.push(['title', node.voice]);
      return { tag: 'span', attributes };
    case 'lang':
      attributes.push(['lang', node.language]);
      return { tag: 'span', attributes };
    default:
      return { tag: node.type, attributes };
  }
}

/** What a timestamp node's processing instruction holds in the DOM: '00:00:01.500'. */
export function timestampText(ms: number): string {
  return formatTimestamp(ms, 'vtt');
}

const HTML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

export interface CueTextHtmlOptions {
  /**
   * 'keep' (the default) leaves line breaks as '\n' in the text, as the DOM construction rules
   * do (show them with `white-space: pre-line`); 'br' writes each as `<br>`.
   */
  readonly lineBreaks?: 'keep' | 'br';
  /**
   * The playback time in ms, for karaoke: each node before a timestamp earlier than it is marked
   * `data-past`, each node after a timestamp later than it `data-future`, as the WebVTT :past and
   * :future pseudo-classes match them (an element gets the attribute, a text is wrapped in a
   * `<span>` that has it). Write the cue again when the time passes one of its timestamps.
   */
  readonly time?: number;
}

/** ' data-past' and/or ' data-future' for the node of that visit order, '' without a time. */
function timeAttributes(timed: TimedNodes | undefined, order: number): string {
  if (timed === undefined) return '';
  return (timed.past(order) ? ' data-past' : '') + (timed.future(order) ? ' data-future' : '');
}

/**
 * Safe HTML for a caption overlay, from a parsed cue text: the elements the WebVTT DOM
 * construction rules give (i, b, u, ruby, rt, and span for c, v and lang), with their class,
 * title (voice) and lang attributes. Text and attribute values are escaped, and no other element
 * or attribute is written, so nothing in the cue can run script or load anything. That holds for
 * any tree, from JSON or storage too: nodes that are not the model's are dropped, an unknown
 * element's children written in its place. A timestamp,
 * a processing instruction in the DOM, is an empty `<span data-timestamp="00:00:01.500">`; with
 * `options.time`, the nodes before and after the timestamps are marked as past or future.
 */
export function cueTextToHtml(nodes: readonly CueTextNode[], options?: CueTextHtmlOptions): string {
  requireArray('cueTextToHtml', 'nodes', nodes, CUE_TEXT_NODES);
  const { lineBreaks, time } = optionsArgument('cueTextToHtml', options);
  if (time !== undefined && typeof time !== 'number') {
    throw argumentError('cueTextToHtml', 'options.time', 'a number of milliseconds', time);
  }
  const breaks = lineBreaks === 'br';
  const timed = time === undefined ? undefined : timedNodes(nodes, time);
  // Each node's place in the walk, which is how timedNodes numbers them.
  let order = 0;
  let out = '';
  walkCueText(nodes, {
    text(node) {
      const escaped = escapeHtml(node.text);
      const text = breaks ? escaped.replaceAll('\n', '<br>') : escaped;
      const marks = timeAttributes(timed, order++);
      out += marks === '' ? text : `<span${marks}>${text}</span>`;
    },
    timestamp(node) {
      order++;
      out += `<span data-timestamp="${timestampText(node.ms)}"></span>`;
    },
    enter(node) {
      const { tag, attributes } = htmlElementFor(node);
      out += `<${tag}`;
      for (const [name, value] of attributes) out += ` ${name}="${escapeHtml(value)}"`;
      out += `${timeAttributes(timed, order++)}>`;
    },
    exit(node) {
      out += `</${htmlElementFor(node).tag}>`;
    },
  });
  return out;
}
