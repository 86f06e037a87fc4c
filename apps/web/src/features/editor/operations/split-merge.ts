import type { TranscriptLine } from '@captio/api-client';
import { countsByCharacter } from '@captio/subtitle-core';
import {
  done,
  lineAt,
  MAX_TEXT_LENGTH,
  MIN_CUE_MS,
  noSuchCue,
  refuse,
  type EditResult,
  type TranscriptDoc,
  withSplice,
} from './transcript-doc.js';

type Word = NonNullable<TranscriptLine['words']>[number];

/**
 * Where each word sits in the text (UTF-16 offset of its first character), found in order; or
 * undefined once the words no longer spell the text (it was edited).
 */
function wordOffsets(text: string, words: readonly Word[]): number[] | undefined {
  const offsets: number[] = [];
  let from = 0;
  for (const word of words) {
    const needle = word.text.trim();
    if (needle === '') return undefined;
    const at = text.indexOf(needle, from);
    if (at < 0) return undefined;
    offsets.push(at);
    from = at + needle.length;
  }
  return offsets;
}

interface SplitTiming {
  /** End of the first part and start of the second. */
  firstEnd: number;
  secondStart: number;
  firstWords: Word[];
  secondWords: Word[];
}

/** The time at the caret from the words' own times, when they spell the text on both sides. */
function timingFromWords(line: TranscriptLine, caret: number): SplitTiming | undefined {
  const words = line.words ?? [];
  const offsets = wordOffsets(line.text, words);
  if (!offsets || words.length < 2) return undefined;
  // A word goes with the part its first character is in.
  const cut = offsets.findIndex((offset) => offset >= caret);
  if (cut <= 0) return undefined;
  const firstWords = words.slice(0, cut);
  const secondWords = words.slice(cut);
  const firstEnd = Math.min(firstWords.at(-1)?.end ?? line.end_time, line.end_time);
  const secondStart = Math.max(secondWords[0]?.start ?? line.start_time, firstEnd);
  return { firstEnd, secondStart, firstWords, secondWords };
}

/** The time at the caret shared out by characters, the words going with the half they fall in. */
function timingFromCharacters(line: TranscriptLine, before: string, after: string): SplitTiming {
  const share = before.length / (before.length + after.length);
  const at = Math.round(line.start_time + (line.end_time - line.start_time) * share);
  const words = line.words ?? [];
  return {
    firstEnd: at,
    secondStart: at,
    firstWords: words.filter((word) => (word.start + word.end) / 2 < at),
    secondWords: words.filter((word) => (word.start + word.end) / 2 >= at),
  };
}

const lasts = (start: number, end: number) => end - start >= MIN_CUE_MS;

/**
 * Cuts a cue in two at `caret` (a UTF-16 offset in its text): the text before it stays, the text
 * after it becomes a new cue below, both trimmed, with the same speaker. The time of the cut is
 * taken from the words' times while they still spell the text (the end of the last word before
 * the caret, the start of the first after it), otherwise shared out by characters. Refused when
 * either part would be empty or shorter than MIN_CUE_MS.
 */
export function splitCue(doc: TranscriptDoc, index: number, caret: number): EditResult {
  const line = lineAt(doc, index);
  if (!line) return noSuchCue(index);
  const at = Math.min(Math.max(0, Math.trunc(caret)), line.text.length);
  const before = line.text.slice(0, at).trim();
  const after = line.text.slice(at).trim();
  if (before === '' || after === '') {
    return refuse('split-empty-part', 'Place the caret between two words to split a cue');
  }
  const fromWords = timingFromWords(line, at);
  const timing =
    fromWords &&
    lasts(line.start_time, fromWords.firstEnd) &&
    lasts(fromWords.secondStart, line.end_time)
      ? fromWords
      : timingFromCharacters(line, before, after);
  if (!lasts(line.start_time, timing.firstEnd) || !lasts(timing.secondStart, line.end_time)) {
    return refuse('split-too-short', `Each part of a cue lasts at least ${MIN_CUE_MS} ms`);
  }
  const { words: _words, ...rest } = line;
  const first: TranscriptLine = { ...rest, text: before, end_time: timing.firstEnd };
  const second: TranscriptLine = { ...rest, text: after, start_time: timing.secondStart };
  if (line.words) {
    first.words = timing.firstWords;
    second.words = timing.secondWords;
  }
  return done(withSplice(doc, index, 1, first, second));
}

/**
 * Joins a cue with the one below it: one cue from the first's start to the later end, the texts
 * joined by a space (without one in languages written without spaces, Chinese and Japanese), the
 * words one after the other. Cues of two different speakers are not merged: the text of one
 * would be put in the other's mouth; assign the speaker first.
 */
export function mergeWithNext(doc: TranscriptDoc, index: number, language: string): EditResult {
  const line = lineAt(doc, index);
  if (!line) return noSuchCue(index);
  const next = doc.file_json[index + 1];
  if (!next) return refuse('no-next-cue', 'The last cue has no cue below it to merge with');
  if ((line.speaker ?? '') !== (next.speaker ?? '')) {
    return refuse('different-speakers', 'Cues of two speakers are not merged');
  }
  const glue = countsByCharacter(language) ? '' : ' ';
  const text = [line.text.trim(), next.text.trim()].filter(Boolean).join(glue);
  if (text.length > MAX_TEXT_LENGTH) {
    return refuse('text-too-long', `A cue holds at most ${MAX_TEXT_LENGTH} characters`);
  }
  const merged: TranscriptLine = {
    ...line,
    text,
    end_time: Math.max(line.end_time, next.end_time),
  };
  if (line.words || next.words) merged.words = [...(line.words ?? []), ...(next.words ?? [])];
  return done(withSplice(doc, index, 2, merged));
}
