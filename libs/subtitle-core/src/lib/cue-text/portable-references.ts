import { referenceLength } from '../core/character-references.js';
import { isVttWhitespace } from '../vtt/vtt-number.js';
import { consumeCharacterReference } from './html-character-references.js';

const LESS_THAN = 60;
const GREATER_THAN = 62;
const SLASH = 47;

/** What a decoded reference becomes in cue text: the characters, with those WebVTT reserves escaped. */
function asCueText(characters: string): string {
  if (characters === '&') return '&amp;';
  if (characters === '<') return '&lt;';
  if (characters === '>') return '&gt;';
  return characters;
}

/** What to do with a reference that HTML reads but the library's short list reads otherwise. */
type Mode = 'decode' | 'escape';

/**
 * text[from, to) with each character reference that HTML reads but the library's short list
 * (core/character-references.ts) would read otherwise, or not at all, either replaced by what
 * it stands for ('&copy;' is '©', '&AMP;' and '&amp' are '&amp;', '&#65' is 'A') or kept as
 * text by writing its '&' as '&amp;'.
 */
function portableRun(text: string, from: number, to: number, mode: Mode): string {
  let amp = text.indexOf('&', from);
  if (amp < 0 || amp >= to) return text.slice(from, to);
  let out = '';
  let runStart = from;
  while (amp >= 0 && amp < to) {
    const reference = consumeCharacterReference(text, amp, to);
    if (reference === undefined) {
      amp = text.indexOf('&', amp + 1);
      continue;
    }
    // '&amp;', '&nbsp;', '&#233;': read the same by every formatter, kept as the author wrote them.
    if (referenceLength(text, amp) !== reference.end - amp) {
      if (mode === 'decode') {
        out += text.slice(runStart, amp) + asCueText(reference.characters);
        runStart = reference.end;
      } else {
        out += `${text.slice(runStart, amp)}&amp;`;
        runStart = amp + 1;
      }
    }
    amp = text.indexOf('&', reference.end);
  }
  return out + text.slice(runStart, to);
}

/** Each run of text and of start-tag annotation in `text` through portableRun. */
function mapReferenceRuns(text: string, mode: Mode): string {
  if (!text.includes('&')) return text;
  const end = text.length;
  let out = '';
  let pos = 0;
  while (pos < end) {
    if (text.charCodeAt(pos) !== LESS_THAN) {
      let lt = text.indexOf('<', pos);
      if (lt < 0) lt = end;
      out += portableRun(text, pos, lt, mode);
      pos = lt;
      continue;
    }
    let close = text.indexOf('>', pos);
    close = close < 0 ? end : close + 1;
    let annotation = pos + 1;
    if (text.charCodeAt(annotation) !== SLASH) {
      while (annotation < close && !isVttWhitespace(text.charCodeAt(annotation))) annotation++;
    } else {
      annotation = close;
    }
    const annotationEnd = text.charCodeAt(close - 1) === GREATER_THAN ? close - 1 : close;
    out +=
      annotation < annotationEnd
        ? text.slice(pos, annotation) +
          portableRun(text, annotation, annotationEnd, mode) +
          text.slice(annotationEnd, close)
        : text.slice(pos, close);
    pos = close;
  }
  return out;
}

/**
 * WebVTT cue text with its character references made portable: the WebVTT parser reads a
 * reference with HTML's whole table of names ('&copy;', '&eacute', '&AMP;'), while SRT, TXT,
 * ASS, CSV and the other formatters decode only the names WebVTT writers use and numbers with
 * their ';' (core/character-references.ts), so that the 2,231-entry table stays out of bundles
 * that never read WebVTT. Every other reference is replaced by its characters here ('<', '>'
 * and '&' as '&lt;', '&gt;', '&amp;'), where the text is read, so that all of them show what a
 * browser shows. References are found where the cue text parsing rules decode them: in text,
 * and in the annotation of a start tag ('<v Zoë &amp; co>'), never across a tag.
 */
export function withPortableReferences(text: string): string {
  return mapReferenceRuns(text, 'decode');
}

/**
 * The reverse, for writing WebVTT: cue text as the library reads it (the short list) with each
 * '&' that HTML would read as a reference of its own ('&#0' with no ';', '&copy 2024') written
 * '&amp;', so that a browser shows the text the other formats show.
 */
export function escapeForHtmlReferences(text: string): string {
  return mapReferenceRuns(text, 'escape');
}
