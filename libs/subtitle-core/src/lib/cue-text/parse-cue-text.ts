import { collectVttTimestamp } from '../vtt/vtt-timestamp.js';
import { consumeCharacterReference } from './html-character-references.js';
import type { CueTextElement, CueTextNode, CueTextSpanType } from './cue-text-types.js';

const TAB = 9;
const LINE_FEED = 10;
const FORM_FEED = 12;
const SPACE = 32;
const AMPERSAND = 38;
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

/** The start tags that open a span wherever they are ('rt' only opens one inside a 'ruby'). */
const SPAN_TYPES: ReadonlyMap<string, CueTextSpanType> = new Map(
  (['c', 'i', 'b', 'u', 'ruby'] as const).map((type) => [type, type]),
);

/** An element still open, with the array its children go into. */
interface OpenElement {
  readonly node: CueTextElement;
  readonly children: CueTextNode[];
}

/**
 * Reads cue text into a tree by the WebVTT cue text parsing rules
 * (https://www.w3.org/TR/webvtt1/#cue-text-parsing-rules): tags the rules do not know, end tags
 * that do not close the current span and timestamps that are not valid are dropped; spans left
 * open end with the text. Character references are decoded by HTML's rules, with its whole
 * table of names. NUL characters become U+FFFD, as the WebVTT file parser makes them.
 */
export function parseCueText(text: string): CueTextNode[] {
  const input = text.includes('\0') ? text.replaceAll('\0', '\uFFFD') : text;
  return new CueTextTreeBuilder(input).build();
}

class CueTextTreeBuilder {
  private readonly root: CueTextNode[] = [];
  private readonly open: OpenElement[] = [];
  private children: CueTextNode[] = this.root;

  constructor(private readonly input: string) {}

  build(): CueTextNode[] {
    const { input } = this;
    const end = input.length;
    let pos = 0;
    while (pos < end) {
      pos = input.charCodeAt(pos) === LESS_THAN ? this.readTag(pos + 1) : this.readText(pos);
    }
    return this.root;
  }

  /**
   * Text up to the next '<', character references decoded: one text node, as the rules make one
   * per string token (the texts on either side of a dropped tag stay two nodes, as in the DOM).
   */
  private readText(from: number): number {
    const { input } = this;
    const end = input.length;
    let pos = from;
    let runStart = from;
    let text = '';
    while (pos < end) {
      const code = input.charCodeAt(pos);
      if (code === LESS_THAN) break;
      if (code === AMPERSAND) {
        const reference = consumeCharacterReference(input, pos, end);
        if (reference !== undefined) {
          text += input.slice(runStart, pos) + reference.characters;
          pos = runStart = reference.end;
          continue;
        }
      }
      pos++;
    }
    this.children.push({ type: 'text', text: text + input.slice(runStart, pos) });
    return pos;
  }

  /** A tag from just after its '<': returns where the text goes on (after '>' or at the end). */
  private readTag(from: number): number {
    const { input } = this;
    const end = input.length;
    const first = from < end ? input.charCodeAt(from) : -1;
    if (first === SLASH) {
      const close = this.tagEnd(from + 1);
      this.endTag(input.slice(from + 1, close));
      return close < end ? close + 1 : end;
    }
    if (first >= 48 && first <= 57) {
      const close = this.tagEnd(from);
      this.timestampTag(from, close);
      return close < end ? close + 1 : end;
    }
    // A start tag; with no name ('<>', '< x>', '<.x>') it is dropped whole.
    let pos = from;
    while (pos < end && !endsNameOrClass(input.charCodeAt(pos))) pos++;
    const name = input.slice(from, pos);
    const classes: string[] = [];
    while (pos < end && input.charCodeAt(pos) === DOT) {
      const classStart = ++pos;
      while (pos < end && !endsNameOrClass(input.charCodeAt(pos))) pos++;
      if (pos > classStart) classes.push(input.slice(classStart, pos));
    }
    let annotation = '';
    if (pos < end && input.charCodeAt(pos) !== GREATER_THAN) {
      const close = this.tagEnd(pos);
      if (name === 'v' || name === 'lang') annotation = this.annotation(pos, close);
      pos = close;
    }
    this.startTag(name, classes, annotation);
    return pos < end ? pos + 1 : end;
  }

  /** The '>' that ends the tag going on at `from`, or the end of the input. */
  private tagEnd(from: number): number {
    const close = this.input.indexOf('>', from);
    return close < 0 ? this.input.length : close;
  }

  /**
   * A start tag's annotation: references decoded (a decoded '>' does not end the tag), then
   * ASCII whitespace trimmed and each run of it made one space.
   */
  private annotation(from: number, close: number): string {
    const { input } = this;
    let text = '';
    let runStart = from;
    let pos = from;
    // The references are read up to the end of the input: one may not end at the '>' found.
    while (pos < close) {
      if (input.charCodeAt(pos) === AMPERSAND) {
        const reference = consumeCharacterReference(input, pos, input.length);
        if (reference !== undefined && reference.end <= close) {
          text += input.slice(runStart, pos) + reference.characters;
          pos = runStart = reference.end;
          continue;
        }
      }
      pos++;
    }
    text += input.slice(runStart, close);
    return text.replace(/[\t\n\f\r ]+/g, ' ').trim();
  }

  private startTag(name: string, classes: string[], annotation: string): void {
    let node: CueTextElement;
    const children: CueTextNode[] = [];
    const spanType = SPAN_TYPES.get(name);
    if (spanType !== undefined) {
      node = { type: spanType, classes, children };
    } else if (name === 'rt') {
      if (this.currentType() !== 'ruby') return;
      node = { type: 'rt', classes, children };
    } else if (name === 'v') {
      node = { type: 'v', classes, voice: annotation, children };
    } else if (name === 'lang') {
      node = { type: 'lang', classes, language: annotation, children };
    } else {
      return;
    }
    this.children.push(node);
    this.open.push({ node, children });
    this.children = children;
  }

  private endTag(name: string): void {
    const current = this.currentType();
    if (current === undefined) return;
    if (name === current) {
      this.close(1);
    } else if (name === 'ruby' && current === 'rt') {
      this.close(2);
    }
  }

  private timestampTag(from: number, close: number): void {
    const cursor = { pos: from };
    const ms = collectVttTimestamp(this.input, cursor, close);
    if (ms < 0 || cursor.pos !== close) return;
    this.children.push({ type: 'timestamp', ms });
  }

  private currentType(): string | undefined {
    return this.open[this.open.length - 1]?.node.type;
  }

  private close(levels: number): void {
    this.open.length -= levels;
    this.children = this.open[this.open.length - 1]?.children ?? this.root;
  }
}
