import type { ErrorCollector } from '../core/parse-error.js';
import type { Cue, ParseErrorCode, ParseResult } from '../core/types.js';
import { formatTimestamp } from '../time/timestamp.js';
import { TOO_LARGE_TIME } from '../time/safe-ms.js';
import {
  attributeOf,
  childElements,
  readXml,
  XML_NAMESPACE,
  type XmlAttribute,
  type XmlElement,
  type XmlHandler,
  type XmlProblem,
} from '../xml/xml-tree.js';
import {
  collapseWhitespace,
  piecesToCueText,
  PLAIN_STYLE,
  type TextPiece,
  type TextStyle,
} from './ttml-text.js';
import { parseTtmlTime, timeParameters, type TimeParameters } from './ttml-time.js';
import { readYouTubeTimedText } from './youtube-timed-text.js';

const APPLE_LYRICS = 'http://music.apple.com/lyric-ttml-internal';

/** What an element's style says, each left undefined when it says nothing (inherited). */
interface StyleSays {
  italic?: boolean;
  bold?: boolean;
  underline?: boolean;
  ruby?: string;
}

/** What an element hands to its content. */
interface Context {
  /** Absolute, ms. */
  begin: number;
  /** Absolute, ms; undefined when nothing above gives an end. */
  end: number | undefined;
  style: TextStyle;
  preserve: boolean;
  speaker: string | undefined;
}

/** The TTML namespaces' parameter, styling and metadata vocabularies, from TTML 1 and its drafts. */
function isVocabulary(ns: string, kind: 'parameter' | 'styling' | 'metadata'): boolean {
  if (kind === 'styling') return ns.endsWith('#styling') || ns.endsWith('#style');
  return ns.endsWith(`#${kind}`);
}

function vocabulary(
  element: XmlElement,
  kind: 'parameter' | 'styling' | 'metadata',
  local: string,
): string | undefined {
  for (const attribute of element.attributes) {
    if (attribute.local === local && isVocabulary(attribute.ns, kind)) return attribute.value;
  }
  return undefined;
}

/** An attribute that may style its element: a `style` reference or a tts: attribute. */
function isStyling(attribute: XmlAttribute): boolean {
  return attribute.ns === '' ? attribute.local === 'style' : isVocabulary(attribute.ns, 'styling');
}

/** xml:id, or the plain id of TTML's 2006 drafts (DFXP). */
function idOf(element: XmlElement): string | undefined {
  return attributeOf(element, 'id', XML_NAMESPACE) ?? attributeOf(element, 'id');
}

function descendants(element: XmlElement, local: string, into: XmlElement[] = []): XmlElement[] {
  for (const child of childElements(element)) {
    if (child.local === local) into.push(child);
    descendants(child, local, into);
  }
  return into;
}

function textOf(element: XmlElement): string {
  let out = '';
  for (const child of element.children) out += child.kind === 'text' ? child.text : textOf(child);
  return out;
}

/** The styling attributes an element carries itself. */
function inlineStyle(element: XmlElement): StyleSays {
  const says: StyleSays = {};
  const fontStyle = vocabulary(element, 'styling', 'fontStyle')?.trim();
  if (fontStyle !== undefined) says.italic = fontStyle === 'italic' || fontStyle === 'oblique';
  const fontWeight = vocabulary(element, 'styling', 'fontWeight')?.trim();
  if (fontWeight !== undefined) says.bold = fontWeight === 'bold';
  const decoration = vocabulary(element, 'styling', 'textDecoration');
  if (decoration !== undefined) {
    const words = decoration.trim().split(/\s+/);
    if (words.includes('underline')) says.underline = true;
    else if (words.includes('noUnderline') || words.includes('none')) says.underline = false;
  }
  const ruby = vocabulary(element, 'styling', 'ruby')?.trim();
  if (ruby !== undefined) says.ruby = ruby;
  return says;
}

/**
 * TTML errors held back until the whole XML is read, so that every 'bad-xml' problem comes first,
 * as when the tree was read before any cue, and strict mode throws the same first problem.
 */
class HeldErrors {
  private readonly held: [ParseErrorCode, number, string][] = [];

  report(code: ParseErrorCode, line: number, message: string): void {
    this.held.push([code, line, message]);
  }

  passTo(errors: ErrorCollector): void {
    for (const [code, line, message] of this.held) errors.report(code, line, message);
  }
}

