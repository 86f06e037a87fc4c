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
