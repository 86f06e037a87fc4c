import { useCallback, useRef } from 'react';

/**
 * Runs a menu item's action once its menu (or sheet) has closed, from the content's
 * onCloseAutoFocus. An action that opens a dialog (the cloud file drawer) then finds focus back
 * on the trigger and keeps it, instead of losing it to the closing menu's focus return.
 */
export function useActionAfterClose() {
  const pending = useRef<(() => void) | undefined>(undefined);
  const runAfterClose = useCallback((action: () => void) => {
    pending.current = action;
  }, []);
  const onCloseAutoFocus = useCallback(() => {
    const action = pending.current;
    pending.current = undefined;
    action?.();
  }, []);
  return { runAfterClose, onCloseAutoFocus };
}
