/**
 * A small XML reader for the timed-text formats (TTML, YouTube's srv1/srv3): enough XML 1.0 for
 * subtitle files, in any runtime (no DOMParser, which Node lacks), and forgiving. It never
 * throws: what it cannot read is reported through `onProblem` and skipped, an element left open
 * is closed at the end of its parent or of the file, and a stray end tag is ignored. Namespaces
 * are resolved, so `tt:p` and `p` under the TTML namespace are the same element. A DOCTYPE is
 * skipped without expanding the entities it declares (a billion laughs stays a sentence).
 */

export interface XmlAttribute {
  /** As written: 'tts:fontStyle', 'begin'. */
  name: string;
  /** Without its prefix: 'fontStyle'. */
  local: string;
  /** The namespace its prefix is bound to; '' for an attribute without a prefix. */
  ns: string;
  value: string;
}

export interface XmlElement {
  kind: 'element';
  name: string;
  local: string;
  /** The namespace of the element (its prefix's, else the default namespace in scope). */
  ns: string;
  attributes: XmlAttribute[];
  children: XmlNode[];
  /** 1-based line of the start tag. */
  line: number;
}

export interface XmlText {
  kind: 'text';
  /** Character data with references decoded. */
  text: string;
}

export type XmlNode = XmlElement | XmlText;

export type XmlProblem = (line: number, message: string) => void;

/**
 * Told of each element as the reader meets it, for a reader that uses elements as they end
 * rather than once the whole tree is built (a 100,000-cue TTML file then never holds 100,000
 * paragraphs at once).
 */
export interface XmlHandler {
  /** Its start tag is read (namespaces resolved); its content is not. */
  open?(element: XmlElement, parent: XmlElement | undefined): void;
  /**
   * It has ended: at its end tag, at an ancestor's, or at the end of the file (after the problem
   * saying so). Its subtree is complete; the handler may empty `parent.children` of what it no
   * longer needs, as the reader keeps no index into them.
   */
  close?(element: XmlElement, parent: XmlElement | undefined): void;
}

export const XML_NAMESPACE = 'http://www.w3.org/XML/1998/namespace';

const PREDEFINED: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
};

/**
 * How deep elements may nest. TTML documents nest a handful of levels; the limit keeps a hostile
 * file from exhausting the stack of whatever walks the tree.
 */
export const MAX_DEPTH = 256;

/** What `\s` matches in a regular expression: the white space skipped between attributes. */
function isSpace(code: number): boolean {
  if (code < 0x80) return code === 0x20 || (code >= 0x9 && code <= 0xd);
  return (
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
}

/** A character a name may start with: [A-Za-z_:] or any from U+00C0 (by UTF-16 code unit). */
function isNameStart(code: number): boolean {
  return (
    (code >= 0x61 && code <= 0x7a) ||
    (code >= 0x41 && code <= 0x5a) ||
    code === 0x5f ||
    code === 0x3a ||
    code >= 0xc0
  );
}

/** A character that ends a name: white space or one of / > = < " ' ! ?. */
function endsName(code: number): boolean {
  return (
    code === 0x2f ||
    code === 0x3e ||
    code === 0x3d ||
    code === 0x3c ||
    code === 0x22 ||
    code === 0x27 ||
    code === 0x21 ||
    code === 0x3f ||
    isSpace(code)
  );
}

/** An attribute value with each tab, line feed and carriage return as a space. */
function spacesForBreaks(value: string): string {
  return value.includes('\n') || value.includes('\t') || value.includes('\r')
    ? value.replace(/[\t\n\r]/g, ' ')
    : value;
}

/** An attribute as written, its namespace resolved once the whole tag is read. */
function addAttribute(
  attributes: XmlAttribute[],
  offsets: number[],
  name: string,
  value: string,
  at: number,
): void {
  const colon = name.indexOf(':');
  attributes.push({ name, local: colon < 0 ? name : name.slice(colon + 1), ns: '', value });
  offsets.push(at);
}

/** xmlns="..." or xmlns:prefix="...": a namespace declaration, not an attribute of the element. */
function isDeclaration(attribute: XmlAttribute): boolean {
  return attribute.name === 'xmlns' || attribute.name.startsWith('xmlns:');
}

/** A code point XML may hold: a reference to anything else is reported and read as U+FFFD. */
function isXmlChar(code: number): boolean {
  return (
    code === 0x9 ||
    code === 0xa ||
    code === 0xd ||
    (code >= 0x20 && code <= 0xd7ff) ||
    (code >= 0xe000 && code <= 0xfffd) ||
    (code >= 0x10000 && code <= 0x10ffff)
  );
}

/** Where each line starts, to turn an offset into a line number without counting every time. */
class Lines {
  private readonly starts: number[] = [0];

  constructor(text: string) {
    for (let at = text.indexOf('\n'); at >= 0; at = text.indexOf('\n', at + 1)) {
      this.starts.push(at + 1);
    }
  }

  at(offset: number): number {
    let low = 0;
    let high = this.starts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if ((this.starts[mid] ?? 0) <= offset) low = mid;
      else high = mid - 1;
    }
    return low + 1;
  }
}

