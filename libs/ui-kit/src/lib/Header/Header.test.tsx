import { describe, expect, test } from 'vitest';
import type { Locale } from '@captio/i18n';
import type { PageName } from '@captio/routing-rules';
import { Header, type HeaderProps } from '../../index.js';
import { headerUser, IGNORED_HEADER_ACTIONS } from '../../testing/header-fixtures.js';
import { hrefsIn, tagWith, textOf } from '../../testing/markup.js';
import { renderMarkup } from '../../testing/render.js';

// Menus and the mobile sheet render their contents in a portal once open, in the browser: the
// stories test those. These pin what the closed header shows and where its links go.
const ada = headerUser(1);

const render = (props: Partial<HeaderProps>, locale: Locale = 'en-US') =>
  renderMarkup(<Header {...IGNORED_HEADER_ACTIONS} {...props} />, locale);

describe('Header', () => {
  test.each<[Locale, string[]]>([
    ['en-US', ['/', '/youtube-to-mp4', '/blog', '/pricing', '/users/signin', '/users/signup']],
    [
      'zh-CN',
      [
        '/zh-CN',
        '/zh-CN/youtube-to-mp4',
        '/zh-CN/blog',
        '/zh-CN/pricing',
        '/zh-CN/users/signin',
        '/zh-CN/users/signup',
      ],
    ],
    [
      'ru-RU',
      [
        '/ru-RU',
        '/ru-RU/youtube-to-mp4',
        '/ru-RU/blog',
        '/ru-RU/pricing',
        '/ru-RU/users/signin',
        '/ru-RU/users/signup',
      ],
    ],
  ])(
    'an anonymous visitor in %s: logo, downloader, blog, pricing, sign in, sign up',
    (locale, hrefs) => {
      expect(hrefsIn(render({}, locale))).toEqual(hrefs);
    },
  );

  test.each<[Locale, string]>([
    ['en-US', 'Captio Services YouTube to MP4 Blog Pricing What’s new English Log in Sign up free'],
    [
      'de-DE',
      'Captio Dienste YouTube zu MP4 Blog Preise Neuigkeiten Deutsch Anmelden Kostenlos registrieren',
    ],
    [
      'ja-JP',
      'Captio サービス YouTube を MP4 に変換 ブログ 料金プラン 新機能 日本語 ログイン 無料で登録',
    ],
  ])('reads, in %s: %s', (locale, text) => {
    expect(textOf(render({}, locale))).toBe(text);
  });

  test.each<[PageName | undefined, boolean]>([
    ['pricing', true],
    ['result-hash', true],
    [undefined, true],
    ['workspace', false],
    ['index', false],
  ])('a signed-in user on %s sees the back and home links: %s', (pageName, shown) => {
    const hrefs = hrefsIn(render({ user: ada, pageName }, 'it-IT'));
    expect(hrefs.includes('/workspace') && hrefs.includes('/it-IT')).toBe(shown);
    expect(hrefs.filter((href) => href === '/it-IT')).toHaveLength(shown ? 2 : 1);
  });

  test('a signed-in user gets the account menu instead of the sign-in links', () => {
    const html = render({ user: ada, pageName: 'index' });
    expect(hrefsIn(html)).not.toContain('/users/signin');
    expect(hrefsIn(html)).not.toContain('/users/signup');
    const trigger = tagWith(html, 'aria-label', 'Account: Ada Lovelace');
    expect(trigger).toMatch(/aria-haspopup="menu"/);
    // The avatar alone stands for the account in the header; the name heads the open menu.
    expect(textOf(html)).not.toContain('Ada Lovelace');
  });

  /** The markup inside the inert element, where the held-back sign-in links wait. */
  const heldBack = (html: string) =>
    html.match(/<span[^>]*\sinert=""[^>]*>(.*?<\/a>.*?<\/a>)<\/span>/)?.[1];

  test('while the session is unconfirmed, the sign-in links keep their place, inert and unseen', () => {
    const html = render({ accountPending: true }, 'fr-FR');
    expect(hrefsIn(heldBack(html) ?? '')).toEqual(['/fr-FR/users/signin', '/fr-FR/users/signup']);
    expect(html.match(/\sinert=""/g)).toHaveLength(1);
    expect(tagWith(html, 'aria-haspopup', 'menu')).not.toMatch(/Compte/);
  });

  test.each<[string, Partial<HeaderProps>, boolean]>([
    ['a visitor', {}, true],
    ['a visitor once the check answered', { accountPending: false }, true],
    ['a confirmed user', { user: ada, accountPending: false }, false],
    ['a user confirmed while pending was still set', { user: ada, accountPending: true }, false],
  ])('%s: sign-in links offered %s, none held back', (_who, props, offered) => {
    const html = render(props);
    expect(heldBack(html)).toBeUndefined();
    expect(hrefsIn(html).includes('/users/signin')).toBe(offered);
    expect(html.includes('Account: Ada Lovelace')).toBe(!offered);
  });

  test.each<[Locale, string, string]>([
    ['en-US', 'Language: English', 'Account: Ada Lovelace'],
    ['fr-FR', 'Langue\u00a0: Français', 'Compte\u00a0: Ada Lovelace'],
    ['ko-KR', '언어: 한국어', '계정: Ada Lovelace'],
  ])('menu buttons are named in %s: %s, %s', (locale, language, account) => {
    const html = render({ user: ada }, locale);
    expect(tagWith(html, 'aria-label', language)).toMatch(/aria-haspopup="menu"/);
    expect(tagWith(html, 'aria-label', account)).toMatch(/aria-haspopup="menu"/);
  });

  test('the current language is marked as such, for screen reader pronunciation', () => {
    expect(render({}, 'zh-TW')).toContain('<span lang="zh-TW">繁體中文</span>');
  });

  test('the logo is a link home named after the product', () => {
    expect(tagWith(render({}, 'es-ES'), 'aria-label', 'Inicio de Captio')).toMatch(
      /href="\/es-ES"/,
    );
  });

  test('the main navigation is a landmark with a name', () => {
    expect(tagWith(render({}, 'pt-PT'), 'aria-label', 'Navegação principal')).toMatch(/^<nav/);
  });

  test('renders the colour mode switch it is given', () => {
    const html = render({ colorModeSwitch: <button type="button">Dark mode</button> });
    expect(textOf(html)).toContain('English Dark mode Log in');
  });

  test('on mobile, a single menu button stands for every destination', () => {
    const html = render({ mobile: true, user: ada, pageName: 'pricing' }, 'de-DE');
    expect(hrefsIn(html)).toEqual(['/de-DE']);
    expect(tagWith(html, 'aria-label', 'Menü öffnen')).toMatch(/aria-haspopup="dialog"/);
    expect(html).not.toContain('<nav');
  });
});
