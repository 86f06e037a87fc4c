import {
  CHARACTER_REFERENCE,
  decodeCharacterReference,
  referenceLength,
} from '../core/character-references.js';
import { WORD_JOINER, WORD_JOINER_CODE } from '../text/word-joiner.js';

const LT = 60;
const GT = 62;
const SLASH = 47;
const LF = 10;

function lower(code: number): number {
  return code >= 65 && code <= 90 ? code + 32 : code;
}

function isTagEnd(code: number): boolean {
  return code === GT || code === 32 || code === 9;
}

/**
 * Does text[at] ('<') start one of the tags SubRip players render (<i>, <b>, <u>, <font ...>
 * and their closing tags) that ends with '>' on the same line? A char scan: it runs for every
 * '<' of every cue.
 */
function startsSrtTag(text: string, at: number): boolean {
  let i = at + 1;
  if (text.charCodeAt(i) === SLASH) i++;
  const first = lower(text.charCodeAt(i));
  if (first === 105 /* i */ || first === 98 /* b */ || first === 117 /* u */) {
    i++;
  } else if (
    first === 102 /* f */ &&
    lower(text.charCodeAt(i + 1)) === 111 &&
    lower(text.charCodeAt(i + 2)) === 110 &&
    lower(text.charCodeAt(i + 3)) === 116
  ) {
    i += 4;
  } else {
    return false;
  }
  if (!isTagEnd(text.charCodeAt(i))) return false;
  for (; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === GT) return true;
    if (c === LF || c === LT) return false;
  }
  return false;
}

/**
 * SubRip text is plain text with a few HTML-like tags, while cue text is markup: a '<' or '&'
 * that starts no SRT tag or character reference is escaped, so that 'a < b > c' or 'Tom & Jerry'
 * reads and converts as written. A word joiner right after a '<' (how cueTextToSrtText keeps a
 * player from taking '<tag>' for a tag) is dropped.
 */
export function srtTextToCueText(raw: string): string {
  let lt = raw.indexOf('<');
  let amp = raw.indexOf('&');
  if (lt < 0 && amp < 0) return raw;
  let out = '';
  let from = 0;
  // Jump from one '<' or '&' to the next: cue text is mostly plain letters.
  while (lt >= 0 || amp >= 0) {
    if (lt >= 0 && (amp < 0 || lt < amp)) {
      if (!startsSrtTag(raw, lt)) {
        out += raw.slice(from, lt) + '&lt;';
        // The word joiner cueTextToSrtText put after a '<' of the text goes again.
        from = raw.charCodeAt(lt + 1) === WORD_JOINER_CODE ? lt + 2 : lt + 1;
      }
      lt = raw.indexOf('<', lt + 1);
    } else {
      if (referenceLength(raw, amp) === 0) {
        out += raw.slice(from, amp) + '&amp;';
        from = amp + 1;
      }
      amp = raw.indexOf('&', amp + 1);
    }
  }
  return from === 0 ? raw : out + raw.slice(from);
}

// After a '<' of the text: would a player take it for a tag? Players (ffmpeg's, so mpv's and
// VLC's) read any '<' before a letter or '/' as one, and hide it or break the line (<br>).
const TAG_AFTER_LT = /^\/?[A-Za-z]/;

/**
 * The inverse for writing: players show SubRip text as is (a character reference is shown as
 * written), so references are decoded. A '<' of the text that a player would take for a tag
 * ('&lt;tag&gt;', '&lt;br&gt;') gets an invisible word joiner (U+2060) after it, which
 * srtTextToCueText drops again. An '&' of the text that would start a reference when read back
 * ('&amp;' written as such in the source) stays '&amp;'.
 */
export function cueTextToSrtText(text: string): string {
  if (!text.includes('&')) return text;
  const decoded = text.replace(CHARACTER_REFERENCE, (reference: string, offset: number) =>
    reference === '&lt;' && TAG_AFTER_LT.test(text.slice(offset + 4, offset + 6))
      ? '<' + WORD_JOINER
      : decodeCharacterReference(reference),
  );
  return escapeAmpersandsThatReadAsReferences(decoded);
}

/** '&' to '&amp;' wherever a reader would take it for the start of a character reference. */
function escapeAmpersandsThatReadAsReferences(text: string): string {
  let out = '';
  let from = 0;
  for (let at = text.indexOf('&'); at >= 0; at = text.indexOf('&', at + 1)) {
    if (referenceLength(text, at) === 0) continue;
    out += text.slice(from, at) + '&amp;';
    from = at + 1;
  }
  return from === 0 ? text : out + text.slice(from);
}