interface Open {
  element: XmlElement;
  /** Prefix -> namespace in scope for this element and its content ('' is the default). */
  scope: Map<string, string>;
}

class XmlReader {
  private pos = 0;
  /** Made on the first problem: files without one never index their lines. */
  private lines: Lines | undefined;
  /** Element lines are counted forward from the last element's, as tags come in file order. */
  private lineOffset = 0;
  private lineNumber = 1;
  private readonly stack: Open[] = [];
  /** Start tags past MAX_DEPTH not yet ended: their end tags close nothing on the stack. */
  private tooDeep = 0;
  private reportedDepth = false;
  readonly roots: XmlElement[] = [];

  constructor(
    private readonly text: string,
    private readonly onProblem: XmlProblem,
    private readonly handler: XmlHandler,
  ) {}

  private problem(offset: number, message: string): void {
    this.lines ??= new Lines(this.text);
    this.onProblem(this.lines.at(offset), message);
  }

  private lineAt(offset: number): number {
    if (offset < this.lineOffset) {
      this.lines ??= new Lines(this.text);
      return this.lines.at(offset);
    }
    const { text } = this;
    let at = text.indexOf('\n', this.lineOffset);
    while (at >= 0 && at < offset) {
      this.lineNumber++;
      at = text.indexOf('\n', at + 1);
    }
    this.lineOffset = offset;
    return this.lineNumber;
  }

  /** Character data with its references decoded; a bad reference stays as written. */
  decode(raw: string, offset: number): string {
    if (!raw.includes('&')) return raw;
    let out = '';
    let from = 0;
    for (let amp = raw.indexOf('&'); amp >= 0; amp = raw.indexOf('&', from)) {
      out += raw.slice(from, amp);
      const semi = raw.indexOf(';', amp + 1);
      const name = semi < 0 ? '' : raw.slice(amp + 1, semi);
      const decoded = semi < 0 || semi - amp > 12 ? undefined : this.reference(name);
      if (decoded === undefined) {
        const shown = semi < 0 || semi - amp > 12 ? raw.slice(amp, amp + 12) : `&${name};`;
        this.problem(
          offset + amp,
          `The character reference "${shown}" could not be read; it was kept as written.`,
        );
        out += '&';
        from = amp + 1;
      } else {
        out += decoded;
        from = semi + 1;
      }
    }
    return out + raw.slice(from);
  }

  private reference(name: string): string | undefined {
    // Own keys only: '&toString;' names no entity, not the object's inherited method.
    if (Object.hasOwn(PREDEFINED, name)) return PREDEFINED[name];
    const hex = /^#[xX]([0-9A-Fa-f]{1,6})$/.exec(name);
    const dec = hex ? null : /^#(\d{1,7})$/.exec(name);
    const digits = hex?.[1] ?? dec?.[1];
    if (digits === undefined) return undefined;
    const code = Number.parseInt(digits, hex ? 16 : 10);
    return isXmlChar(code) ? String.fromCodePoint(code) : '\uFFFD';
  }

  private scope(): Map<string, string> {
    return this.stack.at(-1)?.scope ?? new Map([['xml', XML_NAMESPACE]]);
  }

  private append(node: XmlNode): void {
    const parent = this.stack.at(-1);
    if (parent) parent.element.children.push(node);
  }

  read(): void {
    const { text } = this;
    while (this.pos < text.length) {
      const lt = text.indexOf('<', this.pos);
      const end = lt < 0 ? text.length : lt;
      if (end > this.pos) this.characters(this.pos, end);
      if (lt < 0) break;
      this.pos = lt;
      const next = text.charCodeAt(lt + 1);
      if (next === 47) this.endTag();
      else if (isNameStart(next)) this.startTag();
      else if (text.startsWith('<!--', lt)) this.skipPast('-->', 'comment');
      else if (text.startsWith('<![CDATA[', lt)) this.cdata();
      else if (next === 63) this.skipPast('?>', 'processing instruction');
      else if (next === 33) this.doctype();
      else {
        this.problem(lt, 'A "<" that starts no tag was read as text.');
        this.characters(lt, lt + 1, true);
        this.pos = lt + 1;
      }
    }
    while (this.stack.length > 0) {
      const open = this.stack.pop() as Open;
      this.problem(
        text.length,
        `The element <${open.element.name}> (line ${open.element.line}) is never closed.`,
      );
      this.handler.close?.(open.element, this.stack.at(-1)?.element);
    }
  }

