import { useRef, type RefObject } from 'react';

/**
 * Focus back to where it was when the dialog opened, for a Radix dialog's content. Radix returns
 * it to a Dialog.Trigger only, but the kit's dialogs are opened by the app (an account-menu
 * item, a header link, on load) and have none: without this, closing one would drop keyboard
 * focus to the page body.
 *
 * When that element is gone (the dialog's action removed it: a revoked key's Revoke button) or
 * there was none (a dialog opened on load), focus goes to `fallback`, else to the page's main
 * heading or main landmark: where a screen reader user expects to be after a page change, never
 * the body, from where the next Tab starts over at the top of the page.
 */
export function useReturnFocus(fallback?: RefObject<HTMLElement | null>) {
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
      const doc = (event.target as Node | null)?.ownerDocument ?? element?.ownerDocument;
      const target = element?.isConnected
        ? element
        : (connected(fallback?.current) ?? (doc ? mainHeading(doc) : undefined));
      if (!target) return;
      event.preventDefault();
      focusableByScript(target);
      target.focus({ preventScroll: true });
    },
  };
}

function connected(element: HTMLElement | null | undefined): HTMLElement | undefined {
  return element?.isConnected ? element : undefined;
}

/** The main landmark's first h1, or the landmark itself when it has none. */
function mainHeading(doc: Document): HTMLElement | undefined {
  const main = doc.querySelector<HTMLElement>('main, [role="main"]');
  return main?.querySelector<HTMLElement>('h1') ?? main ?? undefined;
}

/**
 * A heading, a landmark or a list row takes focus only with a tabindex; -1 keeps it out of the
 * Tab order. Elements focusable by nature (tabIndex 0 without the attribute) are left alone.
 */
function focusableByScript(element: HTMLElement): void {
  if (!element.hasAttribute('tabindex') && element.tabIndex < 0) {
    element.setAttribute('tabindex', '-1');
  }
}
