import { describe, expect, it } from 'vitest';
import { isLocale, isLocalized, LOCALES, stripLocale, withLocale } from '../src/index.js';
import { LOCALIZED_EXAMPLES, PREFIXED_LOCALES, UNLOCALIZED_EXAMPLES } from './support/routes.js';

describe('isLocale', () => {
  it.each(LOCALES)('%s is one', (locale) => {
    expect(isLocale(locale)).toBe(true);
  });
  it.each(['zh-cn', 'en', 'zh', 'xx-XX', '', ' en-US', null, undefined, 1])(
    '%j is not',
    (value) => {
      expect(isLocale(value)).toBe(false);
    },
  );
});

describe('stripLocale', () => {
  it.each([
    ['/zh-CN/pricing', 'zh-CN', '/pricing'],
    ['/zh-CN', 'zh-CN', '/'],
    ['/zh-CN/', 'zh-CN', '/'],
    ['/zh-CN?next=x', 'zh-CN', '/?next=x'],
    ['/zh-CN#top', 'zh-CN', '/#top'],
    ['/ja-JP/result/abc?x=1#y', 'ja-JP', '/result/abc?x=1#y'],
    ['/zh-cn/pricing', 'zh-CN', '/pricing'],
    ['/en-US/pricing', 'en-US', '/pricing'],
    ['/pricing', 'en-US', '/pricing'],
    ['/', 'en-US', '/'],
    ['/xx-XX/pricing', 'en-US', '/xx-XX/pricing'],
    ['/zh-CNx/pricing', 'en-US', '/zh-CNx/pricing'],
    ['/pricing/zh-CN', 'en-US', '/pricing/zh-CN'],
    ['/?lang=/zh-CN', 'en-US', '/?lang=/zh-CN'],
    ['pricing', 'en-US', 'pricing'],
    ['', 'en-US', ''],
  ])('%s -> %s %s', (path, locale, rest) => {
    expect(stripLocale(path)).toEqual({ locale, path: rest });
  });

  it.each(PREFIXED_LOCALES)('recognizes /%s', (locale) => {
    expect(stripLocale(`/${locale}/blog/x`)).toEqual({ locale, path: '/blog/x' });
  });
});

describe('withLocale', () => {
  it.each([
    ['/pricing', 'zh-CN', '/zh-CN/pricing'],
    ['/pricing', 'en-US', '/pricing'],
    ['/', 'fr-FR', '/fr-FR'],
    ['/', 'en-US', '/'],
    ['/pricing?coupon=true', 'de-DE', '/de-DE/pricing?coupon=true'],
    ['/pricing#plans', 'de-DE', '/de-DE/pricing#plans'],
    ['/?invite_code=x', 'ko-KR', '/ko-KR?invite_code=x'],
    ['/zh-CN/pricing', 'fr-FR', '/fr-FR/pricing'],
    ['/zh-CN/pricing', 'en-US', '/pricing'],
    ['/zh-CN', 'en-US', '/'],
    ['/workspace', 'zh-CN', '/workspace'],
    ['/zh-CN/workspace', 'ja-JP', '/workspace'],
    ['/podcast/x/y?z=1', 'ru-RU', '/podcast/x/y?z=1'],
    ['/Podcast', 'ru-RU', '/Podcast'],
    ['/api-dashboard', 'es-ES', '/api-dashboard'],
    ['/become-a-partner', 'it-IT', '/become-a-partner'],
    ['/sitemap.xml', 'pt-PT', '/sitemap.xml'],
    ['/privacy-policy', 'zh-TW', '/privacy-policy'],
    ['/terms-of-service', 'zh-TW', '/terms-of-service'],
    ['/terms-of-rewarded', 'zh-TW', '/zh-TW/terms-of-rewarded'],
    ['/podcasts', 'zh-TW', '/zh-TW/podcasts'],
    ['pricing', 'zh-CN', '/zh-CN/pricing'],
    ['', 'zh-CN', '/zh-CN'],
    ['?a=1', 'zh-CN', '/zh-CN?a=1'],
    ['https://example.com/pricing', 'zh-CN', 'https://example.com/pricing'],
    ['//example.com/pricing', 'zh-CN', '//example.com/pricing'],
    ['mailto:hi@example.com', 'zh-CN', 'mailto:hi@example.com'],
  ] as const)('%s in %s is %s', (path, locale, expected) => {
    expect(withLocale(path, locale)).toBe(expected);
  });

  const localized = LOCALIZED_EXAMPLES.flatMap(({ path }) =>
    LOCALES.map((locale) => ({ path, locale })),
  );

  it.each(localized)('round-trips $path in $locale', ({ path, locale }) => {
    const prefixed = withLocale(path, locale);
    expect(stripLocale(prefixed)).toEqual({ locale, path });
    expect(withLocale(stripLocale(prefixed).path, locale)).toBe(prefixed);
  });

  it.each(UNLOCALIZED_EXAMPLES.flatMap(({ path }) => LOCALES.map((locale) => ({ path, locale }))))(
    'never prefixes $path ($locale)',
    ({ path, locale }) => {
      expect(withLocale(path, locale)).toBe(path);
    },
  );
});

describe('isLocalized', () => {
  it.each(LOCALIZED_EXAMPLES)('$path is', ({ path }) => {
    expect(isLocalized(path)).toBe(true);
  });
  it.each(UNLOCALIZED_EXAMPLES)('$path is not', ({ path }) => {
    expect(isLocalized(path)).toBe(false);
    expect(isLocalized(`/zh-CN${path}`)).toBe(false);
  });
  it('looks at the path only', () => {
    expect(isLocalized('/pricing?back=/workspace')).toBe(true);
    expect(isLocalized('/workspace?x=1')).toBe(false);
    expect(isLocalized('/nowhere')).toBe(true);
  });
});
