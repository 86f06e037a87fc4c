import { describe, expect, it } from 'vitest';
import { shownLocale } from './load-page.js';

describe('the locale a page is shown in', () => {
  it.each([
    ['/de-DE/pricing', 'de-DE', 'ja-JP', 'de-DE'],
    ['/pricing', 'en-US', 'ja-JP', 'en-US'],
    ['/workspace', 'en-US', 'ja-JP', 'ja-JP'],
    ['/privacy-policy', 'en-US', 'fr-FR', 'fr-FR'],
    ['/podcast/show-1', 'en-US', 'ru-RU', 'ru-RU'],
    ['/workspace', 'en-US', undefined, 'en-US'],
  ] as const)('%s (prefix %s, reader %s) shows in %s', (path, prefix, reader, expected) => {
    expect(shownLocale(path, prefix, reader)).toBe(expected);
  });
});
