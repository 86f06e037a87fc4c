import { isCommentCue, stripTags, type Cue } from '@captio/subtitle-core';

/**
 * The cues as a viewer reads them, in columns: times in typed arrays (handed from a worker
 * without copying) and plain texts, so that a file of 100,000 cues reaches the page cheaply.
 */
export interface PreviewCues {
  starts: Float64Array;
  ends: Float64Array;
  texts: string[];
  /** '' where a cue has no speaker. */
  speakers: string[];
}

export interface PreviewCue {
  start: number;
  end: number;
  text: string;
  speaker: string;
}

/**
 * The longest text a preview row shows. A cue is a line or two, but a file of one huge line is
 * one cue: laid out whole, its megabytes of text held the page still for half a minute.
 */
export const MAX_PREVIEW_TEXT = 1000;

/** The text cut to MAX_PREVIEW_TEXT characters, never inside a surrogate pair, with an ellipsis. */
function previewText(text: string): string {
  if (text.length <= MAX_PREVIEW_TEXT) return text;
  const cut = /[\uD800-\uDBFF]/.test(text.charAt(MAX_PREVIEW_TEXT - 1))
    ? MAX_PREVIEW_TEXT - 1
    : MAX_PREVIEW_TEXT;
  return `${text.slice(0, cut)}…`;
}

/**
 * What a player shows of each cue: ASS Comment events left out, markup removed, and a text
 * longer than a screen cut (the written file keeps it whole).
 */
export function previewCues(cues: readonly Cue[]): PreviewCues {
  const shown = cues.filter((cue) => !isCommentCue(cue));
  const starts = new Float64Array(shown.length);
  const ends = new Float64Array(shown.length);
  const texts: string[] = [];
  const speakers: string[] = [];
  shown.forEach((cue, index) => {
    starts[index] = cue.start;
    ends[index] = cue.end;
    texts.push(previewText(stripTags(cue.text)));
    speakers.push(cue.speaker ?? '');
  });
  return { starts, ends, texts, speakers };
}

export function previewCount(preview: PreviewCues): number {
  return preview.texts.length;
}

/** The cues from `first` (0-based) up to, not including, `end`. */
export function previewSlice(preview: PreviewCues, first: number, end: number): PreviewCue[] {
  const slice: PreviewCue[] = [];
  for (let index = Math.max(0, first); index < Math.min(end, preview.texts.length); index++) {
    slice.push({
      start: preview.starts[index] ?? 0,
      end: preview.ends[index] ?? 0,
      text: preview.texts[index] ?? '',
      speaker: preview.speakers[index] ?? '',
    });
  }
  return slice;
}
