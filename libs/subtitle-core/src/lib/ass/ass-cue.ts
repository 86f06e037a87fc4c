import { argumentError } from '../core/arguments.js';
import type { Cue } from '../core/types.js';

/**
 * True for an ASS/SSA "Comment:" event. The parser keeps comments as cues so that a file
 * written back keeps them (Aegisub karaoke templates live there); anything that displays,
 * checks or converts cues to another format should skip them.
 */
export function isCommentCue(cue: Cue): boolean {
  if (typeof cue !== 'object' || cue === null)
    throw argumentError('isCommentCue', 'cue', 'a cue', cue);
  return cue.settings?.kind === 'ass' && cue.settings.type === 'Comment';
}

/** A \p tag that turns drawing mode on (\p1, \p 4); \pos and \pbo are other tags. */
const DRAWING_ON = /\\p\s*[1-9]/;

/**
 * True for an ASS/SSA event that draws a shape and shows no text: `{\p1}m 0 0 l 100 0{\p0}`.
 * Its cue text is empty, as drawing commands are not text (see assTextToCueText); formats
 * without drawings leave such an event out instead of writing an empty cue.
 */
export function isDrawingCue(cue: Cue): boolean {
  const settings = cue.settings;
  return settings?.kind === 'ass' && cue.text.trim() === '' && DRAWING_ON.test(settings.raw);
}
