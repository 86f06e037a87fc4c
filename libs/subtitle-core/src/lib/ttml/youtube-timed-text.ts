import type { ErrorCollector } from '../core/parse-error.js';
import type { Cue, Word } from '../core/types.js';
import { attributeOf, childElements, type XmlElement } from '../xml/xml-tree.js';
import {
  collapseWhitespace,
  piecesToCueText,
  PLAIN_STYLE,
  type TextPiece,
  type TextStyle,
} from './ttml-text.js';

/**
 * YouTube's timed-text XML, as its timedtext endpoint serves it and yt-dlp saves it:
 * - srv3: `<timedtext format="3"><head><pen id="1" i="1"/></head><body><p t="ms" d="ms" p="1">`,
 *   the text in the <p> or in <s> word segments whose `t` is an offset in ms from the <p>;
 *   pens give italic, bold and underline (`i`, `b`, `u` = 1);
 * - srv2: `<timedtext><text t="ms" d="ms">`;
 * - srv1: `<transcript><text start="s" dur="s">`, whose text is HTML once the XML is read
 *   (`&lt;i&gt;` is italics, `&amp;#39;` an apostrophe), as cue text is.
 * Line feeds in the text are line breaks. Paragraphs with only spaces (the `a="1"` appends of
 * automatic captions, which hold a line feed) are not cues.
 */
export function readYouTubeTimedText(root: XmlElement, errors: ErrorCollector): Cue[] {
  const pens = new Map<string, TextStyle>();
  const head = childElements(root).find((child) => child.local === 'head');
  for (const pen of head ? childElements(head) : []) {
    const id = attributeOf(pen, 'id');
    if (pen.local === 'pen' && id !== undefined) {
      pens.set(id, {
        italic: attributeOf(pen, 'i') === '1',
        bold: attributeOf(pen, 'b') === '1',
        underline: attributeOf(pen, 'u') === '1',
      });
    }
  }
  const body = childElements(root).find((child) => child.local === 'body') ?? root;
  const cues: Cue[] = [];
  for (const paragraph of childElements(body)) {
    if (paragraph.local !== 'p' && paragraph.local !== 'text') continue;
    const cue =
      root.local === 'transcript'
        ? srv1Cue(paragraph, errors)
        : srv3Cue(
            paragraph,
            pens.get(attributeOf(paragraph, 'p') ?? '') ?? PLAIN_STYLE,
            pens,
            errors,
          );
    if (cue) cues.push(cue);
  }
  return cues;
}

const MS = /^\d+$/;
const SECONDS = /^\d+(?:\.\d+)?$/;

/** A time attribute in ms: whole ms, or seconds when `seconds`; undefined and reported when unreadable. */
function timeOf(
  element: XmlElement,
  name: string,
  seconds: boolean,
  errors: ErrorCollector,
): number | undefined {
  const value = attributeOf(element, name)?.trim();
  if (value === undefined) {
    errors.report(
      'missing-timestamp',
      element.line,
      `A <${element.name}> has no ${name} attribute; it was skipped.`,
    );
    return undefined;
  }
  const ms = seconds ? Math.round(Number(value) * 1000) : Number(value);
  if (!(seconds ? SECONDS : MS).test(value) || !Number.isSafeInteger(ms)) {
    errors.report(
      'bad-timestamp',
      element.line,
      `The ${name} time "${value}" of a <${element.name}> could not be read; it was skipped.`,
    );
    return undefined;
  }
  return ms;
}

function srv1Cue(element: XmlElement, errors: ErrorCollector): Cue | undefined {
  const start = timeOf(element, 'start', true, errors);
  if (start === undefined) return undefined;
  const duration = timeOf(element, 'dur', true, errors);
  if (duration === undefined) return undefined;
  let html = '';
  for (const child of element.children) if (child.kind === 'text') html += child.text;
  const text = trimLines(html);
  return text === '' ? undefined : { start, end: start + duration, text };
}

function trimLines(text: string): string {
  return text
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '')
    .join('\n');
}

function srv3Cue(
  element: XmlElement,
  style: TextStyle,
  pens: ReadonlyMap<string, TextStyle>,
  errors: ErrorCollector,
): Cue | undefined {
  const start = timeOf(element, 't', false, errors);
  if (start === undefined) return undefined;
  const duration = timeOf(element, 'd', false, errors);
  if (duration === undefined) return undefined;
  const end = start + duration;
  const pieces: TextPiece[] = [];
  const words: Word[] = [];
  for (const child of element.children) {
    if (child.kind === 'text') {
      pieces.push(...lines(child.text, style));
    } else if (child.local === 'br') {
      pieces.push({ kind: 'br' });
    } else if (child.local === 's') {
      const segmentStyle = pens.get(attributeOf(child, 'p') ?? '') ?? style;
      let segment = '';
      for (const node of child.children) if (node.kind === 'text') segment += node.text;
      pieces.push(...lines(segment, segmentStyle));
      const offset = Number(attributeOf(child, 't') ?? '0');
      const word = segment.trim();
      if (word !== '')
        words.push({ text: word, start: start + (Number.isSafeInteger(offset) ? offset : 0), end });
    }
  }
  for (let i = 0; i < words.length - 1; i++) {
    const word = words[i] as Word;
    word.end = Math.max(word.start, Math.min(end, (words[i + 1] as Word).start));
  }
  collapseWhitespace(pieces);
  const text = piecesToCueText(pieces).replace(/\n{2,}/g, '\n');
  if (text === '') return undefined;
  const cue: Cue = { start, end, text };
  if (words.length > 1) cue.words = words;
  return cue;
}

function lines(text: string, style: TextStyle): TextPiece[] {
  const out: TextPiece[] = [];
  text.split('\n').forEach((line, index) => {
    if (index > 0) out.push({ kind: 'br' });
    out.push({ kind: 'text', text: line, style });
  });
  return out;
}
