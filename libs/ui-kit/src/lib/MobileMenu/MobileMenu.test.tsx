import { describe, expect, test } from 'vitest';
import type { Locale } from '@captio/i18n';
import type { PageName } from '@captio/routing-rules';
import { MobileMenu } from '../../index.js';
import {
  headerUser,
  IGNORED_HEADER_ACTIONS,
  SHEET_DESTINATIONS,
} from '../../testing/header-fixtures.js';
import { hrefsIn, tagWith, textOf } from '../../testing/markup.js';
import { renderMarkup } from '../../testing/render.js';
import { MobileMenuNav, type MobileMenuNavProps } from './MobileMenuNav.js';

// The sheet itself (a Radix dialog, portalled once open) is tested in the browser by the
// stories; its contents are rendered here directly.
const actions = {
  ...IGNORED_HEADER_ACTIONS,
  onNavigate: () => undefined,
  onAction: () => undefined,
};
const user = (level: number) => headerUser(level, 'Grace Hopper', 42);
const render = (props: Partial<MobileMenuNavProps>, locale: Locale = 'en-US') =>
  renderMarkup(<MobileMenuNav {...actions} {...props} />, locale);

describe('MobileMenu contents', () => {
  test.each<[string, Partial<MobileMenuNavProps>, string[]]>([
    [
      'an anonymous visitor',
      {},
      ['/api-introduction', ...SHEET_DESTINATIONS, '/users/signin', '/users/signup'],
    ],
    [
      'a session not confirmed yet: neither the sign-in links nor the account',
      { accountPending: true },
      ['/api-introduction', ...SHEET_DESTINATIONS],
    ],
    [
      'an anonymous visitor, overseas build',
      { overseas: true },
      [...SHEET_DESTINATIONS, '/users/signin', '/users/signup'],
    ],
    [
      'a level 2 user away from home',
      { user: user(2), pageName: 'pricing' },
      ['/workspace', '/', '/api-introduction', ...SHEET_DESTINATIONS, '/credits', '/settings'],
    ],
    [
      'an API tier user (level 3) at home',
      { user: user(3), pageName: 'index' },
      ['/api-dashboard', ...SHEET_DESTINATIONS, '/credits', '/settings'],
    ],
    [
      'an API tier user, overseas build',
      { user: user(5), pageName: 'workspace', overseas: true },
      [...SHEET_DESTINATIONS, '/credits', '/settings'],
    ],
  ])('%s', (_, props, expected) => {
    expect([...hrefsIn(render(props))].sort()).toEqual([...expected].sort());
  });

  test.each<[PageName, boolean]>([
    ['workspace', false],
    ['result-hash', true],
  ])('on %s, invite friends is offered: %s', (pageName, shown) => {
    expect(textOf(render({ user: user(1), pageName })).includes('Invite friends')).toBe(shown);
  });

  test.each<[Locale, string]>([
    ['en-US', 'Account: Grace Hopper Credits: 42 Cloud files Invite friends Settings Log out'],
    ['zh-CN', '账户：Grace Hopper 积分：42 云文件 邀请好友 设置 退出登录'],
    ['ru-RU', 'Аккаунт: Grace Hopper Кредиты: 42 Облачные файлы Пригласить друзей Настройки Выйти'],
  ])('the account section in %s', (locale, text) => {
    expect(textOf(render({ user: user(1), pageName: 'blog' }, locale))).toContain(text);
  });

  test('links carry the locale prefix, except the unlocalized /workspace and /api-dashboard', () => {
    const hrefs = hrefsIn(render({ user: user(3), pageName: 'blog' }, 'zh-CN'));
    expect(hrefs).toEqual(
      expect.arrayContaining([
        '/workspace',
        '/zh-CN',
        '/zh-CN/pricing',
        '/api-dashboard',
        '/zh-CN/services/ai-companion',
        '/zh-CN/instagram-to-mp4',
        '/zh-CN/credits',
        '/zh-CN/settings',
      ]),
    );
    expect(hrefs.filter((href) => !href.startsWith('/zh-CN'))).toEqual([
      '/workspace',
      '/api-dashboard',
    ]);
  });

  test('the language select lists the 11 locales by native name, the current one selected', () => {
    const html = render({}, 'ja-JP');
    expect(html.match(/<option /g)).toHaveLength(11);
    expect(html).toContain('<option value="ja-JP" lang="ja-JP" selected="">日本語</option>');
    expect(html).toContain('<option value="de-DE" lang="de-DE">Deutsch</option>');
    expect(textOf(html)).toContain('言語 English');
  });

  test('the navigation is a named landmark, its groups named by their headings', () => {
    const html = render({}, 'en-US');
    expect(tagWith(html, 'aria-label', 'Main navigation')).toMatch(/^<nav/);
    const [, id] = html.match(/<section aria-labelledby="([^"]+)"/) ?? [];
    expect(html).toContain(`<h3 id="${id}" class="`);
  });

  test('the menu button is named and announces a dialog', () => {
    const html = renderMarkup(<MobileMenu {...actions} />, 'it-IT');
    expect(tagWith(html, 'aria-label', 'Apri il menu')).toMatch(/aria-haspopup="dialog"/);
  });
});
