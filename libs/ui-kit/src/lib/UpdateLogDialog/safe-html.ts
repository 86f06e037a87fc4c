/**
 * An allowlist reader for the operator's release notes (version_info). It never hands HTML to
 * the browser: it reads the text into a small tree of allowed elements, which React renders as
 * elements and escaped text. Anything not on the list disappears: its tag always, its content
 * too for elements whose content is code or chrome (script, style, iframe, svg...).
 */

export type SafeTag =
  'p' | 'br' | 'ul' | 'ol' | 'li' | 'strong' | 'b' | 'em' | 'i' | 'code' | 'h3' | 'h4' | 'a';

export interface SafeElement {
  tag: SafeTag;
  /** Only on `a`: an absolute http(s) or mailto address. */
  href?: string;
  children: SafeNode[];
}

export type SafeNode = string | SafeElement;

const INLINE = new Set<SafeTag>(['strong', 'b', 'em', 'i', 'code', 'a']);
const BLOCK = new Set<SafeTag>(['p', 'ul', 'ol', 'li', 'h3', 'h4']);
const ALLOWED = new Set<string>([...INLINE, ...BLOCK, 'br']);
/** Elements dropped with everything inside them. */
const DROPPED = new Set([
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'noscript',
  'noembed',
  'noframes',
  'template',
  'textarea',
  'select',
  'title',
  'head',
  'svg',
  'math',
  'xmp',
  'plaintext',
]);
/** Their content is raw text up to the closing tag: a `<b>` inside a script is not a tag. */
const RAW_TEXT = new Set([
  'script',
  'style',
  'iframe',
  'noscript',
  'noembed',
  'noframes',
  'textarea',
  'title',
  'xmp',
  'plaintext',
]);
const VOID = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);
const SAFE_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);

/** Deeper nesting is flattened: hostile input cannot make rendering recurse without end. */
export const MAX_SAFE_HTML_DEPTH = 24;

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#[xX][\da-fA-F]+|#\d+|[a-zA-Z]+);?/g, (whole, body: string) => {
    if (body[0] !== '#') return NAMED_ENTITIES[body] ?? whole;
    const code =
      body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1));
    const surrogate = code >= 0xd800 && code <= 0xdfff;
    return code > 0 && code <= 0x10ffff && !surrogate ? String.fromCodePoint(code) : '\ufffd';
  });
}

/** The address if it is absolute http(s) or mailto, else undefined ('javascript:', relative). */
export function safeHref(raw: string): string | undefined {
  try {
    // The URL parser reads the address as a browser would: it drops the tabs and newlines of
    // 'java\tscript:' before the protocol is checked, and trims surrounding spaces.
    const url = new URL(decodeEntities(raw));
    return SAFE_PROTOCOLS.has(url.protocol) ? url.href : undefined;
  } catch {
    return undefined;
  }
}

const ATTRIBUTE = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

function hrefAttribute(attributes: string): string | undefined {
  for (const match of attributes.matchAll(ATTRIBUTE)) {
    if (match[1]?.toLowerCase() === 'href') return match[2] ?? match[3] ?? match[4] ?? '';
  }
  return undefined;
}

interface Frame {
  element: SafeElement;
  /** Depth beyond the limit: kept in the stack for end tags, not in the tree. */
  flattened: boolean;
}

class TreeBuilder {
  readonly root: SafeNode[] = [];
  private readonly stack: Frame[] = [];

  private get children(): SafeNode[] {
    for (let i = this.stack.length - 1; i >= 0; i--) {
      const frame = this.stack[i];
      if (frame && !frame.flattened) return frame.element.children;
    }
    return this.root;
  }

  private top(): SafeTag | undefined {
    return this.stack[this.stack.length - 1]?.element.tag;
  }

  text(value: string): void {
    if (value === '') return;
    const top = this.top();
    if (top === 'ul' || top === 'ol') {
      // Text directly in a list is only indentation, unless it says something.
      if (value.trim() === '') return;
      this.open('li');
    }
    const children = this.children;
    const last = children[children.length - 1];
    if (typeof last === 'string') children[children.length - 1] = last + value;
    else children.push(value);
  }

