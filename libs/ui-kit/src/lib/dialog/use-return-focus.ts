import { useRef } from 'react';

/**
 * Focus back to where it was when the dialog opened, for a Radix dialog's content. Radix returns
 * it to a Dialog.Trigger only, but the kit's dialogs are opened by the app (an account-menu
 * item, a header link, on load) and have none: without this, closing one would drop keyboard
 * focus to the page body.
 */
export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: (event: Event) => {
      const doc = (event.target as Node | null)?.ownerDocument;
      const active = doc?.activeElement;
      opener.current = active && active !== doc.body ? (active as HTMLElement) : null;
    },
    onCloseAutoFocus: (event: Event) => {
      const element = opener.current;
      opener.current = null;
      if (!element?.isConnected) return;
      event.preventDefault();
      element.focus({ preventScroll: true });
    },
  };
}
