import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTranslator, loadMessages, type Locale } from '@captio/i18n';
import { testStores } from '../testing/stores.js';
import { userData } from '@captio/api-client/testing';
import type { ShownPage } from '../state/route-store.js';
import { createSessionStore } from '../state/session-store.js';
import { createAppStores } from '../state/stores.js';
import { App } from './App.js';
import { PageErrorBoundary } from './PageErrorBoundary.js';

afterEach(() => {
  vi.restoreAllMocks();
});

function boundaryFor(page: ShownPage, onChunkLoadError = () => {}) {
  return new PageErrorBoundary({ page, onChunkLoadError, children: <p>The page</p> });
}

/**
 * What the reader sees once a page threw in the browser: the app as it renders around the
 * boundary in its caught state (the test runs in Node, where React catches nothing while
 * rendering to a string, so the boundary's states are set as React sets them).
 */
async function afterAThrow(locale: Locale, showCoupon: boolean | undefined) {
  const messages = await loadMessages(locale);
  const route = { locale, path: `/${locale}/pricing`, name: 'pricing' } as const;
  const shown = testStores(route, messages).route.getState().shown;
  const caught: ShownPage = {
    ...shown,
    module: {
      ...shown.module,
      Page: function Caught() {
        const boundary = boundaryFor(shown);
        boundary.state = { ...boundary.state, ...PageErrorBoundary.getDerivedStateFromError() };
        return <>{boundary.render()}</>;
      },
    },
  };
  // Server rendering reads each store's initial state: the user is given at creation.
  const stores = {
    ...createAppStores({ page: caught }),
    ...(showCoupon === undefined
      ? {}
      : { session: createSessionStore({ user: userData({ show_coupon: showCoupon }) }) }),
  };
  const html = renderToString(<App stores={stores} navigate={() => undefined} />);
  return { html, t: createTranslator(locale, messages) };
}

describe('the page error boundary', () => {
  it.each<[Locale]>([['en-US'], ['de-DE'], ['zh-TW']])(
    'shows the error page in %s inside the shell, with the home button',
    async (locale) => {
      const { html, t } = await afterAThrow(locale, undefined);
      expect(html).toContain('<main id="main"');
      expect(html).toMatch(new RegExp(`<h1[^>]*>${t('error.title', { status: 500 })}</h1>`));
      expect(html).toContain(t('error.generic'));
      expect(html).toMatch(new RegExp(`<button[^>]*>${t('error.backHome')}</button>`));
      expect(html).not.toContain('The page');
      expect(html).not.toContain(t('coupon.action'));
    },
  );

  it('adds the coupon button (the pricing page, coupon field open) for a user offered one', async () => {
    const offered = await afterAThrow('fr-FR', true);
    expect(offered.html).toMatch(
      new RegExp(
        `<a[^>]*href="/fr-FR/pricing\\?coupon=true"[^>]*>${offered.t('coupon.action')}</a>`,
      ),
    );
    const notOffered = await afterAThrow('fr-FR', false);
    expect(notOffered.html).not.toContain(notOffered.t('coupon.action'));
  });

  it.each([
    ['Chromium', new TypeError('Failed to fetch dynamically imported module: /assets/x.js'), 1],
    ['Firefox', new TypeError('error loading dynamically imported module: /assets/x.js'), 1],
    ['Safari', new TypeError('Importing a module script failed.'), 1],
    ['Vite CSS preload', new Error('Unable to preload CSS for /assets/x.css'), 1],
    ['a bug in the page', new TypeError("Cannot read properties of undefined (reading 'x')"), 0],
  ])('asks for a reload on the next navigation after %s: %#', (_case, error, reloads) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const onChunkLoadError = vi.fn();
    const shown = testStores().route.getState().shown;
    boundaryFor(shown, onChunkLoadError).componentDidCatch(error, { componentStack: '' });
    expect(onChunkLoadError).toHaveBeenCalledTimes(reloads);
  });

  it('clears the error when another page is shown, not before', () => {
    const stores = testStores();
    const first = stores.route.getState().shown;
    const caught = { page: first, failed: true };
    const props = (page: ShownPage) => ({ page, onChunkLoadError: () => {}, children: null });
    expect(PageErrorBoundary.getDerivedStateFromProps(props(first), caught)).toBeNull();
    const next = { ...first, route: { ...first.route, path: '/' } };
    expect(PageErrorBoundary.getDerivedStateFromProps(props(next), caught)).toEqual({
      page: next,
      failed: false,
    });
  });
});
