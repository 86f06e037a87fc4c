import { useEffect, useRef } from 'react';
import { playerShortcutOf, type PlayerAction } from './player-shortcuts.js';

/** What the page does for each shortcut; a missing one leaves its key alone. */
export type PlayerShortcutHandlers = Partial<Record<PlayerAction, () => void>>;

/**
 * Listens for the player's shortcuts (playerShortcutAction) on the document while mounted, and
 * runs the page's handler for each, preventing the browser's own use of the key (Alt+← is
 * "back" in most browsers). Handlers may change on every render; the listener stays the same.
 */
export function usePlayerShortcuts(handlers: PlayerShortcutHandlers, enabled = true): void {
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing) return;
      const action = playerShortcutOf(event);
      const handler = action && latest.current[action];
      if (!handler) return;
      event.preventDefault();
      handler();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
