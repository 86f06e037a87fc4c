import { placeInOrder } from '../core/parsed-positions.js';
import type { Cue, SubtitleHeader } from '../core/types.js';
import { sanitizeBlockText } from './vtt-cue-text.js';

/** A NOTE block as written, with the blank line before it. */
export interface PlacedNote {
  /** Index of the cue the note is written before (the number of cues: after the last). */
  before: number;
  block: string;
}

function formatNote(note: string, safeArrow: string): string {
  const text = sanitizeBlockText(note, safeArrow);
  return text === '' ? '\n\nNOTE' : text.includes('\n') ? `\n\nNOTE\n${text}` : `\n\nNOTE ${text}`;
}

/**
 * The NOTE blocks of header.vttNotes in the order they are written, each before the cue
 * header.vttNotePositions names (its whole part, clamped to 0..cues.length; 0 without one).
 * Positions the parser wrote count the parsed cues: a note follows the cue it came before
 * when cues are added, removed or reordered (see positionAmong), so that a caller's edits do
 * not move it to another cue. "-->" in a note becomes `safeArrow`, since it would end the block.
 */
export function placeNotes(
  header: SubtitleHeader | undefined,
  cues: readonly Cue[],
  safeArrow: string,
): PlacedNote[] {
  const positions = header?.vttNotePositions ?? [];
  return placeInOrder(positions, cues, header?.vttNotes ?? [], (note, position, k) => {
    const given = positions[k];
    const before = given === undefined ? 0 : Math.max(0, position(given));
    return { before, block: formatNote(note, safeArrow) };
  });
}
