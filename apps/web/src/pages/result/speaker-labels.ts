import type { Cue } from '@captio/subtitle-core';
import type { TranscriptLine } from '@captio/api-client';
import {
  listSpeakers,
  type SpeakerEntry,
  type TranscriptDoc,
} from '../../features/editor/index.js';

/** A speaker as the page shows it: its entry and the label people read. */
export interface ShownSpeaker extends SpeakerEntry {
  /**
   * The name given, or for a speaker key without one "Unknown Speaker" numbered when there are
   * several (so two unnamed voices stay apart); undefined for the lines without a speaker,
   * which the kit's chip shows as "Unknown Speaker".
   */
  label: string | undefined;
}

/**
 * `unnamed(n)`: the label of a speaker without a name, n its place among the transcript's
 * speakers (from 1, as the exports number them; 0 when it is the only speaker). The number is
 * the speaker's own, so naming one speaker leaves the others' labels as they were.
 */
export function shownSpeakers(doc: TranscriptDoc, unnamed: (n: number) => string): ShownSpeaker[] {
  const entries = listSpeakers(doc);
  const keyed = entries.filter((entry) => entry.key !== undefined);
  // Lines with no speaker show the plain unnamed label already: a nameless key beside them is
  // numbered, or two choices would read the same.
  const numbered = keyed.length > 1 || entries.some((entry) => entry.key === undefined);
  return entries.map((entry) => {
    if (entry.name !== undefined || entry.key === undefined) return { ...entry, label: entry.name };
    return { ...entry, label: unnamed(numbered ? keyed.indexOf(entry) + 1 : 0) };
  });
}

/**
 * The lines as the kit's cue list and waveform take them (subtitle-core cues), with speaker
 * labels for keys. Each line's cue is made once and kept while the line object is the same, so
 * a row the edit did not touch gets the same cue and does not render again.
 */
export function cueMaker() {
  const made = new WeakMap<TranscriptLine, { label: string | undefined; cue: Cue }>();
  return (lines: readonly TranscriptLine[], labels: ReadonlyMap<string, string | undefined>) =>
    lines.map((line) => {
      const label = line.speaker === undefined ? undefined : labels.get(line.speaker);
      const kept = made.get(line);
      if (kept && kept.label === label) return kept.cue;
      const cue: Cue = { start: line.start_time, end: line.end_time, text: line.text };
      if (label !== undefined) cue.speaker = label;
      made.set(line, { label, cue });
      return cue;
    });
}