  open(tag: SafeTag, href?: string): void {
    if (tag === 'a' && this.stack.some((f) => f.element.tag === 'a')) this.close('a');
    if (BLOCK.has(tag)) this.closeForBlock(tag);
    if (tag === 'li' && !this.inList()) this.open('ul');
    // A list directly in a list becomes an item's sub-list, the only place one may be.
    if ((tag === 'ul' || tag === 'ol') && this.inList()) this.open('li');
    const element: SafeElement = href ? { tag, href, children: [] } : { tag, children: [] };
    if (tag === 'br') {
      this.children.push(element);
      return;
    }
    const flattened = this.stack.length >= MAX_SAFE_HTML_DEPTH;
    if (!flattened) this.children.push(element);
    this.stack.push({ element, flattened });
  }

  /** A block cannot sit in a paragraph, a heading or inline text: those end first, as in HTML. */
  private closeForBlock(tag: SafeTag): void {
    for (;;) {
      const top = this.top();
      if (top === undefined) return;
      const endsHere =
        INLINE.has(top) ||
        top === 'p' ||
        top === 'h3' ||
        top === 'h4' ||
        (tag === 'li' && top === 'li');
      if (!endsHere) return;
      this.stack.pop();
    }
  }

  private inList(): boolean {
    const top = this.top();
    return top === 'ul' || top === 'ol';
  }

  close(tag: SafeTag): void {
    const index = this.stack.findLastIndex((f) => f.element.tag === tag);
    if (index >= 0) this.stack.length = index;
  }
}

function skipRawText(html: string, from: number, name: string): number {
  // A case-insensitive search, not toLowerCase(): lower-casing can change a text's length
  // ('İ' becomes two code units) and so every index after it.
  const closing = new RegExp(`</${name}`, 'gi');
  closing.lastIndex = from;
  const end = closing.exec(html)?.index ?? -1;
  if (end < 0) return html.length;
  const close = html.indexOf('>', end);
  return close < 0 ? html.length : close + 1;
}

/** Reads operator HTML into the allowed tree. Never throws; any string is acceptable input. */
export function parseSafeHtml(html: string): SafeNode[] {
  const builder = new TreeBuilder();
  // No '<' inside a tag, even quoted: a tag that never closes then costs one scan up to the
  // next '<' instead of one to the end of the text for every '<' (quadratic on hostile input).
  const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:[^<>"']|"[^<"]*"|'[^<']*')*)>/y;
  let dropDepth = 0;
  let droppedName = '';
  let i = 0;
  let textStart = 0;
  const flushText = (end: number) => {
    if (dropDepth === 0 && end > textStart)
      builder.text(decodeEntities(html.slice(textStart, end)));
  };
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt < 0) break;
    if (html.startsWith('<!--', lt)) {
      flushText(lt);
      const end = html.indexOf('-->', lt + 4);
      i = textStart = end < 0 ? html.length : end + 3;
      continue;
    }
    if (html[lt + 1] === '!' || html[lt + 1] === '?') {
      flushText(lt);
      const end = html.indexOf('>', lt);
      i = textStart = end < 0 ? html.length : end + 1;
      continue;
    }
    TAG.lastIndex = lt;
    const match = TAG.exec(html);
    if (!match) {
      // A '<' that starts no tag ('a < b', '<3') is text.
      i = lt + 1;
      continue;
    }
    flushText(lt);
    i = textStart = TAG.lastIndex;
    const closing = match[1] === '/';
    const name = (match[2] ?? '').toLowerCase();
    const selfClosing = /\/\s*$/.test(match[3] ?? '');

    if (dropDepth > 0) {
      if (name === droppedName && !VOID.has(name)) dropDepth += closing ? -1 : selfClosing ? 0 : 1;
      continue;
    }
    if (!closing && DROPPED.has(name)) {
      if (RAW_TEXT.has(name)) i = textStart = skipRawText(html, i, name);
      else if (!selfClosing && !VOID.has(name)) {
        dropDepth = 1;
        droppedName = name;
      }
      continue;
    }
    if (!ALLOWED.has(name)) continue;
    const tag = name as SafeTag;
    if (closing) {
      if (tag === 'br') builder.open('br');
      else builder.close(tag);
      continue;
    }
    if (tag === 'a') {
      const href = safeHref(hrefAttribute(match[3] ?? '') ?? '');
      // A link without a safe address is only its text.
      if (href) builder.open('a', href);
      continue;
    }
    builder.open(tag);
    if (selfClosing && tag !== 'br') builder.close(tag);
  }
  flushText(html.length);
  return builder.root;
}
