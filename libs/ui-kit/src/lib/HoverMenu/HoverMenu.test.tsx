import { describe, expect, test } from 'vitest';
import type { Locale } from '@captio/i18n';
import { HoverMenu } from '../../index.js';
import { hrefsIn, tagWith, textOf } from '../../testing/markup.js';
import { renderMarkup } from '../../testing/render.js';

// Opening on hover, keyboard and touch is tested in the browser (HoverMenu.stories.tsx); the
// timings are the hover-intent tests. These pin the closed markup.
const items = [
  { href: '/facebook-to-mp4', label: 'Facebook to MP4' },
  { href: '/tiktok-to-mp4', label: 'TikTok to MP4' },
];
const render = (locale: Locale) =>
  renderMarkup(
    <HoverMenu
      href="/youtube-to-mp4"
      label="YouTube to MP4"
      menuLabel="More downloaders"
      items={items}
    />,
    locale,
  );

describe('HoverMenu', () => {
  test.each<[Locale, string]>([
    ['en-US', '/youtube-to-mp4'],
    ['zh-TW', '/zh-TW/youtube-to-mp4'],
    ['es-ES', '/es-ES/youtube-to-mp4'],
  ])('in %s the main link goes to %s', (locale, href) => {
    expect(hrefsIn(render(locale))).toEqual([href]);
  });

  test('the chevron is a closed menu button named by menuLabel', () => {
    const toggle = tagWith(render('en-US'), 'aria-label', 'More downloaders');
    expect(toggle).toMatch(/^<button type="button"/);
    expect(toggle).toMatch(/aria-haspopup="menu"/);
    expect(toggle).toMatch(/aria-expanded="false"/);
  });

  test('shows only the main link while closed', () => {
    expect(textOf(render('en-US'))).toBe('YouTube to MP4');
  });
});
