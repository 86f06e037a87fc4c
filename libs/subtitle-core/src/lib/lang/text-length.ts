import { requireString } from '../core/arguments.js';
import { hasNoJoiningCharacters, segmentedClusters } from './graphemes.js';

/** Below U+0300 no character joins another into one cluster (CR LF aside, and neither counts). */
const FIRST_COMBINING = 0x300;
const LINE_FEED = 10;
const CARRIAGE_RETURN = 13;
const SOFT_HYPHEN = 0xad;

/** A character a viewer sees: not a mark, an invisible format character or a line break. */
const VISIBLE = /[^\p{M}\p{Cf}\n\r]/u;

/**
 * How many characters a viewer sees in a text, the unit of line lengths and reading speeds:
 * one per grapheme cluster (see graphemes.ts), so an emoji, a flag, a family emoji, an
 * accented letter however it is encoded, or a Devanagari conjunct is one. Clusters of nothing
 * visible count for nothing: line breaks, invisible format characters (ZWSP, LRM, soft
 * hyphen), a combining mark with no character to sit on. Spaces and punctuation count, as in
 * the Netflix and BBC guidelines.
 */
export function textLength(text: string): number {
  requireString('textLength', 'text', text);
  const latin = unjoinedLength(text, true);
  if (latin >= 0) return latin;
  if (hasNoJoiningCharacters(text)) return unjoinedLength(text, false);
  let count = 0;
  for (const cluster of segmentedClusters(text)) {
    if (isVisibleCluster(cluster)) count++;
  }
  return count;
}

/** True for a grapheme cluster textLength counts: one holding something a viewer sees. */
export function isVisibleCluster(cluster: string): boolean {
  return VISIBLE.test(cluster);
}

/**
 * textLength of a text of characters that join no other (see hasNoJoiningCharacters): its code
 * points but line breaks and the soft hyphen, the one invisible character such text may hold.
 * With `latinOnly`, -1 as soon as a character from U+0300 on comes: below it no character joins
 * another, so such text needs no hasNoJoiningCharacters test.
 */
function unjoinedLength(text: string, latinOnly: boolean): number {
  let count = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < FIRST_COMBINING) {
      if (code !== LINE_FEED && code !== CARRIAGE_RETURN && code !== SOFT_HYPHEN) count++;
    } else if (latinOnly) {
      return -1;
    } else if (!continuesCodePoint(text, i, code)) {
      count++;
    }
  }
  return count;
}

/** A low surrogate completes the code point its high surrogate began. */
function continuesCodePoint(text: string, i: number, code: number): boolean {
  if (code < 0xdc00 || code > 0xdfff) return false;
  const previous = text.charCodeAt(i - 1);
  return previous >= 0xd800 && previous <= 0xdbff;
}
