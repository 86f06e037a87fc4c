// Story helpers (Storybook only, never published): the page as a user meets it, and the app's
// state around controlled dialogs.
import { useState, type ReactNode } from 'react';
import { within } from 'storybook/test';

/** Queries over the whole page: Radix portals render dialogs and toasts into document.body. */
export const inPage = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Waits for the entry animations of an element and its content (a dialog fading in). */
export async function settled(element: Element): Promise<void> {
  const finite = element
    .getAnimations({ subtree: true })
    // A spinner turns for ever: only animations that end are waited for.
    .filter((animation) => animation.effect?.getTiming().iterations !== Infinity);
  await Promise.all(finite.map((animation) => animation.finished));
}

/** Real time passing, for behaviour on timers (hover delays, the loading bar's throttle). */
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface OpenStateProps {
  /** The trigger's text: a button in the story that opens the dialog, as the app would. */
  trigger: string;
  initialOpen?: boolean;
  /** Told of every change the dialog asks for, like the story's `onOpenChange` spy. */
  onChange?: (open: boolean) => void;
  children: (open: boolean, setOpen: (open: boolean) => void) => ReactNode;
}

/** Owns `open` like the app does, with a trigger button that focus returns to on close. */
export function OpenState({ trigger, initialOpen = false, onChange, children }: OpenStateProps) {
  const [open, setState] = useState(initialOpen);
  const setOpen = (next: boolean) => {
    onChange?.(next);
    setState(next);
  };
  return (
    <>
      <button type="button" onClick={() => setState(true)}>
        {trigger}
      </button>
      {children(open, setOpen)}
    </>
  );
}
