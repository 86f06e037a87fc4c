import { describe, expect, it } from 'vitest';
import { KNOWN_LANGUAGES } from './language-code.js';
import { readingSpeed } from './reading-speed.js';

describe('readingSpeed', () => {
  // Every row of the reading-speed table (normal/max), typed out rather than read from it.
  const TABLE: [string, number, number][] = [
    ['en', 12.5, 15],
    ['zh', 7, 9],
    ['yue(oral)', 7, 9],
    ['yue(written)', 7, 9],
    ['ja', 4, 4],
    ['ko', 9, 12],
    ['ar', 17, 20],
    ['hi', 18, 22],
    ...['es', 'fr', 'de', 'ru', 'pt', 'it', 'nl', 'sv', 'no', 'da', 'fi', 'pl'].map(
      (lang): [string, number, number] => [lang, 13, 17],
    ),
    ...['tr', 'el', 'he', 'th', 'id', 'vi'].map((lang): [string, number, number] => [lang, 13, 17]),
  ];

  it.each(TABLE)(
    'the table: %s reads at %d, at most %d characters per second',
    (lang, normal, max) => {
      expect(readingSpeed(lang)).toEqual({ normal, max });
    },
  );

  it('the table above pins every language that has a row', () => {
    const pinned = new Set(TABLE.map(([lang]) => lang.replace(/\(.*\)$/, '')));
    expect(KNOWN_LANGUAGES.filter((key) => !pinned.has(key))).toEqual([]);
  });

  it.each([
    ['en', 12.5, 15],
    ['en-US', 12.5, 15],
    ['English', 12.5, 15],
    ['zh-CN', 7, 9],
    ['yue(written)', 7, 9],
    ['ja', 4, 4],
    ['ko', 9, 12],
    ['ar', 17, 20],
    ['hi', 18, 22],
    ['de', 13, 17],
    ['fr-CA', 13, 17],
    ['th', 13, 17],
    ['xx', 13, 17],
    ['', 13, 17],
  ])('%j: normal %d, max %d characters per second', (lang, normal, max) => {
    expect(readingSpeed(lang)).toEqual({ normal, max });
  });

  it.each(KNOWN_LANGUAGES)('%s: normal is a positive pace no faster than max', (lang) => {
    const { normal, max } = readingSpeed(lang);
    expect(normal).toBeGreaterThan(0);
    expect(normal).toBeLessThanOrEqual(max);
  });

  it.each<[string, unknown]>([
    ['no language', undefined],
    ['null', null],
    ['a number', 44],
  ])('gives %s the general limits, like an unknown language', (_, lang) => {
    expect(readingSpeed(lang as string)).toEqual({ normal: 13, max: 17 });
  });
  it('gives the general limits when called without an argument', () => {
    expect(readingSpeed()).toEqual({ normal: 13, max: 17 });
  });
});
