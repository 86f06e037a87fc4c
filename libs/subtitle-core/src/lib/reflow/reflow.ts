import { requireCues } from '../core/arguments.js';
import { isCommentCue } from '../ass/ass-cue.js';
import type { Cue } from '../core/types.js';
import { cloneCue } from '../edit/clone-cue.js';
import { countsByCharacter } from '../lang/language-code.js';
import { requireLanguage } from '../lang/language-option.js';
import { lineLengthLimits } from '../lang/line-length.js';
import { layout, type Chunk } from './layout.js';
import { timePieces } from './timing.js';
import { splitUnits, type Units } from './units.js';
import {
  rawEndOf,
  rawStartOf,
  readVisibleText,
  type Tag,
  type VisibleText,
} from './visible-text.js';

export interface ReflowOptions {
  /** Language of the text, in any form normalizeLanguage reads ('en', 'zh-CN', 'yue(oral)', 'English'). */
  lang: string;
  /** Most visible characters per line. Default: lineLengthLimits(lang).default. */
  maxChars?: number;
  /** Most lines per cue. Default 2. */
  maxLines?: number;
}

/**
 * Re-breaks the text of each cue into lines of at most maxChars visible characters and, when
 * it needs more than maxLines lines, into several cues.
 *
 * - Breaks fall between words; in Chinese, Cantonese and Japanese between any two characters
 *   and any two emoji or flags (never inside a grapheme cluster, and never before closing
 *   punctuation or after opening punctuation), in Thai between words as the runtime's
 *   Intl.Segmenter finds them. A word longer than maxChars is never cut: it gets a line of its
 *   own. Characters are counted as textLength counts them, one a grapheme cluster.
 * - A cue is cut into as few cues as possible; among the ways to do that, cues and lines come
 *   out as even as they can, preferring to break after a sentence (. ! ? ; : 。！？), then
 *   after a clause (, ， 、), where that costs little evenness. When two lines cannot be
 *   equal, the lower one is the longer. Text that fits one line stays on one line. A line
 *   of the input that opens with a dialogue dash ("- Yes.") still opens a line.
 * - Cues are never merged, so text of different speakers never shares a cue.
 * - Timing: a cue that stays whole keeps its times. A cue that is cut, when its words carry
 *   times and spell its text, gives each new cue the start of its first word and the end of
 *   its last (a word cut in two is timed by its characters, and its parts go with the cues
 *   they fall in); otherwise the cue's time is shared out in proportion to the characters.
 * - New cues keep speaker, style and settings but get no id. Inline markup is kept: a tag
 *   open where a cue is cut is closed at the end of that cue and opened again at the start of
 *   the next. (ASS settings keep the original `raw` text, which the formatter only reuses while
 *   it still matches the cue's text.)
 *
 * No visible text is lost or reordered: only whitespace changes. The input is not changed.
 * options.lang is required (a TypeError without it); a language the tables do not know gets
 * the default line length and is broken at word boundaries.
 */
export function reflow(cues: readonly Cue[], options: ReflowOptions): Cue[] {
  requireCues('reflow', 'cues', cues);
  const lang = requireLanguage(options, 'reflow');
  const maxChars = options.maxChars ?? lineLengthLimits(lang).default;
  const maxLines = options.maxLines ?? 2;
  if (!Number.isInteger(maxChars) || maxChars < 1) {
    throw new RangeError(
      `maxChars must be a whole number of characters, 1 or more, not ${maxChars}`,
    );
  }
  if (!Number.isInteger(maxLines) || maxLines < 1) {
    throw new RangeError(`maxLines must be a whole number of lines, 1 or more, not ${maxLines}`);
  }
  const unspaced = countsByCharacter(lang);
  const result: Cue[] = [];
  for (const cue of cues) {
    // ASS Comment events are never shown: nothing to fit on screen.
    if (isCommentCue(cue)) result.push(cue);
    else reflowCue(cue, unspaced, maxChars, maxLines, result);
  }
  return result;
}

