import { describe, expect, test } from 'vitest';
import type { Locale } from '@captio/i18n';
import { renderMarkup } from '../../testing/render.js';
import { isExternalHref, Link, LinkProvider, type LinkProps } from './LinkProvider.js';

describe('Link', () => {
  test.each<[string, Locale, string]>([
    ['/pricing', 'en-US', '/pricing'],
    ['/pricing', 'zh-CN', '/zh-CN/pricing'],
    ['/pricing?coupon=true', 'ja-JP', '/ja-JP/pricing?coupon=true'],
    ['/', 'fr-FR', '/fr-FR'],
    // Unlocalized routes never get a prefix.
    ['/workspace', 'de-DE', '/workspace'],
    ['/privacy-policy', 'ko-KR', '/privacy-policy'],
    ['/podcast/show/episode', 'ru-RU', '/podcast/show/episode'],
    // Leaving the app: as written.
    ['https://example.com/roadmap', 'zh-TW', 'https://example.com/roadmap'],
    ['mailto:support@example.com', 'es-ES', 'mailto:support@example.com'],
    ['#content', 'it-IT', '#content'],
  ])('%s in %s links to %s', (href, locale, expected) => {
    expect(renderMarkup(<Link href={href}>x</Link>, locale)).toBe(`<a href="${expected}">x</a>`);
  });

  test('renders in-app paths with the router link the app provides, external ones as anchors', () => {
    const RouterLink = ({ href, children }: LinkProps) => (
      <a href={href} data-router="">
        {children}
      </a>
    );
    const markup = renderMarkup(
      <LinkProvider locale="pt-PT" component={RouterLink}>
        <Link href="/blog">in</Link>
        <Link href="https://example.com">out</Link>
      </LinkProvider>,
    );
    expect(markup).toBe(
      '<a href="/pt-PT/blog" data-router="">in</a><a href="https://example.com">out</a>',
    );
  });

  test.each([
    ['https://example.com', true],
    ['//cdn.example.com/x', true],
    ['mailto:a@b.c', true],
    ['/result/abc', false],
    ['relative/path', false],
  ])('isExternalHref(%s) is %s', (href, expected) => {
    expect(isExternalHref(href)).toBe(expected);
  });
});
