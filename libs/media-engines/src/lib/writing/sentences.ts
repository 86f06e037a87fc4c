/** A sentence of a transcript, with when it is said (milliseconds). */
export interface TimedSentence {
  text: string;
  start: number;
  end: number;
}

/** Where sentences end: Latin, CJK full-width, Arabic, Devanagari and Armenian marks. */
const SENTENCE_END = /[.!?…。！？؟।։]+["'”’»)\]]*(?=\s|$)|[。！？]+/gu;

/**
 * Splits a transcript's segments into sentences. Punctuation ends a sentence; a segment ends
 * one too, since engines that write no punctuation (PocketSphinx) cut segments at pauses.
 * A sentence inside a segment gets a share of its time by its share of the characters.
 */
export function timedSentences(
  segments: readonly { start: number; end: number; text: string }[],
): TimedSentence[] {
  const sentences: TimedSentence[] = [];
  for (const segment of segments) {
    const text = segment.text.replace(/\s+/g, ' ').trim();
    if (text === '') continue;
    const span = Math.max(0, segment.end - segment.start);
    const at = (offset: number) => segment.start + Math.round((span * offset) / text.length);
    let from = 0;
    const cut = (to: number) => {
      const piece = text.slice(from, to);
      const lead = piece.length - piece.trimStart().length;
      const trimmed = piece.trim();
      if (trimmed !== '') {
        sentences.push({
          text: trimmed,
          start: at(from + lead),
          end: at(from + lead + trimmed.length),
        });
      }
      from = to;
    };
    for (const match of text.matchAll(SENTENCE_END)) cut(match.index + match[0].length);
    cut(text.length);
  }
  return sentences;
}

/** True when a sentence already ends as a sentence does. */
export function endsSentence(text: string): boolean {
  return /[.!?…。！？؟।։]["'”’»)\]]*$/u.test(text);
}

/** 'm:ss', or 'h:mm:ss' from an hour on: how show notes mark a moment. */
export function clockTime(ms: number): string {
  const total = Math.floor(Math.max(0, ms) / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0
    ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}`
    : `${minutes}:${seconds}`;
}