function reflowCue(
  cue: Cue,
  unspaced: boolean,
  maxChars: number,
  maxLines: number,
  out: Cue[],
): void {
  const visible = readVisibleText(cue.text);
  const units = splitUnits(visible.text, unspaced);
  if (units.count === 0) {
    out.push(cloneCue(cue));
    return;
  }
  const chunks = layout(units, maxChars, maxLines);
  const texts = writeChunks(visible, units, chunks);
  if (chunks.length === 1) {
    const copy = cloneCue(cue);
    copy.text = texts[0] ?? '';
    out.push(copy);
    return;
  }
  const timings = timePieces(
    cue,
    visible.text,
    chunks.map((chunk) => [units.start[chunk.from] ?? 0, units.end[chunk.to - 1] ?? 0] as const),
  );
  chunks.forEach((_, index) => {
    const timing = timings[index];
    const piece = cloneCue(cue, timing?.words ?? null);
    delete piece.id;
    piece.start = timing?.start ?? cue.start;
    piece.end = timing?.end ?? cue.end;
    piece.text = texts[index] ?? '';
    out.push(piece);
  });
}

interface OpenTag {
  name: string;
  raw: string;
}

/**
 * The cue text of each chunk: its units with their raw form (markup and character references
 * as in the input), joined by their separator on a line and by '\n' between lines.
 */
function writeChunks(visible: VisibleText, units: Units, chunks: readonly Chunk[]): string[] {
  const { raw, tags } = visible;
  const open: OpenTag[] = [];
  let nextTag = 0;

  // The tags not yet taken that start before raw offset `until` (up to the first `accept`
  // refuses), tracked on the open stack and returned as written.
  const takeTags = (until: number, accept: (tag: Tag) => boolean = () => true): string => {
    let written = '';
    while (nextTag < tags.length) {
      const tag = tags[nextTag];
      if (!tag || tag.start >= until || !accept(tag)) break;
      written += raw.slice(tag.start, tag.end);
      track(open, tag, raw);
      nextTag++;
    }
    return written;
  };

  const texts: string[] = [];
  let text = '';
  for (let c = 0; c < chunks.length; c++) {
    const chunk = chunks[c];
    if (!chunk) continue;
    text = open.map((tag) => tag.raw).join('');
    for (let k = chunk.from; k < chunk.to; k++) {
      const unitStart = rawStartOf(visible, units.start[k] ?? 0);
      if (k === 0) {
        // Markup before the first character; whitespace there goes.
        text += takeTags(unitStart);
      } else if (k === chunk.from || chunk.lineStarts.includes(k)) {
        // Cut before unit k: what closes goes with the text before, the rest with the text after.
        if (k > chunk.from) {
          text += takeTags(unitStart, (tag) => tag.kind === 'close') + '\n';
        }
        text += takeTags(unitStart);
      } else {
        text += writeJoin(visible, units, k, unitStart, takeTags);
      }
      const unitEnd = rawEndOf(visible, (units.end[k] ?? 1) - 1);
      text += raw.slice(unitStart, unitEnd);
      // Tags inside the unit were written with it: only the open stack needs them.
      takeTags(unitEnd);
      if (k === chunk.to - 1) {
        const lastChunk = c === chunks.length - 1;
        const nextStart = lastChunk ? raw.length : rawStartOf(visible, units.start[k + 1] ?? 0);
        text += takeTags(
          lastChunk ? raw.length : nextStart,
          (tag) => lastChunk || tag.kind === 'close',
        );
        if (!lastChunk) {
          for (let i = open.length - 1; i >= 0; i--) text += `</${open[i]?.name ?? ''}>`;
        }
      }
    }
    texts.push(text);
  }
  return texts;
}

/** What stands between unit k - 1 and unit k on one line: the input as it was, but one line. */
function writeJoin(
  visible: VisibleText,
  units: Units,
  k: number,
  unitStart: number,
  takeTags: (until: number, accept?: (tag: Tag) => boolean) => string,
): string {
  const { raw } = visible;
  const from = rawEndOf(visible, (units.end[k - 1] ?? 1) - 1);
  if (!units.newlineBefore[k]) {
    const between = raw.slice(from, unitStart);
    takeTags(unitStart);
    return between;
  }
  // The line break of the input becomes the unit's join, after what closes and before what opens.
  return (
    takeTags(unitStart, (tag) => tag.kind === 'close') + (units.join[k] ?? '') + takeTags(unitStart)
  );
}

function track(open: OpenTag[], tag: Tag, raw: string): void {
  if (tag.kind === 'open') {
    open.push({ name: tag.name, raw: raw.slice(tag.start, tag.end) });
  } else if (tag.kind === 'close') {
    for (let i = open.length - 1; i >= 0; i--) {
      if (open[i]?.name === tag.name) {
        open.length = i;
        break;
      }
    }
  }
}
