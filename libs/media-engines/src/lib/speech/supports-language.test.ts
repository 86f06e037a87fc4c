import { describe, expect, it } from 'vitest';
import { supportsLanguage } from './supports-language.js';

describe('supportsLanguage', () => {
  it.each([
    [['en'], 'en', true],
    [['en'], 'en-US', true],
    [['en'], 'en-GB', true],
    [['en'], 'EN_us', true],
    [['en'], 'fr', false],
    [['en'], 'eng', false],
    [['en'], 'auto', false],
    [['en', 'auto'], 'auto', true],
    [['en'], '', false],
    [['zh'], 'zh-TW', true],
  ])('%j takes %j: %s', (languages, code, expected) => {
    expect(supportsLanguage(languages, code)).toBe(expected);
  });
});