/**
 * Reads a <tt> document as the XML reader meets it: the head (styles, agents) is kept as a tree
 * and read when it ends; each paragraph of the body is made a cue when it ends and is then
 * dropped from the tree, with what the body and divs around it hand down kept by element.
 */
class TtmlReader implements XmlHandler {
  private readonly parameters: TimeParameters;
  private readonly styles = new Map<string, XmlElement>();
  private readonly resolved = new Map<string, StyleSays>();
  private readonly agents = new Map<string, string>();
  /**
   * Apple Music's lyrics TTML gives every element times from the start of the song, where TTML
   * makes them offsets from the parent's begin; read as TTML, its lines would come twice as late.
   */
  private readonly absoluteTimes: boolean;
  private readonly top: Context;
  /** The body and the divs in it (open ones only): what each hands to its content. */
  private readonly blocks = new Map<XmlElement, Context>();
  private head: XmlElement | undefined;
  private body: XmlElement | undefined;
  /**
   * A head after the body (which TTML does not allow) still styles it: the cues made before it
   * was seen are wrong, and the file is read again with it (see parseTtml).
   */
  headAfterBody = false;
  readonly cues: Cue[] = [];

  constructor(
    private readonly root: XmlElement,
    private readonly errors: HeldErrors,
    /** The head found by an earlier reading of the same file: this one's is ignored. */
    head?: XmlElement,
  ) {
    this.parameters = timeParameters(
      (local) => vocabulary(root, 'parameter', local),
      (local, value) =>
        errors.report(
          'bad-header',
          root.line,
          `The parameter ttp:${local}="${value}" is not a positive number; its default was used.`,
        ),
    );
    this.absoluteTimes = root.attributes.some((attribute) => attribute.ns === APPLE_LYRICS);
    this.top = {
      begin: 0,
      end: undefined,
      style: PLAIN_STYLE,
      preserve: attributeOf(root, 'space', XML_NAMESPACE) === 'preserve',
      speaker: undefined,
    };
    if (head) this.readHead(head);
  }

  open(element: XmlElement, parent: XmlElement | undefined): void {
    if (parent === this.root) {
      if (element.local === 'head' && !this.head) {
        this.head = element;
        if (this.body) this.headAfterBody = true;
      } else if (element.local === 'body' && !this.body) {
        this.body = element;
        this.blocks.set(element, this.contextOf(element, this.top));
      }
      return;
    }
    const context = parent && element.local === 'div' ? this.blocks.get(parent) : undefined;
    if (context) this.blocks.set(element, this.contextOf(element, context));
  }

  close(element: XmlElement, parent: XmlElement | undefined): void {
    if (element === this.head) {
      this.readHead(element);
      return;
    }
    this.blocks.delete(element);
    const context = parent && this.blocks.get(parent);
    if (!context || !parent) return;
    if (element.local === 'p') this.paragraph(element, context);
    // A block's content is read as it ends: nothing of it is needed again.
    parent.children.length = 0;
  }

  private readHead(head: XmlElement): void {
    this.head = head;
    for (const style of descendants(head, 'style')) {
      const id = idOf(style);
      if (id !== undefined) this.styles.set(id, style);
    }
    for (const agent of descendants(head, 'agent')) {
      const id = idOf(agent);
      const name = descendants(agent, 'name')[0];
      if (id !== undefined) this.agents.set(id, name ? textOf(name).trim() || id : id);
    }
  }

  /** A style by id, its own `style` references first, then its attributes (TTML's referential chaining). */
  private styleById(id: string, seen: Set<string>): StyleSays {
    const done = this.resolved.get(id);
    if (done) return done;
    const element = this.styles.get(id);
    if (!element || seen.has(id)) return {};
    seen.add(id);
    const says = { ...this.referenced(element, seen), ...inlineStyle(element) };
    this.resolved.set(id, says);
    return says;
  }

  private referenced(element: XmlElement, seen = new Set<string>()): StyleSays {
    const references = attributeOf(element, 'style');
    let says: StyleSays = {};
    if (references === undefined) return says;
    for (const id of references.trim().split(/\s+/)) {
      if (id !== '') says = { ...says, ...this.styleById(id, new Set(seen)) };
    }
    return says;
  }

  private elementStyle(
    element: XmlElement,
    inherited: TextStyle,
  ): { style: TextStyle; ruby?: string } {
    // Most elements style nothing: their content keeps the style it inherits, as the same object.
    if (!element.attributes.some(isStyling)) return { style: inherited };
    const says = { ...this.referenced(element), ...inlineStyle(element) };
    return {
      style: {
        italic: says.italic ?? inherited.italic,
        bold: says.bold ?? inherited.bold,
        underline: says.underline ?? inherited.underline,
      },
      ruby: says.ruby,
    };
  }

