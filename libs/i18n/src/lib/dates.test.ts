import dayjs from 'dayjs';
import { describe, expect, test } from 'vitest';
import {
  DAYJS_LOCALES,
  dayjsLocale,
  FILE_TIME_FORMAT,
  formatDate,
  formatFileTime,
  startOfWeek,
  toDate,
  WEEK_START,
  weekStart,
} from './dates.js';
import { LOCALES, type Locale } from './locales.js';

// Wednesday 7 May 2025, 14:05 local time: tests build local dates so they hold in any zone.
const WEDNESDAY = new Date(2025, 4, 7, 14, 5, 9);

describe('dayjs locales', () => {
  test('each interface locale has its dayjs locale', () => {
    expect(DAYJS_LOCALES).toEqual({
      'en-US': 'en',
      'zh-CN': 'zh-cn',
      'zh-TW': 'zh-tw',
      'es-ES': 'es',
      'pt-PT': 'pt',
      'fr-FR': 'fr',
      'de-DE': 'de',
      'it-IT': 'it',
      'ja-JP': 'ja',
      'ko-KR': 'ko',
      'ru-RU': 'ru',
    });
  });

  test('weeks start on Monday in most non-English locales', () => {
    const monday = LOCALES.filter((l) => weekStart(l) === 1);
    expect(monday).toEqual(['zh-CN', 'es-ES', 'pt-PT', 'fr-FR', 'de-DE', 'it-IT', 'ru-RU']);
    expect(weekStart('en-US')).toBe(0);
    expect(Object.keys(WEEK_START)).toHaveLength(11);
  });

  test.each(LOCALES.map((l) => [l, WEEK_START[l]] as const))(
    '%s: the week of Wednesday 7 May 2025 starts on weekday %d',
    (locale, first) => {
      const start = startOfWeek(WEDNESDAY, locale);
      expect(start.getDay()).toBe(first);
      expect(start.getDate()).toBe(first === 1 ? 5 : 4);
      expect([start.getHours(), start.getMinutes(), start.getSeconds()]).toEqual([0, 0, 0]);
    },
  );

  test('a Sunday belongs to the week before in Monday locales', () => {
    const sunday = new Date(2025, 4, 11, 9);
    expect(startOfWeek(sunday, 'de-DE').getDate()).toBe(5);
    expect(startOfWeek(sunday, 'en-US').getDate()).toBe(11);
  });

  test('registering the locales leaves the global dayjs locale alone', () => {
    dayjsLocale('de-DE');
    expect(dayjs.locale()).toBe('en');
  });
});

describe('formatDate', () => {
  test.each([
    ['en-US', 'May 7, 2025'],
    ['de-DE', '7. Mai 2025'],
    ['fr-FR', '7 mai 2025'],
    ['es-ES', '7 de mayo de 2025'],
    ['it-IT', '7 maggio 2025'],
    ['pt-PT', '7 de maio de 2025'],
    ['ru-RU', '7 мая 2025 г.'],
    ['ja-JP', '2025年5月7日'],
    ['ko-KR', '2025년 5월 7일'],
    ['zh-CN', '2025年5月7日'],
    ['zh-TW', '2025年5月7日'],
  ] as const)('%s: LL is %s', (locale, text) => {
    expect(formatDate(WEDNESDAY, 'LL', locale)).toBe(text);
  });

  test.each([
    ['en-US', 'Wednesday'],
    ['de-DE', 'Mittwoch'],
    ['ja-JP', '水曜日'],
    ['ru-RU', 'среда'],
  ] as const)('%s names the weekday %s', (locale: Locale, day) => {
    expect(formatDate(WEDNESDAY, 'dddd', locale)).toBe(day);
  });

  test('cloud file times are YYYY-MM-DD HH:mm whatever the input', () => {
    expect(FILE_TIME_FORMAT).toBe('YYYY-MM-DD HH:mm');
    expect(formatFileTime(WEDNESDAY)).toBe('2025-05-07 14:05');
    expect(formatFileTime(WEDNESDAY.getTime())).toBe('2025-05-07 14:05');
    expect(formatFileTime(new Date(2025, 0, 2, 3, 4).toISOString())).toBe('2025-01-02 03:04');
  });
});

describe('toDate', () => {
  test('copies a Date instead of sharing it', () => {
    const copy = toDate(WEDNESDAY);
    expect(copy).toEqual(WEDNESDAY);
    expect(copy).not.toBe(WEDNESDAY);
  });

  test.each(['', 'yesterday', Number.NaN])('%j is not a date', (input) => {
    expect(() => toDate(input)).toThrow(RangeError);
  });
});
