import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it, test } from 'vitest';
import { userData } from '@captio/api-client/testing';
import { loadMessages } from '@captio/i18n';
import type { PageName } from '@captio/routing-rules';
import { App } from '../app/App.js';
import { loadPage } from '../app/load-page.js';
import type { SessionState } from '../state/session-store.js';
import { createAppStores } from '../state/stores.js';
import { testDataSources } from '../testing/data-sources.js';
import { testStores } from '../testing/stores.js';

let english: Readonly<Record<string, string>>;
beforeAll(async () => {
  english = await loadMessages('en-US');
});

function serverHtml(route: Parameters<typeof testStores>[0] = {}) {
  return renderToString(<App stores={testStores(route, english)} navigate={() => undefined} />);
}

// What the server sends must be what the browser's first render makes: nothing that depends on
// storage, the viewport or the session is in it. The dialogs, drawer, cookie notice and colour
// mode switch appear once the browser has mounted the app (tested end to end).
describe('the shell as the server renders it', () => {
  it('starts with the skip link to the main landmark', () => {
    const html = serverHtml();
    expect(html).toMatch(/^<div[^>]*><a[^>]*href="#main"[^>]*>Skip to main content<\/a>/);
    expect(html).toContain('<main id="main"');
    expect(html).toContain('<p>The page</p>');
  });

  it('has the desktop header, the footer and the version label', () => {
    const html = serverHtml();
    expect(html).toContain('aria-label="Main navigation"');
    expect(html).toContain('<footer');
    expect(html).toContain('data-testid="app-version"');
    expect(html).toMatch(/>v(<!-- -->)?0\.0\.0-test</);
  });

  test("holds the colour mode switch's place, unseen and out of the accessibility tree", () => {
    // The header keeps its size when the live switch (the stored preference) replaces it.
    expect(serverHtml()).toMatch(
      /<div class="[^"]*placeholder[^"]*" aria-hidden="true" inert="">.*?Color mode.*?<\/div>/,
    );
  });

  test.each([
    ['the cookie notice', 'We value your privacy'],
    ['the loading bar', 'data-testid="loading-bar"'],
    ['the narrow-screen menu button', 'Open menu'],
  ])('leaves out %s', (_name, text) => {
    expect(serverHtml()).not.toContain(text);
  });

  it('renders the legal pages without header and footer', () => {
    const html = serverHtml({ name: 'privacy-policy', path: '/privacy-policy' });
    expect(html).not.toContain('Main navigation');
    expect(html).not.toContain('<footer');
    expect(html).toContain('<p>The page</p>');
  });
});

// A session cookie came with the page: until check_login answers, the header must offer
// neither "Log in / Sign up" (a signed-in user would see them flash) nor an account. The store
// is rendered as it starts (the server's and the hydrating browser's first render); its
// transitions are in state/session-store.test.ts.
describe('the header while the login check is pending', () => {
  /** Whether the header's sign-in link is there, and whether inside an inert element. */
  function signInLink(html: string): { present: boolean; inert: boolean } {
    const header = html.slice(0, html.indexOf('</header>'));
    const at = header.indexOf('href="/users/signin"');
    if (at < 0) return { present: false, inert: false };
    const opening = header.slice(0, at).lastIndexOf('<span');
    return { present: true, inert: /^<span[^>]*\sinert=""/.test(header.slice(opening)) };
  }

  test.each<[string, Partial<SessionState>, { present: boolean; inert: boolean }, boolean]>([
    ['no session cookie', {}, { present: true, inert: false }, false],
    [
      'a session cookie, check pending',
      { sessionCookie: true },
      { present: true, inert: true },
      false,
    ],
    [
      'a session cookie, check answered with a user',
      { sessionCookie: true, checked: true, user: userData({ name: 'Grace Hopper' }) },
      { present: false, inert: false },
      true,
    ],
    [
      'a session cookie, check answered without one',
      { sessionCookie: true, checked: true },
      { present: true, inert: false },
      false,
    ],
  ])('%s: sign-in link %j, account menu %s', (_case, session, link, account) => {
    const stores = testStores({}, english, session);
    const html = renderToString(<App stores={stores} navigate={() => undefined} />);
    expect(signInLink(html)).toEqual(link);
    expect(html.includes('Account: Grace Hopper')).toBe(account);
  });
});

// A per-user page renders as a skeleton on the server and fills in once mounted: the main
// landmark keeps a window's height so the footer waits below the fold instead of jumping down.
describe('the room kept for a page filled after mounting', () => {
  const mainTag = (html: string) => /<main[^>]*>/.exec(html)?.[0] ?? '';

  test.each<[PageName, Record<string, string>, boolean]>([
    ['workspace', {}, true],
    ['credits', {}, true],
    ['settings', {}, true],
    ['api-dashboard', {}, true],
    ['result-hash', { hash: 'abc' }, true],
    ['result-transcription-hash', { hash: 'abc' }, true],
    ['index', {}, false],
    ['pricing', {}, false],
    ['users-signin', {}, false],
  ])('%s: %s', async (name, params, reserved) => {
    const shown = await loadPage(
      { name, params, locale: 'en-US', path: '/', search: '' },
      testDataSources(),
    );
    const html = renderToString(
      <App stores={createAppStores({ page: shown })} navigate={() => undefined} />,
    );
    expect(mainTag(html).includes('reserved')).toBe(reserved);
  });
});
