import { EngineError } from '../../engine-error.js';
import { groupWordsIntoSegments } from '../group-segments.js';
import type { TranscriptSegment, TranscriptWord } from '../speech-engine.js';

/**
 * The parts of an OpenAI `verbose_json` transcription the engine reads. Times are seconds.
 * `words` sits beside `segments` (not inside them) and carries no punctuation; some compatible
 * servers add a `probability` per word, and name the language by code rather than by name.
 */
interface VerboseJson {
  language?: unknown;
  text?: unknown;
  segments?: unknown;
  words?: unknown;
}

interface TimedText {
  text: string;
  start: number;
  end: number;
  probability?: number;
}

export interface ReadTranscription {
  /** As the provider named it ('english', 'en'), when it did. */
  language: string | undefined;
  text: string;
  segments: TranscriptSegment[];
}

export interface VerboseJsonOptions {
  /** Added to every time: where the piece of audio sent starts, ms. */
  offsetMs: number;
  /** Where it ends: no time goes past it. */
  endMs: number;
  /** The end of the last word of an earlier piece: no word starts before it. */
  notBeforeMs: number;
  /** Chinese, Japanese, Thai: words are joined without spaces. */
  unspaced: boolean;
}

/**
 * A transcript's segments from a verbose_json answer, in integer milliseconds. Each word goes
 * to the segment it starts in, and takes its punctuation back from that segment's text where
 * the two agree ('world' in 'Hello, world.' becomes 'world.'). An answer without words (a
 * server that ignores timestamp_granularities) gets words from the segment texts, timed by
 * their share of the segment's characters; one without segments is grouped at pauses.
 */
export function readVerboseJson(body: unknown, options: VerboseJsonOptions): ReadTranscription {
  if (typeof body !== 'object' || body === null) {
    throw new EngineError('provider-failed', 'the transcription answer is not a JSON object');
  }
  const answer = body as VerboseJson;
  const segments = timedList(answer.segments, 'text');
  const words = timedList(answer.words, 'word');
  const text = typeof answer.text === 'string' ? answer.text : '';
  const language = typeof answer.language === 'string' ? answer.language : undefined;
  const toMs = (seconds: number) =>
    Math.min(
      options.endMs,
      Math.max(options.offsetMs, Math.round(seconds * 1000) + options.offsetMs),
    );
  const joiner = options.unspaced ? '' : ' ';

  let previousEnd = options.notBeforeMs;
  const timed = (item: TimedText, text: string): TranscriptWord => {
    const start = Math.max(toMs(item.start), previousEnd);
    const end = Math.max(start, toMs(item.end));
    previousEnd = end;
    return item.probability === undefined
      ? { text, start, end }
      : { text, start, end, confidence: item.probability };
  };

  if (segments.length === 0) {
    const all = words.map((word) => timed(word, word.text.trim())).filter((word) => word.text);
    return { language, text, segments: groupWordsIntoSegments(all) };
  }
  const result: TranscriptSegment[] = [];
  let nextWord = 0;
  for (const [index, segment] of segments.entries()) {
    const following = segments[index + 1];
    const mine: TimedText[] = [];
    while (nextWord < words.length) {
      const word = words[nextWord];
      if (!word || (following && word.start >= following.start)) break;
      mine.push(word);
      nextWord++;
    }
    const pieces =
      words.length > 0 ? withPunctuation(mine, segment.text, options.unspaced) : split(segment);
    const segmentWords = pieces
      .map((piece) => timed(piece, piece.text.trim()))
      .filter((word) => word.text !== '');
    const first = segmentWords[0];
    const last = segmentWords.at(-1);
    if (!first || !last) continue;
    result.push({
      start: first.start,
      end: last.end,
      text: segmentWords.map((word) => word.text).join(joiner),
      words: segmentWords,
    });
  }
  return { language, text, segments: result };
}

function timedList(value: unknown, textField: 'text' | 'word'): TimedText[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) {
    throw new EngineError('provider-failed', `the transcription answer's list is not an array`);
  }
  const items: TimedText[] = [];
  for (const item of value as unknown[]) {
    const record = (item ?? {}) as Record<string, unknown>;
    const text = record[textField];
    const start = record['start'];
    const end = record['end'];
    if (typeof text !== 'string' || !isTime(start) || !isTime(end)) {
      throw new EngineError(
        'provider-failed',
        `the transcription answer has an item without ${textField}, start and end`,
      );
    }
    const probability = record['probability'];
    items.push({
      text,
      start,
      end: Math.max(start, end),
      ...(typeof probability === 'number' && probability >= 0 && probability <= 1
        ? { probability }
        : {}),
    });
  }
  return items.sort((a, b) => a.start - b.start);
}

function isTime(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0;
}

const LETTERS_AND_DIGITS = /[^\p{L}\p{N}]/gu;

/**
 * The words with the punctuation of the segment's text: each word is matched, in order, to a
 * space-separated piece of the text with the same letters and digits; words without a match
 * keep their own text.
 */
function withPunctuation(words: TimedText[], text: string, unspaced: boolean): TimedText[] {
  if (unspaced) return words;
  const pieces = text.split(/\s+/).filter((piece) => piece !== '');
  const bare = (value: string) => value.replace(LETTERS_AND_DIGITS, '').toLowerCase();
  let at = 0;
  return words.map((word) => {
    const wanted = bare(word.text);
    for (let look = at; look < Math.min(pieces.length, at + 3); look++) {
      const piece = pieces[look] ?? '';
      if (wanted !== '' && bare(piece) === wanted) {
        at = look + 1;
        return { ...word, text: piece };
      }
    }
    return word;
  });
}

/** Words of a segment's text, timed by their share of its characters. */
function split(segment: TimedText): TimedText[] {
  const pieces = segment.text.split(/\s+/).filter((piece) => piece !== '');
  const total = pieces.reduce((sum, piece) => sum + piece.length, 0) || 1;
  const duration = segment.end - segment.start;
  let done = 0;
  return pieces.map((piece) => {
    const start = segment.start + (duration * done) / total;
    done += piece.length;
    return { text: piece, start, end: segment.start + (duration * done) / total };
  });
}
