import type { SubtitleHeader } from '../core/types.js';
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
 * header.vttNotePositions names (its whole part, clamped to 0..cueCount; 0 without one).
 * "-->" in a note becomes `safeArrow`, since it would end the block.
 */
export function placeNotes(
  header: SubtitleHeader | undefined,
  cueCount: number,
  safeArrow: string,
): PlacedNote[] {
  const positions = header?.vttNotePositions ?? [];
  const placed = (header?.vttNotes ?? []).map((note, k) => {
    const position = Math.trunc(positions[k] ?? 0);
    const before = position > 0 ? Math.min(position, cueCount) : 0;
    return { before, block: formatNote(note, safeArrow) };
  });
  // A stable sort: notes between the same two cues keep their order.
  return placed.sort((a, b) => a.before - b.before);
}
