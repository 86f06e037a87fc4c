import type { Cue } from '@captio/subtitle-core';

/** The label of a cue whose speaker is not known. */
export const UNKNOWN_SPEAKER = 'Unknown Speaker';

function named(speaker: string | undefined): string | undefined {
  const trimmed = speaker?.trim();
  return trimmed === undefined || trimmed === '' ? undefined : trimmed;
}

/**
 * The cues as an export shows their speakers. With speakers off, no cue has one. With speakers
 * on, a transcript whose speakers were told apart gives the cues without a name the unknown-
 * speaker label; one where no cue has a speaker stays without names, rather than every line
 * reading 'Unknown Speaker'.
 */
export function cuesWithSpeakers(
  cues: readonly Cue[],
  speakers: boolean,
  unknownSpeakerLabel: string = UNKNOWN_SPEAKER,
): Cue[] {
  if (!speakers) {
    return cues.map(({ speaker: _speaker, ...cue }) => cue);
  }
  const anyNamed = cues.some((cue) => named(cue.speaker) !== undefined);
  return cues.map(({ speaker, ...cue }) => {
    const name = named(speaker) ?? (anyNamed ? unknownSpeakerLabel : undefined);
    return name === undefined ? cue : { ...cue, speaker: name };
  });
}
