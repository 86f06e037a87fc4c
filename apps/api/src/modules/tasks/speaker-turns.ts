import type { SpeakerEngine, SpeakerTurn, Transcript } from '@captio/media-engines';

/** A pause this long between two words may be a change of speaker. */
const TURN_GAP_MS = 250;
/** A stretch of speech longer than this is labelled in parts, so that a change inside it counts. */
const MAX_STRETCH_MS = 6_000;

/**
 * Stretches of speech to label: the words grouped at pauses and cut every few seconds. The
 * engine gives one speaker per stretch, so stretches shorter than a recognizer's segments let a
 * change of speaker in the middle of a segment come through.
 */
export function speechStretches(transcript: Transcript): { start: number; end: number }[] {
  const words = transcript.segments
    .flatMap((segment) => segment.words)
    .filter((word) => word.end > word.start)
    .sort((a, b) => a.start - b.start);
  const stretches: { start: number; end: number }[] = [];
  for (const word of words) {
    const last = stretches.at(-1);
    if (last && word.start - last.end < TURN_GAP_MS && word.end - last.start <= MAX_STRETCH_MS) {
      last.end = Math.max(last.end, word.end);
    } else {
      stretches.push({ start: word.start, end: word.end });
    }
  }
  return stretches;
}

/** Who speaks when: the speaker engine's labels as turns named s1, s2... in order of appearance. */
export async function speakerTurns(
  engine: SpeakerEngine,
  wavPath: string,
  transcript: Transcript,
  options: { signal: AbortSignal; timeoutMs: number },
): Promise<SpeakerTurn[]> {
  const stretches = speechStretches(transcript);
  if (stretches.length === 0) return [];
  const labels = await engine.label(wavPath, stretches, options);
  return stretches.map((stretch, index) => ({
    ...stretch,
    speaker: `s${(labels.speakers[index] ?? 0) + 1}`,
  }));
}
