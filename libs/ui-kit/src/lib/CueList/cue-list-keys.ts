/** What a key pressed in a cue's text does, besides typing. */
export type CueTextKeyAction = 'previousCue' | 'nextCue' | 'split' | 'mergeNext';

/** The parts of a keyboard event the mapping reads (a React or DOM KeyboardEvent fits). */
export interface KeyInput {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
}

/** Where the caret is in the text it was pressed in. */
export interface CaretInput {
  value: string;
  selectionStart: number;
  selectionEnd: number;
}

/**
 * The editor's keys in a cue's text:
 * - ↑ on the first line, ↓ on the last line (no selection): the previous / next cue's text, so
 *   arrows move through the transcript as through one document;
 * - Ctrl/⌘+Enter: split the cue at the caret;
 * - Ctrl/⌘+Shift+Enter: merge the cue with the next one.
 * Everything else is typing, and stays the textarea's. Alt is left alone: it is the player's.
 */
export function cueTextKeyAction(event: KeyInput, caret: CaretInput): CueTextKeyAction | null {
  if (event.altKey) return null;
  const command = event.ctrlKey || event.metaKey;
  if (event.key === 'Enter' && command) return event.shiftKey ? 'mergeNext' : 'split';
  if (command || event.shiftKey || caret.selectionStart !== caret.selectionEnd) return null;
  if (event.key === 'ArrowUp' && !caret.value.slice(0, caret.selectionStart).includes('\n')) {
    return 'previousCue';
  }
  if (event.key === 'ArrowDown' && !caret.value.slice(caret.selectionEnd).includes('\n')) {
    return 'nextCue';
  }
  return null;
}

/** The aria-keyshortcuts of a cue's text, the same keys as cueTextKeyAction. */
export const CUE_TEXT_KEYSHORTCUTS =
  'Control+Enter Meta+Enter Control+Shift+Enter Meta+Shift+Enter';
