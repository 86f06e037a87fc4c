import { MAX_SUBTITLE_CUES, type TranscriptLine, transcriptLineSchema } from '@captio/api-client';
import {
  detectFormat,
  formatOfFile,
  isCommentCue,
  looksBinary,
  parse,
  stripTags,
  type SubtitleFormat,
} from '@captio/subtitle-core';
import { AppError } from '../../http/app-error.js';
import { sourceMarkupOf } from './cue-markup.js';
import { translationMessages } from './messages.js';
import { type SourceLayout, sourceLayoutOf } from './source-layout.js';

/**
 * The longest span a subtitle file may cover: a day and a half of film is no film, and the price
 * (credits per started minute) of a made-up end time must still fit a credit count.
 */
export const MAX_SUBTITLE_SPAN_MS = 36 * 3600 * 1000;

/** The most characters a line of a transcript holds (transcriptLineSchema's text). */
const MAX_LINE_TEXT = transcriptLineSchema.shape.text.maxLength ?? 10_000;

/**
 * What a file is read as, by the web app's subtitle tools' rule (formatOfFile): the format its
 * text starts like, else the one its extension names, so that an .srt whose timings cannot be
 * read is a bad SRT, not a plain-text transcript (which any text would read as); a text under
 * another name is read as the text it is.
 */
const readAs = (fileName: string, text: string): SubtitleFormat =>
  formatOfFile(fileName, text) ?? detectFormat(text);

/**
 * A subtitle file's cues as the editor's lines (times in ms, the text a viewer reads, the speaker
 * where the format names one), read by @captio/subtitle-core in any format it knows, their inline
 * italic, bold and underline beside them when the file has any (see sourceMarkupOf), and the
 * file's layout (see SourceLayout): its styles, which make a styled cue italic or bold in every
 * format it is written in, and its positions.
 * ASS comment events are not shown by players, so they are not translated. Throws the 422 to
 * answer for a text no cue is read from, or one too large to translate as one job.
 */
export function subtitleLines(
  text: string,
  fileName: string,
): {
  lines: TranscriptLine[];
  markup: string[] | null;
  layout: SourceLayout | null;
  spanMs: number;
} {
  // Read as text, an image or random bytes would parse as a transcript of noise, and be paid for.
  if (looksBinary(text)) {
    throw new AppError(422, 'subtitle_unreadable', translationMessages.subtitleUnreadable);
  }
  const parsed = parse(text, { format: readAs(fileName, text) });
  const shown = parsed.cues.filter((cue) => !isCommentCue(cue));
  if (shown.length > MAX_SUBTITLE_CUES) {
    throw new AppError(422, 'subtitle_too_large', translationMessages.tooManyCues, {
      values: { max: MAX_SUBTITLE_CUES },
    });
  }
  const lines: TranscriptLine[] = [];
  const cueTexts: string[] = [];
  // From the first cue's start to the last cue's end: what the subtitles last, wherever they
  // start (broadcast files start at 10:00:00, a second reel at 1:00:00).
  let firstStart = Number.POSITIVE_INFINITY;
  let lastEnd = 0;
  for (const cue of shown) {
    const line = {
      start_time: cue.start,
      end_time: Math.max(cue.start, cue.end),
      // What a person reads, as file_json holds it (exports escape it again).
      text: stripTags(cue.text),
      ...(cue.speaker ? { speaker: cue.speaker } : {}),
    };
    // A name too long for a speaker key stays out of the key; the text is still translated.
    const parsed = transcriptLineSchema.safeParse(line);
    const kept = parsed.success
      ? parsed.data
      : transcriptLineSchema.safeParse({ ...line, speaker: undefined }).data;
    if (!kept && line.text.length > MAX_LINE_TEXT) {
      throw new AppError(422, 'subtitle_too_large', translationMessages.cueTooLong, {
        values: { number: lines.length + 1, max: MAX_LINE_TEXT },
      });
    }
    if (!kept) {
      throw new AppError(422, 'subtitle_unreadable', translationMessages.subtitleUnreadable);
    }
    lines.push(kept);
    cueTexts.push(cue.text);
    firstStart = Math.min(firstStart, kept.start_time);
    lastEnd = Math.max(lastEnd, kept.end_time);
  }
  if (lines.length === 0 || lines.every((line) => line.text.trim() === '')) {
    throw new AppError(422, 'subtitle_unreadable', translationMessages.subtitleUnreadable);
  }
  const spanMs = lastEnd - firstStart;
  if (spanMs > MAX_SUBTITLE_SPAN_MS) {
    throw new AppError(422, 'subtitle_too_large', translationMessages.tooLong, {
      values: { hours: MAX_SUBTITLE_SPAN_MS / 3_600_000 },
    });
  }
  return {
    lines,
    markup: sourceMarkupOf(cueTexts, lines),
    layout: sourceLayoutOf(parsed, shown),
    spanMs,
  };
}
