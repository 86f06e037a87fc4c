// Story helpers (Storybook only, never published): the app's state around controlled dialogs
// and a router stand-in, so play functions can follow links without leaving the story.
import { useLocale } from '@captio/i18n/react';
import { createContext, useContext, useState, type ReactNode } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { within } from 'storybook/test';
import { LinkProvider, type LinkProps } from '../lib/Link/LinkProvider.js';

/** Queries over the whole page: Radix portals render dialogs and toasts into document.body. */
export const inPage = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export interface OpenStateProps {
  /** The trigger's text: a button in the story that opens the dialog, as the app would. */
  trigger: string;
  initialOpen?: boolean;
  /** Told of every change, like the story's `onOpenChange` spy. */
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

const NavigateContext = createContext<(href: string) => void>(() => undefined);

function RouterLink({ href, onClick, children, ...props }: LinkProps) {
  const navigate = useContext(NavigateContext);
  return (
    <a
      {...props}
      href={href}
      onClick={(event) => {
        onClick?.(event);
        event.preventDefault();
        navigate(href);
      }}
    >
      {children}
    </a>
  );
}

/**
 * Renders the kit's links like a client-side router: a click stays in the story and the
 * location it would go to shows in an output labelled 'Location' for the play function.
 */
export function StoryRouter({ children }: { children: ReactNode }) {
  const locale = useLocale();
  const [location, setLocation] = useState('');
  return (
    <NavigateContext value={setLocation}>
      <LinkProvider locale={locale} component={RouterLink}>
        {children}
        <output aria-label="Location">{location}</output>
      </LinkProvider>
    </NavigateContext>
  );
}

function InertLinks({ children }: { children: ReactNode }) {
  return (
    <LinkProvider locale={useLocale()} component={RouterLink}>
      {children}
    </LinkProvider>
  );
}

/** In-app links of the story go through a router-like link that stays on the page. */
export const withInertLinks: Decorator = (Story) => (
  <InertLinks>
    <Story />
  </InertLinks>
);

/** Waits for the entry animations of an element and its content (a dialog fading in). */
export async function settled(element: Element): Promise<void> {
  const finite = element
    .getAnimations({ subtree: true })
    // A spinner turns for ever: only animations that end are waited for.
    .filter((animation) => animation.effect?.getTiming().iterations !== Infinity);
  await Promise.all(finite.map((animation) => animation.finished));
}
