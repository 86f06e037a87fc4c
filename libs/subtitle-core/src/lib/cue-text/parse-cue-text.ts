import { requireString } from '../core/arguments.js';
import { collectVttTimestamp } from '../vtt/vtt-timestamp.js';
import { consumeCharacterReference } from './html-character-references.js';
import type { CueTextElement, CueTextNode, CueTextSpanType } from './cue-text-types.js';

const TAB = 9;
const LINE_FEED = 10;
const FORM_FEED = 12;
const SPACE = 32;
const DOT = 46;
const SLASH = 47;
const LESS_THAN = 60;
const GREATER_THAN = 62;

/** Where a start tag's name or a class ends, by the tokenizer's states. */
function endsNameOrClass(code: number): boolean {
  return (
    code === TAB ||
    code === LINE_FEED ||
    code === FORM_FEED ||
    code === SPACE ||
    code === DOT ||
    code === GREATER_THAN
  );
}

type TagName = CueTextSpanType | 'v' | 'lang';

/**
 * The tag name the rules know in input[from, to), or undefined: a look at its length and
 * letters rather than a slice, as cue text is mostly tags and short texts.
 */
function knownTagName(input: string, from: number, to: number): TagName | undefined {
  switch (to - from) {
    case 1:
      switch (input.charCodeAt(from)) {
        case 99:
          return 'c';
        case 105:
          return 'i';
        case 98:
          return 'b';
        case 117:
          return 'u';
        case 118:
          return 'v';
        default:
          return undefined;
      }
    case 2:
      return input.startsWith('rt', from) ? 'rt' : undefined;
    case 4:
      if (input.startsWith('ruby', from)) return 'ruby';
      return input.startsWith('lang', from) ? 'lang' : undefined;
    default:
      return undefined;
  }
}

const NO_CLASSES: readonly string[] = Object.freeze([]);

/** Read position for collectVttTimestamp, shared: parsing never runs inside itself. */
const timestampCursor = { pos: 0 };

/** ASCII whitespace other than a single space: what an annotation has to have collapsed. */
const UNCOLLAPSED_WHITESPACE = /[\t\n\f\r]| {2}/;
const ASCII_WHITESPACE_RUN = /[\t\n\f\r ]+/g;

/** The tree being built: the elements still open, and the array the next node goes into. */
interface TreeState {
  readonly input: string;
  readonly root: CueTextNode[];
  readonly openTypes: string[];
  readonly openChildren: CueTextNode[][];
  children: CueTextNode[];
}

/**
 * Reads cue text into a tree by the WebVTT cue text parsing rules
 * (https://www.w3.org/TR/webvtt1/#cue-text-parsing-rules): tags the rules do not know, end tags
 * that do not close the current span and timestamps that are not valid are dropped; spans left
 * open end with the text. Character references are decoded by HTML's rules, with its whole
 * table of names. NUL characters become U+FFFD, as the WebVTT file parser makes them.
 * Never throws for any text; a TypeError for an argument that is not a string.
 */
export function parseCueText(text: string): CueTextNode[] {
  requireString('parseCueText', 'text', text);
  const input = text.includes('\0') ? text.replaceAll('\0', '\uFFFD') : text;
  const root: CueTextNode[] = [];
  const state: TreeState = { input, root, openTypes: [], openChildren: [], children: root };
  const end = input.length;
  let pos = 0;
  while (pos < end) {
    if (input.charCodeAt(pos) === LESS_THAN) {
      pos = readTag(state, pos + 1);
    } else {
      // Text up to the next '<' is one text node, as the rules make one per string token (the
      // texts on either side of a dropped tag stay two nodes, as in the DOM).
      let lt = input.indexOf('<', pos);
      if (lt < 0) lt = end;
      state.children.push({ type: 'text', text: decodeText(input, pos, lt) });
      pos = lt;
    }
  }
  return root;
}

