import {
  countsByCharacter,
  escapeCueText,
  MIN_CUE_DURATION_MS,
  readingSpeed,
  reflow,
  stripTags,
  textLength,
  type Cue,
  type Word,
} from '@captio/subtitle-core';
import type { Transcript } from '../speech/speech-engine.js';

/** Who speaks when, from a diarization or a person's edits. */
export interface SpeakerTurn {
  start: number;
  end: number;
  speaker: string;
}

export interface TranscriptToCuesOptions {
  /** The transcript's language: sets line length and reading speed (subtitle-core's tables). */
  language: string;
  /** A word is said by the speaker whose turn holds its middle; cues never mix speakers. */
  speakers?: readonly SpeakerTurn[];
  /** Most characters per line; default lineLengthLimits(language).default. */
  maxChars?: number;
  /** Most lines per cue; default 2. */
  maxLines?: number;
  /** A cue spans at most this long (ms) where its words can be cut; default 7000. */
  maxCueMs?: number;
}

/** Netflix's longest subtitle event, seven seconds. */
const DEFAULT_MAX_CUE_MS = 7000;
/** Between two places to cut, a sentence end counts as this much more pause (ms). */
const SENTENCE_END_BONUS_MS = 300;
const SENTENCE_END = /[.!?。！？]["'”’)\]]*$/u;

/**
 * Subtitle cues from a transcript, each with its words:
 *
 * 1. Words are taken in time order with integer times, none starting before the one before it
 *    ends (engines give them so; a transcript edited by hand may not).
 * 2. Each segment is split where the speaker changes and, when it spans more than maxCueMs,
 *    at word boundaries: at the longest pause (a sentence end counts as a longer one) that
 *    leaves a first piece no longer than maxCueMs.
 * 3. subtitle-core's reflow breaks each piece into lines of the language's length, and into
 *    more cues where it needs more than maxLines lines, each timed by its words.
 * 4. A cue read faster than readingSpeed(language).max, or shown for less than 5/6 of a
 *    second, stays up longer, into the silence after it, up to the next cue or the end of the
 *    audio: as long as the words allow.
 *
 * Cues come out sorted, never overlapping, with integer times; each starts with its first
 * word and ends no earlier than its last. Text is escaped for cue markup ('&', '<', '>'), so
 * that a spoken 'AT&T' or '<3' stays text.
 */
export function transcriptToCues(transcript: Transcript, options: TranscriptToCuesOptions): Cue[] {
  const unspaced = countsByCharacter(options.language);
  const maxCueMs = options.maxCueMs ?? DEFAULT_MAX_CUE_MS;
  if (!(Number.isFinite(maxCueMs) && maxCueMs > 0)) {
    throw new RangeError(`maxCueMs must be a positive number of milliseconds, not ${maxCueMs}`);
  }
  const pieces: Cue[] = [];
  let notBefore = 0;
  for (const segment of transcript.segments) {
    const words = orderedWords(segment.words, notBefore);
    const last = words.at(-1);
    if (!last) continue;
    notBefore = last.end;
    for (const run of speakerRuns(words, options.speakers ?? [])) {
      for (const part of cutLongRun(run.words, maxCueMs)) {
        pieces.push(cueOf(part, run.speaker, unspaced));
      }
    }
  }
  const cues = reflow(pieces, {
    lang: options.language,
    ...(options.maxChars === undefined ? {} : { maxChars: options.maxChars }),
    ...(options.maxLines === undefined ? {} : { maxLines: options.maxLines }),
  });
  return fitReadingSpeed(cues, readingSpeed(options.language).max, transcript.durationMs);
}

function orderedWords(words: readonly Word[], notBefore: number): Word[] {
  const sorted = words
    .filter((word) => word.text.trim() !== '')
    .map((word, index) => ({ word, index }))
    .sort((a, b) => a.word.start - b.word.start || a.index - b.index);
  let previousEnd = notBefore;
  return sorted.map(({ word }) => {
    const start = Math.max(previousEnd, Math.round(word.start) || 0);
    const end = Math.max(start, Math.round(word.end) || 0);
    previousEnd = end;
    const text = word.text.trim();
    return word.confidence === undefined
      ? { text, start, end }
      : { text, start, end, confidence: word.confidence };
  });
}

function speakerRuns(
  words: readonly Word[],
  turns: readonly SpeakerTurn[],
): { speaker: string | undefined; words: Word[] }[] {
  const runs: { speaker: string | undefined; words: Word[] }[] = [];
  for (const word of words) {
    const middle = (word.start + word.end) / 2;
    const speaker = turns.find((turn) => turn.start <= middle && middle < turn.end)?.speaker;
    const current = runs.at(-1);
    if (current && current.speaker === speaker) current.words.push(word);
    else runs.push({ speaker, words: [word] });
  }
  return runs;
}

/** Cuts words spanning more than maxMs at the best pauses; a single long word stays whole. */
function cutLongRun(words: Word[], maxMs: number): Word[][] {
  const parts: Word[][] = [];
  let rest = words;
  while (rest.length > 1) {
    const first = rest[0];
    const last = rest.at(-1);
    if (!first || !last || last.end - first.start <= maxMs) break;
    let cut = 1;
    let bestScore = -Infinity;
    for (let k = 1; k < rest.length; k++) {
      const before = rest[k - 1];
      const after = rest[k];
      if (!before || !after || before.end - first.start > maxMs) break;
      // Pieces of less than half the length are a last resort: they make flickering cues.
      const longEnough = before.end - first.start >= maxMs / 2 ? 0 : -maxMs;
      const sentence = SENTENCE_END.test(before.text) ? SENTENCE_END_BONUS_MS : 0;
      const score = after.start - before.end + sentence + longEnough;
      if (score >= bestScore) {
        bestScore = score;
        cut = k;
      }
    }
    parts.push(rest.slice(0, cut));
    rest = rest.slice(cut);
  }
  if (rest.length > 0) parts.push(rest);
  return parts;
}

function cueOf(words: Word[], speaker: string | undefined, unspaced: boolean): Cue {
  const text = words.map((word) => escapeCueText(word.text)).join(unspaced ? '' : ' ');
  const cue: Cue = {
    start: words[0]?.start ?? 0,
    end: words.at(-1)?.end ?? 0,
    text,
    words,
  };
  if (speaker !== undefined) cue.speaker = speaker;
  return cue;
}

/** The shortest time a cue is shown for where the silence after it allows, in whole ms. */
const MIN_CUE_MS = Math.ceil(MIN_CUE_DURATION_MS);

/**
 * Lengthens cues read too fast, or shown for less than MIN_CUE_MS (a word said in 130 ms), into
 * the silence after them, and keeps every cue ending no later than the next one starts.
 */
function fitReadingSpeed(cues: Cue[], maxCharsPerSecond: number, durationMs: number): Cue[] {
  return cues.map((cue, index) => {
    const next = cues[index + 1];
    const limit = Math.max(cue.end, Math.min(next ? next.start : Infinity, durationMs));
    const needed = Math.max(
      MIN_CUE_MS,
      Math.ceil((textLength(stripTags(cue.text)) / maxCharsPerSecond) * 1000),
    );
    const end = Math.min(limit, Math.max(cue.end, cue.start + needed));
    return end === cue.end ? cue : { ...cue, end };
  });
}
