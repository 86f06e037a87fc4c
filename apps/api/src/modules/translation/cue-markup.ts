import type { TranscriptLine } from '@captio/api-client';
import { simpleMarkup } from '@captio/media-engines';
import { type Cue, escapeCueText, stripTags } from '@captio/subtitle-core';

/**
 * A subtitle file's italic, bold and underline, kept beside its plain lines (the contract's
 * file_json holds what a person reads, without markup): one cue text per line, with only <i>,
 * <b> and <u> (see simpleMarkup). A cue whose markup would not show its line's text as read
 * (a reference read otherwise) keeps its plain text. Null when no cue has any: nothing is stored.
 */
export function sourceMarkupOf(
  cueTexts: readonly string[],
  lines: readonly TranscriptLine[],
): string[] | null {
  const markup = lines.map((line, index) => {
    const kept = simpleMarkup(cueTexts[index] ?? '');
    return stripTags(kept) === line.text ? kept : escapeCueText(line.text);
  });
  // Simple markup escapes every '<' of its text: one left is a tag.
  return markup.some((text) => text.includes('<')) ? markup : null;
}

/**
 * The cues of an export with their line's markup, where it still shows the line's text: a line
 * whose text changed since (or markup that does not line up with the lines) is written plain.
 */
export function withMarkup(
  cues: readonly Cue[],
  lines: readonly TranscriptLine[],
  markup: readonly string[] | null,
): Cue[] {
  if (!markup || markup.length !== lines.length) return [...cues];
  return cues.map((cue, index) => {
    const text = markup[index];
    return text !== undefined && stripTags(text) === lines[index]?.text ? { ...cue, text } : cue;
  });
}
