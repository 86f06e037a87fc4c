import type { TranscriptWord } from '../speech-engine.js';

/** One '-time yes' line: word, start and end in seconds, posterior probability. */
const WORD_TIME_LINE = /^(\S+) (\d+(?:\.\d+)?) (\d+(?:\.\d+)?) (\d+(?:\.\d+)?(?:e-?\d+)?)$/;

/**
 * Reads the word lines pocketsphinx_continuous prints with '-time yes' ('doctor(2) 1.090 1.640
 * 0.004288'). Markers are dropped: <s>, </s>, <sil>, noise words in brackets ([NOISE]) and
 * fillers between pluses (++UH++). '(2)' names the dictionary's second pronunciation, not a
 * different word, so it is dropped too. Times are clamped to the audio's length.
 */
export function parseWordTimes(stdout: string, durationMs: number): TranscriptWord[] {
  const words: TranscriptWord[] = [];
  for (const line of stdout.split('\n')) {
    const match = WORD_TIME_LINE.exec(line.trim());
    if (!match) continue;
    const [, token = '', start = '0', end = '0', probability = '0'] = match;
    if (/^(<.*>|\[.*\]|\+\+.*\+\+)$/.test(token)) continue;
    const startMs = Math.min(Math.round(Number(start) * 1000), durationMs);
    words.push({
      text: token.replace(/\(\d+\)$/, ''),
      start: startMs,
      end: Math.max(startMs, Math.min(Math.round(Number(end) * 1000), durationMs)),
      confidence: Math.min(1, Math.max(0, Number(probability))),
    });
  }
  return words;
}
