import { NO_ALIGNMENT_TAG, alignmentTagIn } from '../ass/ass-alignment.js';
import { isSpaceOrTab, trimEndSpaceOrTab } from '../text/space-or-tab.js';
import { balanceFormatTags, formatTagsIn } from './srt-format-tags.js';
import { WORD_JOINER } from '../text/word-joiner.js';

const LF = 10;
const BACKSLASH = 92;
const OPEN_BRACE = 123;
const OVERRIDE_START = '{\\';

/** Where the '}' closing the block that opens at text[open] is, -1 when its line has none. */
function blockEnd(text: string, open: number): number {
  const close = text.indexOf('}', open + 2);
  if (close < 0) return -1;
  const newline = text.indexOf('\n', open + 2);
  return newline >= 0 && newline < close ? -1 : close;
}

/** Whether a line of text holds an override block, `{\` and a '}' later on the same line. */
export function hasOverrideBlock(text: string): boolean {
  for (let at = text.indexOf(OVERRIDE_START); at >= 0; at = text.indexOf(OVERRIDE_START, at + 1)) {
    if (blockEnd(text, at) >= 0) return true;
  }
  return false;
}

/** A SubRip text without its override blocks, and the alignment they set. */
export interface StrippedText {
  text: string;
  /** A numpad alignment, NO_ALIGNMENT_TAG or INVALID_ALIGNMENT_TAG (see alignmentTagIn). */
  alignment: number;
}

/** What the passes of stripSrtOverrides learn. */
interface StripState extends StrippedText {
  /** Whether a block held \i, \b or \u tags, now in the text as markup to balance. */
  formatTags: boolean;
}

/** text without trailing spaces and tabs. */
function trimLineEnd(text: string): string {
  const end = trimEndSpaceOrTab(text, 0, text.length);
  return end === text.length ? text : text.slice(0, end);
}

/**
 * One pass over the text: the blocks removed, with the spacing of the words around them. A
 * block and the spaces around it leave one space between two words and none at the start or
 * end of a line; a line that held only blocks goes away.
 */
function stripOnce(raw: string, result: StripState): string {
  let out = '';
  let from = 0;
  // The markup of the \i, \b, \u tags of the blocks since the last text, written before the
  // next text (so that it does not count as a word for the spacing around blocks).
  let markup = '';
  let open = raw.indexOf(OVERRIDE_START);
  while (open >= 0) {
    const close = blockEnd(raw, open);
    if (close < 0) {
      open = raw.indexOf(OVERRIDE_START, open + 1);
      continue;
    }
    if (result.alignment === NO_ALIGNMENT_TAG) {
      result.alignment = alignmentTagIn(raw, open + 1, close);
    }
    if (from < open) {
      out = withMarkup(out, markup, raw.charCodeAt(from)) + raw.slice(from, open);
      markup = '';
    }
    const tags = formatTagsIn(raw, open + 1, close);
    if (tags !== '') {
      markup += tags;
      result.formatTags = true;
    }
    let next = close + 1;
    const last = out.charCodeAt(out.length - 1);
    // out is at a line start, or ends in a space: the spaces after the block are not needed.
    if (out === '' || last === LF || isSpaceOrTab(last)) {
      while (next < raw.length && isSpaceOrTab(raw.charCodeAt(next))) next++;
    }
    if (next === raw.length || raw.charCodeAt(next) === LF) {
      out = trimLineEnd(out);
      if (out === '' || out.charCodeAt(out.length - 1) === LF) {
        // The line is empty now: its line break goes with it.
        if (next < raw.length) next++;
        else out = out.slice(0, -1);
      }
    }
    from = next;
    open = raw.indexOf(OVERRIDE_START, from);
  }
  return from < raw.length
    ? withMarkup(out, markup, raw.charCodeAt(from)) + raw.slice(from)
    : out + markup;
}

/**
 * out with markup at its end, where the text that follows starts with `next`. Before a brace
 * that a backslash follows, the markup goes in front of the brace: '{{\i1}\an8}' leaves the
 * block '{\an8}' that the next pass removes, as before.
 */
function withMarkup(out: string, markup: string, next: number): string {
  if (markup === '') return out;
  if (next === BACKSLASH && out.charCodeAt(out.length - 1) === OPEN_BRACE) {
    return out.slice(0, -1) + markup + '{';
  }
  return out + markup;
}

/**
 * SubRip text without its ASS override blocks, as players show it. Real SubRip files carry
 * them (`{\an8}` most often, or `{\i1}` from converted ASS files): ExoPlayer removes every
 * `{\...}` block of a line and VLC and mpv read them as ASS, so none of them is text. A brace
 * not followed by a backslash (`{like this}`) is text, and so is a block left open at the end
 * of its line. The alignment is that of the first \an or \a tag, as libass and ExoPlayer take it.
 * The \i, \b and \u tags, which mpv and VLC show (ffmpeg passes them on to libass), become
 * <i>, <b> and <u> markup, balanced with the text's own (see balanceFormatTags); every other
 * tag is dropped.
 */
export function stripSrtOverrides(raw: string): StrippedText {
  const state: StripState = { text: raw, alignment: NO_ALIGNMENT_TAG, formatTags: false };
  // Removing '{\a}' from '{{\a}\b}' makes a block of what was text: until none is left.
  for (;;) {
    const stripped = stripOnce(state.text, state);
    const done = stripped === state.text || !hasOverrideBlock(stripped);
    state.text = stripped;
    if (done) break;
  }
  const text = state.formatTags ? balanceFormatTags(state.text) : state.text;
  return { text, alignment: state.alignment };
}

/**
 * Text whose `{\...}` blocks stay text in SubRip: an invisible word joiner after the brace, so
 * that no player (nor stripSrtOverrides) takes them for override blocks. The formatter does
 * the same inside an arrow that would start a cue.
 */
export function escapeOverrideBlocks(text: string): string {
  let out = '';
  let from = 0;
  for (let at = text.indexOf(OVERRIDE_START); at >= 0; at = text.indexOf(OVERRIDE_START, at + 1)) {
    if (blockEnd(text, at) < 0) continue;
    out += text.slice(from, at + 1) + WORD_JOINER;
    from = at + 1;
  }
  return from === 0 ? text : out + text.slice(from);
}
