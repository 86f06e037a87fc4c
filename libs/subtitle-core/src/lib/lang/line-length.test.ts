import { describe, expect, it } from 'vitest';
import { lineLengthLimits } from './line-length.js';

describe('lineLengthLimits', () => {
  // Every row of the line-length table (default/min/max), typed out rather than read from it.
  it.each([
    ['zh', 20, 10, 30],
    ['yue(oral)', 20, 10, 30],
    ['yue(written)', 20, 10, 30],
    ['en', 60, 20, 80],
    ['ja', 30, 15, 45],
    ['es', 70, 20, 100],
    ['fr', 65, 20, 90],
    ['de', 60, 20, 80],
    ['ru', 60, 20, 80],
    ['ko', 30, 10, 40],
    ['ar', 70, 20, 100],
    ['pt', 70, 20, 100],
    ['it', 65, 20, 90],
    ['nl', 60, 20, 80],
    ['sv', 60, 20, 80],
    ['no', 60, 20, 80],
    ['da', 60, 20, 80],
    ['fi', 60, 20, 80],
    ['pl', 60, 20, 80],
    ['tr', 70, 20, 100],
    ['el', 60, 20, 80],
    ['he', 70, 20, 100],
    ['hi', 60, 20, 80],
    ['th', 40, 10, 50],
    ['id', 70, 20, 100],
    ['vi', 70, 20, 100],
  ])('%s: %i / %i / %i', (lang, defaultLength, min, max) => {
    expect(lineLengthLimits(lang)).toEqual({ default: defaultLength, min, max });
  });

  it.each(['', 'auto', 'multilingual', 'cs', 'cs-CZ', 'xx', 'klingon', 'sw'])(
    'gives the default 80 / 10 / 120 to %j',
    (lang) => {
      expect(lineLengthLimits(lang)).toEqual({ default: 80, min: 10, max: 120 });
    },
  );

  it.each([
    ['en-US', 60],
    ['en_GB', 60],
    ['EN', 60],
    ['English', 60],
    ['eng', 60],
    ['zh-CN', 20],
    ['zh-TW', 20],
    ['zh-Hant', 20],
    ['cmn', 20],
    ['chinese', 20],
    ['yue', 20],
    ['Cantonese', 20],
    ['nb', 60],
    ['iw', 70],
    ['in', 70],
    ['pt-BR', 70],
    ['es-MX', 70],
    ['fr-CA', 65],
    ['ar-EG', 70],
  ])('reads %j as a known language (default %i)', (lang, defaultLength) => {
    expect(lineLengthLimits(lang).default).toBe(defaultLength);
  });

  it('returns an object the caller may change without affecting later calls', () => {
    const limits = lineLengthLimits('en');
    limits.default = 1;
    expect(lineLengthLimits('en').default).toBe(60);
  });

  it.each<[string, unknown]>([
    ['no language', undefined],
    ['null', null],
    ['a number', 44],
    ['an object', { lang: 'en' }],
  ])('gives %s the default limits, like an unknown language', (_, lang) => {
    expect(lineLengthLimits(lang as string)).toEqual({ default: 80, min: 10, max: 120 });
  });
  it('gives the default limits when called without an argument', () => {
    expect(lineLengthLimits()).toEqual({ default: 80, min: 10, max: 120 });
  });
});
