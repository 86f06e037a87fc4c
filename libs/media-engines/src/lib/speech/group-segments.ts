import type { TranscriptSegment, TranscriptWord } from './speech-engine.js';

export interface SegmentRules {
  /** A silence at least this long (ms) ends a segment. */
  pauseMs: number;
  /** A segment never runs longer than this (ms), pause or not. */
  maxMs: number;
}

/**
 * For engines that give words without sentences: a segment ends at a pause, as a speaker's
 * phrase does, or when it grows too long to read as one subtitle block.
 */
export const DEFAULT_SEGMENT_RULES: SegmentRules = { pauseMs: 500, maxMs: 10_000 };

export function groupWordsIntoSegments(
  words: readonly TranscriptWord[],
  rules: SegmentRules = DEFAULT_SEGMENT_RULES,
): TranscriptSegment[] {
  const segments: TranscriptSegment[] = [];
  let current: TranscriptWord[] = [];
  const close = () => {
    const first = current[0];
    const last = current.at(-1);
    if (first && last) {
      segments.push({
        start: first.start,
        end: last.end,
        text: current.map((word) => word.text).join(' '),
        words: current,
      });
    }
    current = [];
  };
  for (const word of words) {
    const first = current[0];
    const last = current.at(-1);
    if (
      first &&
      last &&
      (word.start - last.end >= rules.pauseMs || word.end - first.start > rules.maxMs)
    ) {
      close();
    }
    current.push(word);
  }
  close();
  return segments;
}
