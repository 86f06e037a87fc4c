/** What the player's keyboard shortcuts do. */
export type PlayerAction =
  'playPause' | 'previousCue' | 'nextCue' | 'back5' | 'forward5' | 'slower' | 'faster';

/** The parts of a keyboard event the mapping reads (a React or DOM KeyboardEvent fits). */
export interface PlayerKeyInput {
  /** The physical key ('KeyK', 'ArrowLeft', 'Space'): with Alt held, macOS changes `key` ('˚'). */
  code: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
  /** Whether the event comes from a text field, where plain keys are typing. */
  inTextField: boolean;
  /** Whether the event comes from a button, link or other control that Space activates. */
  inControl: boolean;
}

/**
 * The player's shortcuts, chosen so that none is typing or a text-editing command:
 * - Ctrl/⌘+Space or Alt+K: play / pause, anywhere, even in a cue's text;
 * - Space or K alone: play / pause outside text fields and controls (where they type or press);
 * - Alt+← / Alt+→: previous / next cue (the page prevents the browser's history shortcut);
 * - Alt+J / Alt+L: back / forward 5 seconds;
 * - Alt+Shift+, / Alt+Shift+.: slower / faster.
 * Returns null for any other key, so the caller lets it through untouched.
 */
export function playerShortcutAction(event: PlayerKeyInput): PlayerAction | null {
  const command = event.ctrlKey || event.metaKey;
  if (command && !event.altKey && !event.shiftKey && event.code === 'Space') return 'playPause';
  if (event.altKey && !command) {
    if (event.shiftKey) return ALT_SHIFT_KEYS[event.code] ?? null;
    return ALT_KEYS[event.code] ?? null;
  }
  if (command || event.altKey || event.shiftKey) return null;
  if ((event.code === 'Space' || event.code === 'KeyK') && !event.inTextField) {
    // Space on a focused button presses it; K there is harmless, but one rule reads better.
    return event.inControl ? null : 'playPause';
  }
  return null;
}

const ALT_KEYS: Readonly<Record<string, PlayerAction>> = {
  KeyK: 'playPause',
  ArrowLeft: 'previousCue',
  ArrowRight: 'nextCue',
  KeyJ: 'back5',
  KeyL: 'forward5',
};

const ALT_SHIFT_KEYS: Readonly<Record<string, PlayerAction>> = {
  Comma: 'slower',
  Period: 'faster',
};

const TEXT_INPUT_TYPES = new Set([
  'text',
  'search',
  'email',
  'url',
  'tel',
  'password',
  'number',
  'date',
  'time',
]);

/** Whether an event target is a place where keys type text (textarea, text input, contenteditable). */
export function isTextField(target: EventTarget | null): boolean {
  if (typeof HTMLElement === 'undefined' || !(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target instanceof HTMLTextAreaElement) return true;
  if (target instanceof HTMLSelectElement) return true;
  return target instanceof HTMLInputElement && TEXT_INPUT_TYPES.has(target.type);
}

/** Whether an event target is a control that Space activates (button, link, checkbox...). */
export function isControl(target: EventTarget | null): boolean {
  if (typeof HTMLElement === 'undefined' || !(target instanceof HTMLElement)) return false;
  return (
    target.closest('button, a[href], input, [role="button"], [role="slider"], summary') !== null
  );
}

/** The player shortcut of a DOM keyboard event, reading its target for text fields and controls. */
export function playerShortcutOf(event: KeyboardEvent): PlayerAction | null {
  return playerShortcutAction({
    code: event.code,
    ctrlKey: event.ctrlKey,
    metaKey: event.metaKey,
    altKey: event.altKey,
    shiftKey: event.shiftKey,
    inTextField: isTextField(event.target),
    inControl: isControl(event.target),
  });
}

/** The aria-keyshortcuts of each control, the same keys as playerShortcutAction. */
export const PLAYER_KEYSHORTCUTS: Readonly<Record<PlayerAction, string>> = {
  playPause: 'Control+Space Meta+Space Alt+K',
  previousCue: 'Alt+ArrowLeft',
  nextCue: 'Alt+ArrowRight',
  back5: 'Alt+J',
  forward5: 'Alt+L',
  slower: 'Alt+Shift+Comma',
  faster: 'Alt+Shift+Period',
};
