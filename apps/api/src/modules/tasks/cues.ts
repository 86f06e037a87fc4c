import type { TranscriptLine } from '@captio/api-client';
import type { Transcript } from '@captio/media-engines';
import { type Cue, reflow } from '@captio/subtitle-core';

/**
 * The subtitle lines of a transcript: one cue per segment, with its words, reflowed to the
 * language's line length (subtitle-core's table), cut where a segment is too long for two lines.
 * The media-engines registry will bring transcriptToCues; this is the one place to swap it in.
 */
export function transcriptToLines(transcript: Transcript): TranscriptLine[] {
  const cues: Cue[] = transcript.segments
    .filter((segment) => segment.text.trim() !== '')
    .map((segment) => ({
      start: segment.start,
      end: Math.max(segment.start, segment.end),
      text: segment.text.trim(),
      words: segment.words.map((word) => ({ text: word.text, start: word.start, end: word.end })),
    }));
  return reflow(cues, { lang: transcript.language }).map((cue) => ({
    start_time: cue.start,
    end_time: Math.max(cue.start, cue.end),
    text: cue.text,
    ...(cue.words?.length
      ? {
          words: cue.words.map((word) => ({
            text: word.text,
            start: word.start,
            end: Math.max(word.start, word.end),
          })),
        }
      : {}),
  }));
}
