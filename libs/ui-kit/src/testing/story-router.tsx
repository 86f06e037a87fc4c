// Stories run in Storybook's iframe: following a real link would unload the story under test.
// This stands in for the app's router link: it reports where a link would go instead.
import type { ReactNode } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { useLocale } from '@captio/i18n/react';
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
export const withStoryRouter: Decorator = (Story) => {
  return (
    <StoryRouter>
      <Story />
    </StoryRouter>
  );
};

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
