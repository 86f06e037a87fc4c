import type { TranscriptWord } from '../speech-engine.js';

/** One token as whisper.node gives it when asked for one segment per token: times in ms. */
export interface WhisperToken {
  text: string;
  t0: number;
  t1: number;
}

export interface TokensToWordsOptions {
  /** Languages written without spaces (Chinese, Japanese, Thai): each token is a word. */
  unspaced: boolean;
  /** Added to every time: where the piece of audio these tokens come from starts. */
  offsetMs: number;
  /** Where that piece ends: whisper reckons in 30 s windows and may time words past it. */
  endMs: number;
  /** The end of the last word before these (of an earlier piece): no word starts before it. */
  notBeforeMs?: number;
  /**
   * Where whisper's own segments (phrases) end, as counts of tokens: [12, 30] says tokens 0-11
   * are one phrase and 12-29 the next. A word goes with the phrase of its first token.
   * Without it, all words make one phrase.
   */
  phraseEnds?: readonly number[];
}

const REPLACEMENT = '\uFFFD';
/** whisper's own notes on what it heard that is not speech: '[BLANK_AUDIO]', '[MUSIC]'. */
const NON_SPEECH_MARKER = /^\[[A-Z_ ]+\]$/;

/**
 * Words, with integer millisecond times, from whisper's tokens, grouped by whisper's phrases
 * (phrases without words are left out).
 *
 * whisper's tokens are byte-level BPE pieces: a token that starts with a space starts a word,
 * the others carry on the word before ('Wh' + 'isper' is one word). A character of several
 * UTF-8 bytes (most CJK characters, emoji) is often split over two tokens, which whisper.node
 * turns into strings each holding U+FFFD in place of the partial bytes. `fullText` is the same
 * bytes decoded in one piece, so it holds those characters whole: tokens are matched against
 * it in order, and a run of broken tokens takes the text between its neighbours.
 *
 * Times are made to grow (a word starts no earlier than the one before it ends) and to stay
 * inside the audio. whisper's '[BLANK_AUDIO]'-style notes are not words and are left out.
 */
export function tokensToPhrases(
  tokens: readonly WhisperToken[],
  fullText: string,
  options: TokensToWordsOptions,
): TranscriptWord[][] {
  const pieces = repairTokenTexts(tokens, fullText);
  const phraseEnds = options.phraseEnds ?? [];
  const phrases: TranscriptWord[][] = [];
  let phrase: TranscriptWord[] = [];
  let phraseIndex = 0;
  let previous: TranscriptWord | undefined;
  let current: { text: string; t0: number; t1: number } | undefined;
  let breakBefore = true;
  const close = () => {
    if (current && !NON_SPEECH_MARKER.test(current.text)) {
      previous = timedWord(current, previous, options);
      phrase.push(previous);
    }
    current = undefined;
  };
  for (const piece of pieces) {
    let newPhrase = false;
    while (piece.index >= (phraseEnds[phraseIndex] ?? Infinity)) {
      phraseIndex++;
      newPhrase = true;
    }
    if (newPhrase) {
      close();
      if (phrase.length > 0) phrases.push(phrase);
      phrase = [];
    }
    const startsWord = options.unspaced || breakBefore || /^\s/.test(piece.text);
    const text = piece.text.trim();
    // A token of spaces alone only says that a new word follows.
    breakBefore = /\s$/.test(piece.text);
    if (text === '') continue;
    if (startsWord || !current) {
      close();
      current = { text, t0: piece.t0, t1: piece.t1 };
    } else {
      current.text += text;
      current.t1 = piece.t1;
    }
  }
  close();
  if (phrase.length > 0) phrases.push(phrase);
  return phrases;
}

function timedWord(
  word: { text: string; t0: number; t1: number },
  previous: TranscriptWord | undefined,
  options: TokensToWordsOptions,
): TranscriptWord {
  const { offsetMs, endMs } = options;
  const inside = (ms: number) => Math.min(endMs, Math.max(offsetMs, Math.round(ms + offsetMs)));
  const start = Math.max(inside(word.t0), previous?.end ?? options.notBeforeMs ?? 0);
  return { text: word.text, start, end: Math.max(start, inside(word.t1)) };
}

/**
 * The tokens with the text they stand for in `fullText`. A token without U+FFFD must come
 * next in it; a run of tokens with U+FFFD becomes one token holding what lies between the
 * previous token and the next whole one. Should the tokens ever stop matching, the rest keep
 * their own text with the U+FFFD dropped, rather than losing words.
 */
function repairTokenTexts(
  tokens: readonly WhisperToken[],
  fullText: string,
): (WhisperToken & { index: number })[] {
  const repaired: (WhisperToken & { index: number })[] = [];
  let at = 0;
  let aligned = true;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i];
    if (!token) continue;
    if (!aligned) {
      repaired.push({ ...token, text: token.text.replaceAll(REPLACEMENT, ''), index: i });
      continue;
    }
    if (!token.text.includes(REPLACEMENT)) {
      if (fullText.startsWith(token.text, at)) {
        at += token.text.length;
        repaired.push({ ...token, index: i });
      } else {
        aligned = false;
        i--;
      }
      continue;
    }
    let last = i;
    while (tokens[last + 1]?.text.includes(REPLACEMENT)) last++;
    const next = tokens[last + 1];
    const end = next ? fullText.indexOf(next.text, at) : fullText.length;
    if (end < at) {
      aligned = false;
      i--;
      continue;
    }
    const t1 = tokens[last]?.t1 ?? token.t1;
    repaired.push({ text: fullText.slice(at, end), t0: token.t0, t1, index: i });
    at = end;
    i = last;
  }
  return repaired;
}