  private time(element: XmlElement, name: 'begin' | 'end' | 'dur'): number | undefined {
    const value = attributeOf(element, name);
    if (value === undefined) return undefined;
    const ms = parseTtmlTime(value, this.parameters);
    if (ms === null || ms === Number.POSITIVE_INFINITY) {
      this.errors.report(
        'bad-timestamp',
        element.line,
        ms === null
          ? `The ${name} time "${value}" of <${element.name}> could not be read; it was ignored.`
          : `The ${name} time "${value}" of <${element.name}> ${TOO_LARGE_TIME}; it was ignored.`,
      );
      return undefined;
    }
    return ms;
  }

  /** The context an element gives its content: its times (relative to its parent's begin), style, speaker. */
  private contextOf(element: XmlElement, parent: Context): Context {
    const origin = this.absoluteTimes ? 0 : parent.begin;
    const own = this.time(element, 'begin');
    const begin = own === undefined ? parent.begin : origin + own;
    const end = this.time(element, 'end');
    const dur = this.time(element, 'dur');
    let until = end === undefined ? undefined : origin + end;
    if (dur !== undefined) until = Math.min(until ?? Number.POSITIVE_INFINITY, begin + dur);
    if (until === undefined) until = parent.end;
    else if (parent.end !== undefined) until = Math.min(until, parent.end);
    const space = attributeOf(element, 'space', XML_NAMESPACE);
    return {
      begin,
      end: until,
      style: this.elementStyle(element, parent.style).style,
      preserve: space === undefined ? parent.preserve : space === 'preserve',
      speaker: this.agentOf(element) ?? parent.speaker,
    };
  }

  /** Who speaks an element, by its ttm:agent (the first, when it names several): the agent's name, else its id. */
  private agentOf(element: XmlElement): string | undefined {
    const agent = vocabulary(element, 'metadata', 'agent')?.trim().split(/\s+/)[0];
    return agent ? (this.agents.get(agent) ?? agent) : undefined;
  }

  private paragraph(element: XmlElement, parent: Context): void {
    const context = this.contextOf(element, parent);
    const pieces: TextPiece[] = [];
    this.content(element, context, pieces);
    if (!context.preserve) collapseWhitespace(pieces);
    const text = piecesToCueText(
      context.preserve ? pieces.flatMap((piece) => splitLines(piece)) : pieces,
    );
    if (!pieces.some(isVisible)) return;
    if (context.end === undefined) {
      this.errors.report(
        'missing-timestamp',
        element.line,
        'A paragraph has no end (no end or dur on it or around it); it was skipped.',
      );
      return;
    }
    if (context.end < context.begin) {
      this.errors.report(
        'end-before-start',
        element.line,
        `A paragraph ends at ${formatTimestamp(context.end, 'vtt')}, before it starts at ${formatTimestamp(context.begin, 'vtt')}; it was skipped.`,
      );
      return;
    }
    const cue: Cue = { start: context.begin, end: context.end, text };
    const id = idOf(element);
    if (id !== undefined) cue.id = id;
    if (context.speaker !== undefined) cue.speaker = context.speaker;
    this.cues.push(cue);
  }

  private content(element: XmlElement, context: Context, pieces: TextPiece[]): void {
    for (const child of element.children) {
      if (child.kind === 'text') {
        pieces.push({ kind: 'text', text: child.text, style: context.style });
      } else if (child.local === 'br') {
        pieces.push({ kind: 'br' });
      } else if (child.local === 'span') {
        const { style, ruby } = this.elementStyle(child, context.style);
        if (ruby === 'container') {
          this.ruby(child, style, pieces);
        } else if (ruby === 'text' || ruby === 'delimiter') {
          // A reading outside a container has no base to annotate; a delimiter shows only where ruby is not.
        } else {
          const space = attributeOf(child, 'space', XML_NAMESPACE);
          const speaker = this.agentOf(child) ?? context.speaker;
          const voice = speaker !== context.speaker && speaker !== undefined;
          if (voice) pieces.push({ kind: 'voice', name: speaker });
          this.content(
            child,
            {
              ...context,
              style,
              preserve: space === undefined ? context.preserve : space === 'preserve',
              speaker,
            },
            pieces,
          );
          if (voice) pieces.push({ kind: 'end-voice' });
        }
      }
      // metadata, set, animate, image and unknown elements show no text.
    }
  }

