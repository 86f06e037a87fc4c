import type { TranscriptLine } from '@captio/api-client';
import { type SpeakerTurn, type Transcript, transcriptToCues } from '@captio/media-engines';
import { type Cue, escapeCueText, stripTags } from '@captio/subtitle-core';

/**
 * The subtitle lines of a transcript: media-engines' transcriptToCues (word times reflowed to the
 * language's line length and reading speed), stored as plain text. Cue text is markup (`&amp;`),
 * while file_json holds what a person reads and edits, so the text is decoded here and escaped
 * again in linesToCues.
 */
export function transcriptToLines(
  transcript: Transcript,
  speakers?: readonly SpeakerTurn[],
): TranscriptLine[] {
  const cues = transcriptToCues(transcript, {
    language: transcript.language,
    ...(speakers ? { speakers } : {}),
  });
  return cues.map((cue) => ({
    start_time: cue.start,
    end_time: Math.max(cue.start, cue.end),
    text: stripTags(cue.text),
    ...(cue.speaker ? { speaker: cue.speaker } : {}),
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

/** Cues of a subtitle file as file_json lines: their plain text, their times. */
export function cuesToLines(cues: readonly Cue[]): TranscriptLine[] {
  return cues.map((cue) => ({
    start_time: cue.start,
    end_time: Math.max(cue.start, cue.end),
    text: stripTags(cue.text),
  }));
}

/**
 * The lines of file_json as subtitle-core cues, for the exports: speaker keys become the names the
 * user gave them (speaker_file_json); a key without a name is "Unknown Speaker", numbered by its
 * place among the speakers when there are several, as the editor shows them, so that two
 * unnamed voices stay apart. A line
 * without a speaker stays without one.
 */
export function linesToCues(
  lines: readonly TranscriptLine[],
  speakerNames: Readonly<Record<string, string>>,
  unknownSpeaker: string,
): Cue[] {
  // Numbered by their place among all the speakers, named or not: naming one leaves the
  // others' numbers as they were.
  const keys = [...new Set(lines.map((line) => line.speaker).filter((key) => key !== undefined))];
  const nameOf = (key: string) =>
    speakerNames[key] ||
    (keys.length > 1 ? `${unknownSpeaker} ${keys.indexOf(key) + 1}` : unknownSpeaker);
  return lines.map((line) => ({
    start: line.start_time,
    end: Math.max(line.start_time, line.end_time),
    text: escapeCueText(line.text),
    ...(line.speaker === undefined ? {} : { speaker: nameOf(line.speaker) }),
  }));
}
