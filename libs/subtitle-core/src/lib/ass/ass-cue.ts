import type { Cue } from '../core/types.js';

/**
 * True for an ASS/SSA "Comment:" event. The parser keeps comments as cues so that a file
 * written back keeps them (Aegisub karaoke templates live there); anything that displays,
 * checks or converts cues to another format should skip them.
 */
export function isCommentCue(cue: Cue): boolean {
  return cue.settings?.kind === 'ass' && cue.settings.type === 'Comment';
}
