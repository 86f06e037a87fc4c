import type { TranscriptLine } from '@captio/api-client';
import { check, type Cue, type Finding, reflow } from '@captio/subtitle-core';
import { done, type EditResult, type TranscriptDoc } from './transcript-doc.js';

/** A line as subtitle-core's cue (times in ms, text, speaker, words). */
export function toCue(line: TranscriptLine): Cue {
  const cue: Cue = { start: line.start_time, end: line.end_time, text: line.text };
  if (line.speaker !== undefined) cue.speaker = line.speaker;
  if (line.words) cue.words = line.words.map(({ text, start, end }) => ({ text, start, end }));
  return cue;
}

function toLine(cue: Cue): TranscriptLine {
  const line: TranscriptLine = { start_time: cue.start, end_time: cue.end, text: cue.text };
  if (cue.speaker !== undefined) line.speaker = cue.speaker;
  if (cue.words) line.words = cue.words.map(({ text, start, end }) => ({ text, start, end }));
  return line;
}

/**
 * One click: every cue re-broken to the language's line length (subtitle-core's reflow), long
 * cues cut in several, timed by their words where they have them. Speakers are kept; cues are
 * never merged. `language` is the transcript's (a language the tables do not know, or 'auto',
 * gets the default limits).
 */
export function reflowDoc(doc: TranscriptDoc, language: string): EditResult {
  return reflowWithParts(doc, language).result;
}

/**
 * reflowDoc, and how many cues each cue became (1 when it stayed whole), so that what goes
 * with the cues (their translation) can be reshaped the same way. Reflow never merges cues, so
 * each is re-broken on its own.
 */
export function reflowWithParts(
  doc: TranscriptDoc,
  language: string,
): { result: EditResult; parts: number[] } {
  const pieces = doc.file_json.map((line) => reflow([toCue(line)], { lang: language }));
  return {
    result: done({ ...doc, file_json: pieces.flat().map(toLine) }),
    parts: pieces.map((piece) => piece.length),
  };
}

/** subtitle-core's check of the whole transcript: reading speed, line length, timing. */
export function checkDoc(doc: TranscriptDoc, language: string): Finding[] {
  return check(doc.file_json.map(toCue), { lang: language });
}