  /**
   * Whether an element of this name is open, so that an end tag that closes none is told at once.
   * Searched from the innermost, where the element an end tag closes nearly always is.
   */
  private isOpen(name: string): boolean {
    for (let i = this.stack.length - 1; i >= 0; i--) {
      if ((this.stack[i] as Open).element.name === name) return true;
    }
    return false;
  }

  private characters(from: number, to: number, verbatim = false): void {
    const raw = this.text.slice(from, to);
    if (this.stack.length === 0) {
      if (raw.trim() !== '') this.problem(from, 'Text outside the root element was ignored.');
      return;
    }
    this.append({ kind: 'text', text: verbatim ? raw : this.decode(raw, from) });
  }

  private skipPast(terminator: string, what: string): void {
    const end = this.text.indexOf(terminator, this.pos);
    if (end < 0) {
      this.problem(this.pos, `A ${what} is never closed; the rest of the file was ignored.`);
      this.pos = this.text.length;
    } else {
      this.pos = end + terminator.length;
    }
  }

  private cdata(): void {
    const start = this.pos + 9;
    const end = this.text.indexOf(']]>', start);
    const stop = end < 0 ? this.text.length : end;
    if (end < 0) this.problem(this.pos, 'A CDATA section is never closed.');
    if (this.stack.length > 0) this.append({ kind: 'text', text: this.text.slice(start, stop) });
    this.pos = end < 0 ? stop : end + 3;
  }

  /** A DOCTYPE, internal subset included; its declarations are not used. */
  private doctype(): void {
    const bracket = this.text.indexOf('[', this.pos);
    const gt = this.text.indexOf('>', this.pos);
    if (bracket >= 0 && (gt < 0 || bracket < gt)) {
      const close = this.text.indexOf(']', bracket);
      this.pos = close < 0 ? this.pos : close;
    }
    this.skipPast('>', 'declaration');
  }

  private name(): string {
    const { text } = this;
    const start = this.pos;
    let end = start;
    while (end < text.length && !endsName(text.charCodeAt(end))) end++;
    this.pos = end;
    return text.slice(start, end);
  }

  private skipSpace(): void {
    const { text } = this;
    let at = this.pos;
    while (at < text.length && isSpace(text.charCodeAt(at))) at++;
    this.pos = at;
  }

  private endTag(): void {
    const start = this.pos;
    this.pos += 2;
    const name = this.name();
    const gt = this.text.indexOf('>', this.pos);
    this.pos = gt < 0 ? this.text.length : gt + 1;
    if (this.tooDeep > 0) {
      this.tooDeep--;
      return;
    }
    if (!this.isOpen(name)) {
      this.problem(start, `The end tag </${name}> closes no open element; it was ignored.`);
      return;
    }
    for (let i = this.stack.length - 1; i >= 0; i--) {
      const open = this.stack.pop() as Open;
      const openName = open.element.name;
      if (openName !== name)
        this.problem(
          start,
          `The element <${openName}> (line ${open.element.line}) is not closed before </${name}>.`,
        );
      this.handler.close?.(open.element, this.stack.at(-1)?.element);
      if (openName === name) break;
    }
  }

