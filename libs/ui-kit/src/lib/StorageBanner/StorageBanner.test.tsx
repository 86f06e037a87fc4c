import type { Locale } from '@captio/i18n';
import { describe, expect, test } from 'vitest';
import { GB, STORAGE } from '../../testing/fixtures.js';
import { renderMarkup } from '../../testing/render.js';
import { StorageBanner, type StorageBannerProps } from './StorageBanner.js';

const banner = (props: Partial<StorageBannerProps> = {}, locale?: Locale) =>
  renderMarkup(
    <StorageBanner
      name="Ada Lovelace"
      avatarUrl="https://cdn.example.com/avatars/ada.png"
      level={1}
      {...STORAGE}
      onBuy={() => undefined}
      {...props}
    />,
    locale,
  );

describe('StorageBanner', () => {
  test.each<[Locale, string, string, string]>([
    ['en-US', 'Cloud storage', '1.50 GB of 10.00 GB used', '15% of storage used'],
    ['de-DE', 'Cloud-Speicher', '1,50\u00a0GB', '15'],
    ['ja-JP', 'クラウドストレージ', '1.50 GB', '15'],
  ])('a paid user in %s sees title, usage and a progress bar', (locale, title, usage, progress) => {
    const markup = banner({}, locale);
    expect(markup).toContain(title);
    expect(markup).toContain(usage);
    expect(markup).toMatch(/role="progressbar"/);
    expect(markup).toContain('aria-valuenow="15"');
    expect(markup).toContain('aria-valuemax="100"');
    expect(markup).toMatch(new RegExp(`aria-valuetext="[^"]*${progress}`));
    expect(markup).not.toContain('href="');
  });

  test('a free user sees only the capacity and a buy link to /pricing, localized', () => {
    const markup = banner({ level: 0, totalSize: 0, driveSize: 2 * GB });
    expect(markup).toContain('2.00 GB of cloud storage');
    expect(markup).toMatch(/<a [^>]*href="\/pricing"[^>]*>Get more storage<\/a>/);
    expect(markup).not.toContain('progressbar');
    expect(markup).not.toContain(' used');
    expect(banner({ level: 0 }, 'it-IT')).toContain('href="/it-IT/pricing"');
  });

  test.each([
    [0, 10 * GB, '0'],
    [GB, 0, '0'],
    [GB, undefined, '0'],
    [3 * GB, 9 * GB, '33.33'],
    [12 * GB, 10 * GB, '100'],
  ])('used %d of %s bytes shows %s on the bar', (totalSize, driveSize, value) => {
    expect(banner({ totalSize, driveSize })).toContain(`aria-valuenow="${value}"`);
  });

  test('names the avatar after the user and falls back to initials', () => {
    const markup = banner({ avatarUrl: 'https://cdn.example.com/404.png' });
    expect(markup).toContain('role="img" aria-label="Avatar of Ada Lovelace"');
    expect(markup).toContain('>AL</span>');
    expect(markup).not.toContain('<img');
    expect(banner({ name: '王芳', avatarUrl: null }, 'zh-CN')).toContain('>王</span>');
  });

  test('has the personal section heading', () => {
    expect(banner()).toMatch(/<h4[^>]*>Personal space<\/h4>/);
  });
});
