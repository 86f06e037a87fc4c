// Stories run in Storybook's iframe: following a real link would unload the story under test.
// This stands in for the app's router link: the link stays on the page and reports where it
// would go, unless its own click handler took the click over (as a router link does).
import { useLocale } from '@captio/i18n/react';
import type { Decorator } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { fn } from 'storybook/test';
import { LinkProvider, type LinkProps } from '../lib/Link/LinkProvider.js';

/** Called with the (localized) href of every in-app link followed in a story. */
export const navigate = fn().mockName('navigate');

function StoryRouterLink({ onClick, href, children, ...props }: LinkProps) {
  return (
    <a
      {...props}
      href={href}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented) return;
        event.preventDefault();
        navigate(href);
      }}
    >
      {children}
    </a>
  );
}

function StoryRouter({ children }: { children: ReactNode }) {
  return (
    <LinkProvider locale={useLocale()} component={StoryRouterLink}>
      {children}
    </LinkProvider>
  );
}

/** In-app links report to `navigate` instead of leaving the story (clear it in beforeEach). */
export const withStoryRouter: Decorator = (Story) => (
  <StoryRouter>
    <Story />
  </StoryRouter>
);