  private startTag(): void {
    const start = this.pos;
    this.pos += 1;
    const name = this.name();
    // Namespaces are resolved once the whole tag is read: an xmlns may follow what it binds.
    const attributes: XmlAttribute[] = [];
    const offsets: number[] = [];
    let selfClosing = false;
    let closed = false;
    while (this.pos < this.text.length) {
      this.skipSpace();
      const c = this.text.charCodeAt(this.pos);
      if (c === 62) {
        this.pos++;
        closed = true;
        break;
      }
      if (c === 47 && this.text.charCodeAt(this.pos + 1) === 62) {
        this.pos += 2;
        selfClosing = true;
        closed = true;
        break;
      }
      if (c === 60) break;
      const at = this.pos;
      const attribute = this.name();
      if (attribute === '') {
        this.problem(at, `An unreadable character in the tag <${name}> was skipped.`);
        this.pos++;
        continue;
      }
      this.skipSpace();
      if (this.text.charCodeAt(this.pos) !== 61) {
        this.problem(at, `The attribute ${attribute} of <${name}> has no value; it was ignored.`);
        continue;
      }
      this.pos++;
      this.skipSpace();
      const quote = this.text.charAt(this.pos);
      if (quote !== '"' && quote !== "'") {
        const value = this.name();
        this.problem(at, `The value of the attribute ${attribute} of <${name}> is not quoted.`);
        addAttribute(attributes, offsets, attribute, value, at);
        continue;
      }
      const close = this.text.indexOf(quote, this.pos + 1);
      if (close < 0) {
        this.problem(at, `The value of the attribute ${attribute} of <${name}> is never closed.`);
        this.pos = this.text.length;
        break;
      }
      const valueAt = this.pos + 1;
      const value = this.text.slice(valueAt, close);
      this.pos = close + 1;
      // Attribute-value normalisation: white space as written is a space; a reference keeps its character.
      addAttribute(
        attributes,
        offsets,
        attribute,
        this.decode(spacesForBreaks(value), valueAt),
        at,
      );
    }
    if (!closed) this.problem(start, `The tag <${name}> is never closed.`);
    this.open(name, attributes, offsets, start, selfClosing);
  }

  private open(
    name: string,
    written: XmlAttribute[],
    offsets: readonly number[],
    start: number,
    selfClosing: boolean,
  ): void {
    if (this.stack.length >= MAX_DEPTH) {
      if (this.tooDeep === 0 && !this.reportedDepth) {
        this.problem(
          start,
          `Elements nested deeper than ${MAX_DEPTH} levels were left out, their text kept.`,
        );
        this.reportedDepth = true;
      }
      if (!selfClosing) this.tooDeep++;
      return;
    }
    let scope = this.scope();
    let declarations = 0;
    for (const attribute of written) {
      if (isDeclaration(attribute)) {
        if (scope === this.scope()) scope = new Map(scope);
        scope.set(attribute.name === 'xmlns' ? '' : attribute.local, attribute.value);
        declarations++;
      }
    }
    const attributes = declarations === 0 ? written : [];
    for (let i = 0; i < written.length; i++) {
      const attribute = written[i] as XmlAttribute;
      if (declarations > 0) {
        if (isDeclaration(attribute)) continue;
        attributes.push(attribute);
      }
      if (attribute.local === attribute.name) continue;
      const prefix = attribute.name.slice(0, attribute.name.length - attribute.local.length - 1);
      const ns = scope.get(prefix);
      if (ns === undefined)
        this.problem(
          offsets[i] ?? start,
          `The prefix "${prefix}" of the attribute ${attribute.name} is not declared.`,
        );
      else attribute.ns = ns;
    }
    const colon = name.indexOf(':');
    const prefix = colon < 0 ? '' : name.slice(0, colon);
    const ns = scope.get(prefix);
    if (ns === undefined && prefix !== '')
      this.problem(start, `The prefix "${prefix}" of the element <${name}> is not declared.`);
    const element: XmlElement = {
      kind: 'element',
      name,
      local: colon < 0 ? name : name.slice(colon + 1),
      ns: ns ?? '',
      attributes,
      children: [],
      line: this.lineAt(start),
    };
    const parent = this.stack.at(-1)?.element;
    if (parent) {
      parent.children.push(element);
    } else {
      if (this.roots.length > 0)
        this.problem(start, `A second root element <${name}> was read after the first.`);
      this.roots.push(element);
    }
    this.handler.open?.(element, parent);
    if (selfClosing) {
      this.handler.close?.(element, parent);
    } else {
      this.stack.push({ element, scope });
    }
  }
}

/**
 * The root elements of an XML text (one in a well-formed file; more are read all the same, each
 * reported), with every problem reported to `onProblem` with its line. `handler` is told of each
 * element as it starts and ends, and may drop what it has used from the tree.
 */
export function readXml(
  text: string,
  onProblem: XmlProblem,
  handler: XmlHandler = {},
): XmlElement[] {
  const reader = new XmlReader(text, onProblem, handler);
  reader.read();
  return reader.roots;
}

/** An attribute's value by its local name and namespace ('' for none); undefined when absent. */
export function attributeOf(element: XmlElement, local: string, ns = ''): string | undefined {
  for (const attribute of element.attributes) {
    if (attribute.local === local && attribute.ns === ns) return attribute.value;
  }
  return undefined;
}

/** The child elements of an element. */
export function childElements(element: XmlElement): XmlElement[] {
  return element.children.filter((child): child is XmlElement => child.kind === 'element');
}