  /**
   * A ruby container: its base and text spans as cue text ruby, delimiters (shown only where ruby
   * is not) left out. Text loose in the container follows the ruby, as ExoPlayer shows it.
   */
  private ruby(container: XmlElement, style: TextStyle, pieces: TextPiece[]): void {
    let base = '';
    let reading = '';
    const loose: TextPiece[] = [];
    for (const child of container.children) {
      if (child.kind === 'text') {
        if (child.text.trim() !== '') loose.push({ kind: 'text', text: child.text, style });
        continue;
      }
      const { ruby } = this.elementStyle(child, style);
      if (ruby === 'text' || ruby === 'textContainer') reading += textOf(child);
      else if (ruby === 'base' || ruby === 'baseContainer') base += textOf(child);
    }
    if (reading.trim() === '') pieces.push({ kind: 'text', text: base, style });
    else if (base.trim() !== '') pieces.push({ kind: 'ruby', base, reading, style });
    pieces.push(...loose);
  }
}

/** A piece a viewer sees something of; white space counts, as a cue of spaces is one still. */
function isVisible(piece: TextPiece): boolean {
  return (
    (piece.kind === 'text' && piece.text !== '') || (piece.kind === 'ruby' && piece.base !== '')
  );
}

/** Under xml:space="preserve", line feeds in text are line breaks. */
function splitLines(piece: TextPiece): TextPiece[] {
  if (piece.kind !== 'text' || !piece.text.includes('\n')) return [piece];
  const out: TextPiece[] = [];
  piece.text.split('\n').forEach((line, index) => {
    if (index > 0) out.push({ kind: 'br' });
    out.push({ ...piece, text: line });
  });
  return out;
}

/**
 * Reads timed-text XML: W3C TTML (TTML1, TTML2, IMSC1, DFXP, SMPTE-TT, EBU-TT text) by its <tt>
 * root, and YouTube's srv3 (<timedtext format="3">), srv2 and srv1 (<transcript>). Never throws
 * (but in strict mode): what XML it cannot read is reported as 'bad-xml' and skipped.
 */
export function parseTtml(text: string, errors: ErrorCollector): ParseResult {
  const result: ParseResult = { format: 'ttml', cues: [], errors: [] };
  let read = readTtml(text, (line, message) => errors.report('bad-xml', line, message));
  const root = read.roots[0];
  if (!root) {
    errors.report('unknown-format', 1, 'The file has no XML element: it is not TTML.');
    return result;
  }
  if (root.local === 'timedtext' || root.local === 'transcript') {
    result.cues = readYouTubeTimedText(root, errors);
    return result;
  }
  if (!read.reader) {
    errors.report(
      'unknown-format',
      root.line,
      `The root element is <${root.name}>, not <tt> (TTML) nor <timedtext> or <transcript> (YouTube).`,
    );
    return result;
  }
  const head = childElements(root).find((child) => child.local === 'head');
  // Its XML problems were reported the first time.
  if (read.reader.headAfterBody && head) read = readTtml(text, () => undefined, head);
  read.held.passTo(errors);
  // TTML times a paragraph wherever it stands (nested divs add their begins): cues go in time
  // order, as every other format lists them; a stable sort keeps simultaneous ones in file order.
  result.cues = (read.reader?.cues ?? []).sort((a, b) => a.start - b.start);
  const language = attributeOf(root, 'lang', XML_NAMESPACE);
  if (language) result.header = { language };
  return result;
}

/**
 * Reads the XML, and as TTML when its first root is <tt>, the cues made as their paragraphs end;
 * the TTML errors are held for the caller. Other roots are kept whole, as YouTube's are read
 * from the tree.
 */
function readTtml(
  text: string,
  onProblem: XmlProblem,
  head?: XmlElement,
): { roots: XmlElement[]; reader: TtmlReader | undefined; held: HeldErrors } {
  const held = new HeldErrors();
  let reader: TtmlReader | undefined;
  let rooted = false;
  const roots = readXml(text, onProblem, {
    open(element, parent) {
      if (reader) reader.open(element, parent);
      else if (!parent && !rooted && element.local === 'tt')
        reader = new TtmlReader(element, held, head);
      rooted = true;
    },
    close: (element, parent) => reader?.close(element, parent),
  });
  return { roots, reader, held };
}
