import { isCommentCue, isDrawingCue } from '../ass/ass-cue.js';
import { escapeCueText } from '../core/markup.js';
import { type OutputBuffer, acquireOutputBuffer } from '../core/output-buffer.js';
import { writeCount, writeTimestamp, writeTimingArrow } from '../core/output-timestamp.js';
import { plainTextsOf } from '../core/plain-texts.js';
import { skipSpaceOrTab } from '../text/space-or-tab.js';
import { toPlainText } from '../core/plain-cue-text.js';
import { rubyAsText } from '../core/ruby.js';
import type { Cue, FormatOptions } from '../core/types.js';
import { joinTurns, labelTurn, voiceTurns, withoutDialogueDash } from '../core/voice-turns.js';
import { AssStyledTexts } from '../ass/ass-styled-text.js';
import { CueAlignments } from './srt-alignment.js';
import { escapeOverrideBlocks } from './srt-overrides.js';
import { isSrtTimingLine } from './srt-parser.js';
import { cueTextToSrtText } from './srt-text.js';
import { WORD_JOINER } from '../text/word-joiner.js';

// SubRip players render <i>, <b>, <u> and <font>; any other cue-text tag (<v>, <c>, <lang>,
// inline timestamps) would show as literal text, so it is dropped (ruby readings are kept in
// parentheses first, see rubyAsText). Only what looks like
// a tag ('<' then a letter or digit, or '/' and one) is: 'a < b > c' is text.
/** <i>, <b> or <u> with classes or an annotation after the name. */
const FORMAT_TAG_WITH_EXTRAS = /<([ibu])[.\s][^<>\n]*>/g;
const FOREIGN_TAG = /<(?!\/?(?:i|b|u|font)(?:[\s>]|$))(?=\/?[a-z\d])[^>\n]*>/gi;

const TAB = 9;
const LF = 10;
const FF = 12;
const CR = 13;
const SPACE = 32;
const SLASH = 47;
const DIGIT_0 = 48;
const DIGIT_9 = 57;
const GREATER_THAN = 62;
const LOWER_A = 97;
const LOWER_B = 98;
const LOWER_F = 102;
const LOWER_I = 105;
const LOWER_N = 110;
const LOWER_O = 111;
const LOWER_T = 116;
const LOWER_U = 117;
const LOWER_Z = 122;
/** "\n\n" for the buffer's (little-endian) DataView. */
const TWO_LF = LF | (LF << 8);
/** Cues per call of writeCues. */
const BATCH = 256;
/** More than an index and a timing line take, whatever the times. */
const CUE_BYTES = 160;

/** An ASCII letter's code in lower case; no other character comes out as a lower-case letter. */
function lower(code: number): number {
  return code | 0x20;
}

/**
 * Whether FOREIGN_TAG may match: some '<' starts a tag (a letter or digit after it, or after
 * '/') other than i, b, u or font followed by whitespace, '>' or the end. Cue text mostly has
 * no '<' or only the tags SubRip keeps, and this spares it the regular expression.
 */
function mayHaveForeignTag(text: string): boolean {
  for (let lt = text.indexOf('<'); lt >= 0; lt = text.indexOf('<', lt + 1)) {
    let name = lt + 1;
    if (text.charCodeAt(name) === SLASH) name++;
    const first = text.charCodeAt(name);
    const initial = lower(first);
    const letter = initial >= LOWER_A && initial <= LOWER_Z;
    // Not a tag, and FOREIGN_TAG leaves it alone.
    if (!letter && !(first >= DIGIT_0 && first <= DIGIT_9)) continue;
    let after: number;
    if (initial === LOWER_I || initial === LOWER_B || initial === LOWER_U) {
      after = name + 1;
    } else if (
      initial === LOWER_F &&
      lower(text.charCodeAt(name + 1)) === LOWER_O &&
      lower(text.charCodeAt(name + 2)) === LOWER_N &&
      lower(text.charCodeAt(name + 3)) === LOWER_T
    ) {
      after = name + 4;
    } else {
      return true;
    }
    if (after === text.length) continue;
    const next = text.charCodeAt(after);
    // Other whitespace than this is rare: the regular expression decides.
    if (
      next !== GREATER_THAN &&
      next !== SPACE &&
      next !== LF &&
      next !== TAB &&
      next !== CR &&
      next !== FF
    ) {
      return true;
    }
  }
  return false;
}

