// Support for the kit's stories (apps/storybook runs them as browser tests).
import { useLocale } from '@captio/i18n/react';
import type { Decorator } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { within } from 'storybook/test';
import { LinkProvider, type LinkProps } from '../lib/Link/LinkProvider.js';

/** Stays on the story when followed, as a router link stays in the app. */
function InertLink({ onClick, href, children, ...props }: LinkProps) {
  return (
    <a
      {...props}
      href={href}
      onClick={(event) => {
        onClick?.(event);
        event.preventDefault();
      }}
    >
      {children}
    </a>
  );
}

function InertLinks({ children }: { children: ReactNode }) {
  return (
    <LinkProvider locale={useLocale()} component={InertLink}>
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

/** Queries over the whole document: Radix dialogs render in portals outside the canvas. */
export const screenOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Waits for the entry animations of an element and its content (a dialog fading in). */
export async function settled(element: Element): Promise<void> {
  const finite = element
    .getAnimations({ subtree: true })
    // A spinner turns for ever: only animations that end are waited for.
    .filter((animation) => animation.effect?.getTiming().iterations !== Infinity);
  await Promise.all(finite.map((animation) => animation.finished));
}