/** input[from, to) with its character references decoded. */
function decodeText(input: string, from: number, to: number): string {
  let amp = input.indexOf('&', from);
  if (amp < 0 || amp >= to) return input.slice(from, to);
  let text = '';
  let runStart = from;
  while (amp >= 0 && amp < to) {
    const reference = consumeCharacterReference(input, amp, to);
    if (reference === undefined) {
      amp = input.indexOf('&', amp + 1);
    } else {
      text += input.slice(runStart, amp) + reference.characters;
      runStart = reference.end;
      amp = input.indexOf('&', runStart);
    }
  }
  return text + input.slice(runStart, to);
}

/** The '>' that ends the tag going on at `from`, or the end of the input. */
function tagEnd(input: string, from: number): number {
  const close = input.indexOf('>', from);
  return close < 0 ? input.length : close;
}

/** A tag from just after its '<': returns where the text goes on (after '>' or at the end). */
function readTag(state: TreeState, from: number): number {
  const { input } = state;
  const end = input.length;
  const first = from < end ? input.charCodeAt(from) : -1;
  if (first === SLASH) {
    const close = tagEnd(input, from + 1);
    endTag(state, knownTagName(input, from + 1, close));
    return close < end ? close + 1 : end;
  }
  if (first >= 48 && first <= 57) {
    const close = tagEnd(input, from);
    timestampCursor.pos = from;
    const ms = collectVttTimestamp(input, timestampCursor, close);
    if (ms >= 0 && timestampCursor.pos === close) state.children.push({ type: 'timestamp', ms });
    return close < end ? close + 1 : end;
  }
  // A start tag; with no name ('<>', '< x>', '<.x>') it is dropped whole.
  let pos = from;
  while (pos < end && !endsNameOrClass(input.charCodeAt(pos))) pos++;
  const name = knownTagName(input, from, pos);
  let classes: string[] | undefined;
  while (pos < end && input.charCodeAt(pos) === DOT) {
    const classStart = ++pos;
    while (pos < end && !endsNameOrClass(input.charCodeAt(pos))) pos++;
    if (pos > classStart) (classes ??= []).push(input.slice(classStart, pos));
  }
  let annotation = '';
  if (pos < end && input.charCodeAt(pos) !== GREATER_THAN) {
    const close = tagEnd(input, pos);
    // Only v and lang keep their annotation; references in it are decoded, and a decoded '>'
    // does not end the tag (none can reach past the '>' found: names are letters and digits).
    if (name === 'v' || name === 'lang') {
      annotation = collapseWhitespace(decodeText(input, pos, close));
    }
    pos = close;
  }
  if (name !== undefined) startTag(state, name, classes ?? NO_CLASSES, annotation);
  return pos < end ? pos + 1 : end;
}

/** ASCII whitespace (only: a no-break space is part of a name) trimmed, each run one space. */
function collapseWhitespace(text: string): string {
  let out = UNCOLLAPSED_WHITESPACE.test(text) ? text.replace(ASCII_WHITESPACE_RUN, ' ') : text;
  if (out.charCodeAt(0) === SPACE) out = out.slice(1);
  if (out.charCodeAt(out.length - 1) === SPACE) out = out.slice(0, -1);
  return out;
}

function startTag(
  state: TreeState,
  name: TagName,
  classes: readonly string[],
  annotation: string,
): void {
  let node: CueTextElement;
  const children: CueTextNode[] = [];
  if (name === 'v') {
    node = { type: 'v', classes, voice: annotation, children };
  } else if (name === 'lang') {
    node = { type: 'lang', classes, language: annotation, children };
  } else if (name !== 'rt' || state.openTypes[state.openTypes.length - 1] === 'ruby') {
    node = { type: name, classes, children };
  } else {
    return;
  }
  state.children.push(node);
  state.openTypes.push(node.type);
  state.openChildren.push(children);
  state.children = children;
}

/** An end tag closes the current span when it names it, and '</ruby>' closes an rt's ruby too. */
function endTag(state: TreeState, name: TagName | undefined): void {
  const { openTypes, openChildren } = state;
  const current = openTypes[openTypes.length - 1];
  let levels = 0;
  if (name !== undefined && name === current) levels = 1;
  else if (name === 'ruby' && current === 'rt') levels = 2;
  if (levels === 0) return;
  openTypes.length -= levels;
  openChildren.length -= levels;
  state.children = openChildren[openChildren.length - 1] ?? state.root;
}