/**
 * Is some line only spaces or tabs? Looks at the start of each line only, so it costs a few
 * character reads per line, not a scan of the text.
 */
function hasSpaceOnlyLine(text: string): boolean {
  let start = 0;
  for (;;) {
    const newline = text.indexOf('\n', start);
    const end = newline < 0 ? text.length : newline;
    let i = start;
    while (i < end && (text.charCodeAt(i) === 32 || text.charCodeAt(i) === 9)) i++;
    if (i === end && end > start) return true;
    if (newline < 0) return false;
    start = newline + 1;
  }
}

/**
 * One scan for what can make srtText() change a text besides the options: a tag, a character
 * reference, "-->", "{\" (an override block), or a blank or whitespace-only line inside. The
 * edges are checked apart.
 */
const MAY_CHANGE = /[<&]|-->|\n[ \t]*\n|\{\\/;

/** A first or last character after which the text needs no blank-line repair. */
function isSafeEdge(code: number): boolean {
  return code !== LF && code !== SPACE && code !== TAB;
}

/**
 * Cue text with 'Name: ' in front of each speaker's turn (see voiceTurns), on a line of its own
 * for each voice after the first. A text that already starts with its speaker's name does not
 * get it twice.
 */
/** Does a turn's text already start with its speaker's name ('Bob: Yes', '- Bob: Yes')? */
const hasLabel = (text: string, speaker: string): boolean =>
  withoutDialogueDash(toPlainText(text).trimStart()).startsWith(`${speaker}:`);

function withSpeakerNames(text: string, speaker: string | undefined): string {
  const turns = voiceTurns(text, speaker);
  const label = (name: string): string => `${escapeCueText(name)}: `;
  const first = turns[0];
  if (first?.speaker && !hasLabel(first.text, first.speaker))
    first.text = labelTurn(first.text, label(first.speaker));
  return joinTurns(turns, label);
}

function srtText(cue: Cue, plainText: boolean, speakers: boolean): string {
  let text = cue.text;
  if (plainText || speakers) {
    // Options that change the text: the checks below.
  } else if (
    isSafeEdge(text.charCodeAt(0)) &&
    isSafeEdge(text.charCodeAt(text.length - 1)) &&
    !MAY_CHANGE.test(text)
  ) {
    return text;
  }
  if (speakers) text = withSpeakerNames(text, cue.speaker);
  if (plainText) {
    text = toPlainText(text);
  } else {
    text = rubyAsText(text);
    if (mayHaveForeignTag(text)) {
      // <i.loud>, <b title> (WebVTT classes and annotations): SubRip's <i> and <b>, without them.
      text = text.replace(FORMAT_TAG_WITH_EXTRAS, '<$1>').replace(FOREIGN_TAG, '');
    }
    text = cueTextToSrtText(text);
  }
  // A blank (or whitespace-only) line would end the cue early.
  if (
    text.charCodeAt(0) === LF ||
    text.charCodeAt(text.length - 1) === LF ||
    text.includes('\n\n') ||
    hasSpaceOnlyLine(text)
  ) {
    text = text
      .split('\n')
      .filter((line) => line.trim() !== '')
      .join('\n');
  }
  // A text line that reads as a timing line would start a cue of its own: an invisible word
  // joiner inside its arrow keeps it text.
  if (text.includes('-->')) {
    text = text
      .split('\n')
      .map((line) => (isSrtTimingLine(line) ? line.replace('-->', `--${WORD_JOINER}>`) : line))
      .join('\n');
  }
  // Players hide a {\...} block of the text; the cue's own alignment is written apart.
  if (text.includes('{\\')) text = escapeOverrideBlocks(text);
  return text;
}

/**
 * Appends `{\anN}` with the text's leading spaces and tabs before it, and returns the rest of
 * the text: readers drop the spaces right after a block at the start of a line, so the tag goes
 * after them for the text to read back as it is.
 */
function withAlignmentTag(out: OutputBuffer, text: string, alignment: number): string {
  const indent = skipSpaceOrTab(text, 0, text.length);
  if (indent > 0) out.append(text.slice(0, indent));
  out.append(`{\\an${alignment}}`);
  return text.slice(indent);
}

/**
 * Writes cues[from .. to) and returns the last index written. Formatting goes through this in
 * batches so that the engine optimizes it as a function called often, rather than recompiling
 * one long loop on every call.
 */
function writeCues(
  out: OutputBuffer,
  cues: readonly Cue[],
  from: number,
  to: number,
  lastIndex: number,
  plainTexts: readonly (string | undefined)[],
  plainText: boolean,
  speakers: boolean,
  alignments: CueAlignments | null,
  styled: AssStyledTexts | null,
): number {
  // What the parser found plain is written as it is, unless an option changes texts.
  const asIs = !plainText && !speakers;
  const bytes = out.bytes;
  const view = out.view;
  let index = lastIndex;
  for (let i = from; i < to; i++) {
    const listed = cues[i] as Cue;
    if (isCommentCue(listed) || isDrawingCue(listed)) continue;
    // An ASS event's style may set italics that its text does not mark.
    const cue = styled === null ? listed : styled.cueOf(listed);
    index++;
    out.reserve(CUE_BYTES);
    let pos = writeCount(view, out.pos, index);
    bytes[pos++] = LF;
    pos = writeTimestamp(out, pos, cue.start, 'srt');
    pos = writeTimestamp(out, writeTimingArrow(view, pos), cue.end, 'srt');
    bytes[pos++] = LF;
    out.pos = pos;
    const plain = plainTexts[i];
    // (A cue from outside may lack its text: that must not match a missing entry.)
    let text =
      asIs && plain !== undefined && plain === cue.text ? plain : srtText(cue, plainText, speakers);
    if (alignments !== null && cue.settings !== undefined) {
      const alignment = alignments.of(cue);
      if (alignment !== 2) text = withAlignmentTag(out, text, alignment);
    }
    if (text !== '') out.append(text);
    pos = out.pos;
    view.setUint16(pos, TWO_LF, true);
    out.pos = pos + 2;
  }
  return index;
}

/**
 * Writes SubRip with indexes from 1, comma millis, one blank line between cues, and {\anN} at
 * the start of the text of a cue placed elsewhere than bottom centre (see CueAlignments).
 */
export function formatSrt(cues: readonly Cue[], options: FormatOptions = {}): string {
  const plainText = Boolean(options.plainText);
  // Players show SRT text as is: a name in front of every line is wanted only on request.
  const speakers = options.speakers === true;
  const plainTexts = plainTextsOf(cues) ?? [];
  // Plain text is text only: no {\anN} either, which a player without override tags would show.
  const alignments = plainText ? null : new CueAlignments(options);
  const styled = alignments === null ? null : new AssStyledTexts(alignments.styles);
  const out = acquireOutputBuffer();
  try {
    let index = 0;
    for (let from = 0; from < cues.length; from += BATCH) {
      const to = Math.min(cues.length, from + BATCH);
      index = writeCues(
        out,
        cues,
        from,
        to,
        index,
        plainTexts,
        plainText,
        speakers,
        alignments,
        styled,
      );
    }
    return out.finish();
  } finally {
    out.release();
  }
}
