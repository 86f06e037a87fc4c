import type {
  CueTextElement,
  CueTextNode,
  CueTextText,
  CueTextTimestamp,
} from './cue-text-types.js';

/** What a walk over a tree calls, node by node in document order. */
export interface CueTextVisitor {
  text(node: CueTextText): void;
  timestamp(node: CueTextTimestamp): void;
  enter(node: CueTextElement): void;
  exit(node: CueTextElement): void;
}

/** What the cue text writers take, for their TypeError. */
export const CUE_TEXT_NODES = 'an array of cue text nodes (from parseCueText)';

interface Frame {
  readonly nodes: readonly unknown[];
  readonly element: CueTextElement | undefined;
  index: number;
}

const ELEMENT_TYPES: ReadonlySet<unknown> = new Set([
  'c',
  'i',
  'b',
  'u',
  'ruby',
  'rt',
  'v',
  'lang',
]);

type Loose = Readonly<Record<string, unknown>>;

function isLoose(value: unknown): value is Loose {
  return typeof value === 'object' && value !== null;
}

function childrenOf(node: Loose): readonly unknown[] {
  return Array.isArray(node.children) ? node.children : [];
}

function isStringArray(value: unknown): value is readonly string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

/**
 * An element of the model as the writers may trust it: the node itself when it is one, else a
 * copy whose classes, voice and language are strings (anything else in them is dropped).
 */
function trustedElement(node: Loose): CueTextElement {
  const { type } = node;
  const classesOk = isStringArray(node.classes);
  const annotationOk =
    type === 'v'
      ? typeof node.voice === 'string'
      : type !== 'lang' || typeof node.language === 'string';
  if (classesOk && annotationOk && Array.isArray(node.children)) {
    return node as unknown as CueTextElement;
  }
  const classes = Array.isArray(node.classes)
    ? node.classes.filter((item): item is string => typeof item === 'string')
    : [];
  const children = childrenOf(node) as CueTextNode[];
  if (type === 'v') {
    const voice = typeof node.voice === 'string' ? node.voice : '';
    return { type, classes, voice, children };
  }
  if (type === 'lang') {
    const language = typeof node.language === 'string' ? node.language : '';
    return { type, classes, language, children };
  }
  return { type: type as CueTextElement['type'], classes, children } as CueTextElement;
}

function isTime(ms: unknown): ms is number {
  return typeof ms === 'number' && Number.isSafeInteger(ms) && ms >= 0;
}

/**
 * Visits every node of a tree with a stack of its own rather than recursion: a cue of 100,000
 * unclosed '<i>' is a tree that deep, and must not overflow the call stack.
 *
 * Trees come from storage and JSON as often as from parseCueText, so the visitor only ever sees
 * the model's nodes: a text with a string, a timestamp with a time, the eight elements with
 * string classes, voice and language. Anything else is dropped, an unknown element's children
 * walked in its place (their text is escaped like any text), so no writer can be made to write
 * a name or attribute that the model does not have.
 */
export function walkCueText(nodes: readonly CueTextNode[], visitor: CueTextVisitor): void {
  const stack: Frame[] = [{ nodes, element: undefined, index: 0 }];
  for (let frame = stack[0]; frame !== undefined; frame = stack[stack.length - 1]) {
    if (frame.index >= frame.nodes.length) {
      stack.pop();
      if (frame.element !== undefined) visitor.exit(frame.element);
      continue;
    }
    const node: unknown = frame.nodes[frame.index++];
    if (!isLoose(node)) continue;
    if (node.type === 'text') {
      if (typeof node.text === 'string') visitor.text(node as unknown as CueTextText);
    } else if (node.type === 'timestamp') {
      if (isTime(node.ms)) visitor.timestamp(node as unknown as CueTextTimestamp);
    } else if (ELEMENT_TYPES.has(node.type)) {
      const element = trustedElement(node);
      visitor.enter(element);
      stack.push({ nodes: element.children, element, index: 0 });
    } else {
      stack.push({ nodes: childrenOf(node), element: undefined, index: 0 });
    }
  }
}
