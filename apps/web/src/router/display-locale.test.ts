import { describe, expect, test } from 'vitest';
import { displayLocale } from './display-locale.js';

describe('displayLocale', () => {
  test.each([
    ['/de-DE/pricing', 'de-DE', 'fr-FR', 'de-DE'],
    ['/pricing', 'en-US', 'fr-FR', 'en-US'],
    ['/workspace', 'en-US', 'fr-FR', 'fr-FR'],
    ['/podcast/show/ep1', 'en-US', 'ja-JP', 'ja-JP'],
    ['/workspace', 'en-US', undefined, 'en-US'],
    ['/workspace', 'en-US', 'xx-XX', 'en-US'],
  ] as const)('%s resolved in %s with %s stored: %s', (path, resolved, preferred, expected) => {
    expect(displayLocale(path, resolved, preferred)).toBe(expected);
  });
});
