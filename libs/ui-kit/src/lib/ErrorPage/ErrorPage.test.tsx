import type { Locale } from '@captio/i18n';
import { describe, expect, test } from 'vitest';
import { renderMarkup } from '../../testing/render.js';
import { errorPageMessage, shownErrorStatus } from './error-message.js';
import { ErrorPage, type ErrorPageProps } from './ErrorPage.js';

const page = (props: Partial<ErrorPageProps> = {}, locale?: Locale) =>
  renderMarkup(<ErrorPage status={404} onHome={() => undefined} {...props} />, locale);

describe('shownErrorStatus', () => {
  test.each([
    [404, 404],
    [500, 500],
    [403, 403],
    [599, 599],
    [200, 500],
    [302, 500],
    [600, 500],
    [404.5, 500],
    [Number.NaN, 500],
  ])('%s -> %s', (status, expected) => {
    expect(shownErrorStatus(status)).toBe(expected);
  });
});

describe('errorPageMessage', () => {
  test.each([
    [
      { status: 404, path: '/nope' },
      { key: 'error.pageNotFound', values: { path: '/nope' } },
    ],
    [{ status: 404 }, { key: 'app.404' }],
    [{ status: 404, message: 'Not Found' }, { key: 'app.404' }],
    [{ status: 500, message: 'Database unavailable' }, 'Database unavailable'],
    [{ status: 500, message: '   ' }, { key: 'error.generic' }],
    [{ status: 503 }, { key: 'error.generic' }],
  ])('%o', (input, expected) => {
    expect(errorPageMessage(input)).toEqual(expected);
  });
});

describe('ErrorPage', () => {
  test.each<[Locale, string, string]>([
    ['en-US', 'Error 404', 'Sorry, we couldn’t find that page.'],
    ['de-DE', 'Fehler 404', 'Diese Seite'],
    ['zh-CN', '错误 404', '找不到'],
  ])(
    'a 404 in %s shows the code, a heading and the localized app.404 text',
    (locale, title, text) => {
      const markup = page({}, locale);
      expect(markup).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
      expect(markup).toContain(text);
      expect(markup).toMatch(/aria-hidden="true">404<\/p>/);
    },
  );

  test.each<[Locale, string]>([
    ['en-US', 'Page not found: /no/such/page'],
    ['fr-FR', '/no/such/page'],
  ])('an unknown route in %s names its path', (locale, text) => {
    expect(page({ path: '/no/such/page' }, locale)).toContain(text);
  });

  test('has a home button, and a coupon link to /pricing?coupon=true only when offered', () => {
    expect(page()).toMatch(/<button type="button"[^>]*>Back to home<\/button>/);
    expect(page()).not.toContain('coupon=true');
    expect(page({ showCoupon: true })).toMatch(
      /href="\/pricing\?coupon=true"[^>]*>Claim my discount</,
    );
    expect(page({ showCoupon: true }, 'ja-JP')).toContain('href="/ja-JP/pricing?coupon=true"');
  });

  test('escapes a message from the server', () => {
    const markup = page({ status: 500, message: '<b>boom</b>' });
    expect(markup).toContain('&lt;b&gt;boom&lt;/b&gt;');
    expect(markup).toContain('Error 500');
  });
});
