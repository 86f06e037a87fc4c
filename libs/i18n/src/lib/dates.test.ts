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
  // Every localized format of dayjs's LocalizedFormat plugin, for Wednesday 7 May 2025 14:05:09,
  // in the order of FORMATS: the long forms (LT to LLLL) and the short ones (l to llll).
  const FORMATS = ['LT', 'LTS', 'L', 'LL', 'LLL', 'LLLL', 'l', 'll', 'lll', 'llll'] as const;
  const LOCALIZED: Record<Locale, readonly string[]> = {
    'en-US': [
      '2:05 PM',
      '2:05:09 PM',
      '05/07/2025',
      'May 7, 2025',
      'May 7, 2025 2:05 PM',
      'Wednesday, May 7, 2025 2:05 PM',
      '5/7/2025',
      'May 7, 2025',
      'May 7, 2025 2:05 PM',
      'Wed, May 7, 2025 2:05 PM',
    ],
    'zh-CN': [
      '14:05',
      '14:05:09',
      '2025/05/07',
      '2025年5月7日',
      '2025年5月7日下午2点05分',
      '2025年5月7日星期三下午2点05分',
      '2025/5/7',
      '2025年5月7日',
      '2025年5月7日 14:05',
      '2025年5月7日星期三 14:05',
    ],
    'zh-TW': [
      '14:05',
      '14:05:09',
      '2025/05/07',
      '2025年5月7日',
      '2025年5月7日 14:05',
      '2025年5月7日星期三 14:05',
      '2025/5/7',
      '2025年5月7日',
      '2025年5月7日 14:05',
      '2025年5月7日星期三 14:05',
    ],
    'es-ES': [
      '14:05',
      '14:05:09',
      '07/05/2025',
      '7 de mayo de 2025',
      '7 de mayo de 2025 14:05',
      'miércoles, 7 de mayo de 2025 14:05',
      '7/5/2025',
      '7 de may de 2025',
      '7 de may de 2025 14:05',
      'mié., 7 de may de 2025 14:05',
    ],
    'pt-PT': [
      '14:05',
      '14:05:09',
      '07/05/2025',
      '7 de maio de 2025',
      '7 de maio de 2025 às 14:05',
      'quarta-feira, 7 de maio de 2025 às 14:05',
      '7/5/2025',
      '7 de mai de 2025',
      '7 de mai de 2025 às 14:05',
      'qua, 7 de mai de 2025 às 14:05',
    ],
    'fr-FR': [
      '14:05',
      '14:05:09',
      '07/05/2025',
      '7 mai 2025',
      '7 mai 2025 14:05',
      'mercredi 7 mai 2025 14:05',
      '7/5/2025',
      '7 mai 2025',
      '7 mai 2025 14:05',
      'mer. 7 mai 2025 14:05',
    ],
    'de-DE': [
      '14:05',
      '14:05:09',
      '07.05.2025',
      '7. Mai 2025',
      '7. Mai 2025 14:05',
      'Mittwoch, 7. Mai 2025 14:05',
      '7.5.2025',
      '7. Mai 2025',
      '7. Mai 2025 14:05',
      'Mi., 7. Mai 2025 14:05',
    ],
    'it-IT': [
      '14:05',
      '14:05:09',
      '07/05/2025',
      '7 maggio 2025',
      '7 maggio 2025 14:05',
      'mercoledì 7 maggio 2025 14:05',
      '7/5/2025',
      '7 mag 2025',
      '7 mag 2025 14:05',
      'mer 7 mag 2025 14:05',
    ],
    'ja-JP': [
      '14:05',
      '14:05:09',
      '2025/05/07',
      '2025年5月7日',
      '2025年5月7日 14:05',
      '2025年5月7日 水曜日 14:05',
      '2025/05/07',
      '2025年5月7日',
      '2025年5月7日 14:05',
      '2025年5月7日(水) 14:05',
    ],
    'ko-KR': [
      '오후 2:05',
      '오후 2:05:09',
      '2025.05.07.',
      '2025년 5월 7일',
      '2025년 5월 7일 오후 2:05',
      '2025년 5월 7일 수요일 오후 2:05',
      '2025.05.07.',
      '2025년 5월 7일',
      '2025년 5월 7일 오후 2:05',
      '2025년 5월 7일 수요일 오후 2:05',
    ],
    'ru-RU': [
      '14:05',
      '14:05:09',
      '07.05.2025',
      '7 мая 2025 г.',
      '7 мая 2025 г., 14:05',
      'среда, 7 мая 2025 г., 14:05',
      '7.5.2025',
      '7 мая 2025 г.',
      '7 мая 2025 г., 14:05',
      'срд, 7 мая 2025 г., 14:05',
    ],
  };

  test.each(
    LOCALES.flatMap((locale) =>
      FORMATS.map((format, index) => [locale, format, LOCALIZED[locale][index]] as const),
    ),
  )('%s: %s is %s', (locale, format, text) => {
    expect(formatDate(WEDNESDAY, format, locale)).toBe(text);
  });

  test('localized tokens mix with other tokens and escaped text', () => {
    expect(formatDate(WEDNESDAY, '[Due] lll (dddd)', 'en-US')).toBe(
      'Due May 7, 2025 2:05 PM (Wednesday)',
    );
    expect(formatDate(WEDNESDAY, '[l] l', 'de-DE')).toBe('l 7.5.2025');
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
