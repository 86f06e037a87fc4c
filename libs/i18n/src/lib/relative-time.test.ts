import { describe, expect, test } from 'vitest';
import { LOCALES } from './locales.js';
import {
  dailyResetCountdown,
  nextMidnight,
  relativeTime,
  relativeTimeParts,
} from './relative-time.js';

const NOW = new Date(2025, 4, 7, 14, 0, 0);
const ago = (ms: number) => new Date(NOW.getTime() - ms);
const S = 1000;
const M = 60 * S;
const H = 60 * M;
const D = 24 * H;

describe('relativeTimeParts: now, minutes, hours, yesterday, date', () => {
  test.each([
    [0, { unit: 'now' }],
    [29 * S, { unit: 'now' }],
    [29_999, { unit: 'now' }],
    [30 * S, { unit: 'minutes', value: 1 }],
    [59 * S, { unit: 'minutes', value: 1 }],
    [2 * M + 59 * S, { unit: 'minutes', value: 2 }],
    [59 * M + 59 * S, { unit: 'minutes', value: 59 }],
    [H, { unit: 'hours', value: 1 }],
    [23 * H + 59 * M, { unit: 'hours', value: 23 }],
    [D, { unit: 'yesterday' }],
    [2 * D - 1, { unit: 'yesterday' }],
    [2 * D, { unit: 'date' }],
    [400 * D, { unit: 'date' }],
    [-10 * S, { unit: 'now' }],
    [-29_999, { unit: 'now' }],
    [-30 * S, { unit: 'date' }],
    [-5 * M, { unit: 'date' }],
  ])('%d ms ago -> %j', (elapsed, parts) => {
    expect(relativeTimeParts(ago(elapsed), NOW)).toEqual(parts);
  });

  test('accepts epoch milliseconds and ISO strings', () => {
    expect(relativeTimeParts(NOW.getTime() - 5 * M, NOW.getTime())).toEqual({
      unit: 'minutes',
      value: 5,
    });
    expect(relativeTimeParts(ago(3 * H).toISOString(), NOW.toISOString())).toEqual({
      unit: 'hours',
      value: 3,
    });
  });
});

describe('relativeTime in each locale', () => {
  test.each([
    [
      'en-US',
      [
        'just now',
        '1 minute ago',
        '5 minutes ago',
        '1 hour ago',
        '3 hours ago',
        'yesterday',
        'May 1, 2025',
      ],
    ],
    [
      'de-DE',
      [
        'gerade eben',
        'vor 1 Minute',
        'vor 5 Minuten',
        'vor 1 Stunde',
        'vor 3 Stunden',
        'gestern',
        '1. Mai 2025',
      ],
    ],
    [
      'fr-FR',
      [
        'à l’instant',
        'il y a 1 minute',
        'il y a 5 minutes',
        'il y a 1 heure',
        'il y a 3 heures',
        'hier',
        '1 mai 2025',
      ],
    ],
    [
      'es-ES',
      [
        'ahora mismo',
        'hace 1 minuto',
        'hace 5 minutos',
        'hace 1 hora',
        'hace 3 horas',
        'ayer',
        '1 de mayo de 2025',
      ],
    ],
    [
      'pt-PT',
      [
        'agora mesmo',
        'há 1 minuto',
        'há 5 minutos',
        'há 1 hora',
        'há 3 horas',
        'ontem',
        '1 de maio de 2025',
      ],
    ],
    [
      'it-IT',
      [
        'proprio ora',
        '1 minuto fa',
        '5 minuti fa',
        '1 ora fa',
        '3 ore fa',
        'ieri',
        '1 maggio 2025',
      ],
    ],
    [
      'ru-RU',
      [
        'только что',
        '1 минуту назад',
        '5 минут назад',
        '1 час назад',
        '3 часа назад',
        'вчера',
        '1 мая 2025 г.',
      ],
    ],
    ['ja-JP', ['たった今', '1 分前', '5 分前', '1 時間前', '3 時間前', '昨日', '2025年5月1日']],
    ['ko-KR', ['방금', '1분 전', '5분 전', '1시간 전', '3시간 전', '어제', '2025년 5월 1일']],
    ['zh-CN', ['刚刚', '1分钟前', '5分钟前', '1小时前', '3小时前', '昨天', '2025年5月1日']],
    ['zh-TW', ['剛剛', '1 分鐘前', '5 分鐘前', '1 小時前', '3 小時前', '昨天', '2025年5月1日']],
  ] as const)('%s', (locale, texts) => {
    const moments = [
      ago(10 * S),
      ago(45 * S),
      ago(5 * M),
      ago(H),
      ago(3 * H),
      ago(30 * H),
      ago(6 * D),
    ];
    expect(moments.map((m) => relativeTime(m, NOW, locale).replace(/\s/g, ' '))).toEqual(texts);
  });

  test('Russian plural forms come out right', () => {
    const texts = [1, 2, 5, 21, 22, 25].map((n) => relativeTime(ago(n * M), NOW, 'ru-RU'));
    expect(texts.map((t) => t.replace(/\s/g, ' '))).toEqual([
      '1 минуту назад',
      '2 минуты назад',
      '5 минут назад',
      '21 минуту назад',
      '22 минуты назад',
      '25 минут назад',
    ]);
  });

  test('capitalizes on request and takes another date format', () => {
    expect(relativeTime(ago(30 * H), NOW, 'de-DE', { capitalize: true })).toBe('Gestern');
    expect(relativeTime(ago(10 * S), NOW, 'en-US', { capitalize: true })).toBe('Just now');
    expect(relativeTime(ago(6 * D), NOW, 'en-US', { dateFormat: 'YYYY-MM-DD' })).toBe('2025-05-01');
  });

  test('English is the default locale', () => {
    expect(relativeTime(ago(2 * H), NOW)).toBe('2 hours ago');
  });

  test.each(LOCALES)('%s has a text for every case', (locale) => {
    for (const elapsed of [0, 2 * M, 2 * H, 30 * H, 3 * D]) {
      expect(relativeTime(ago(elapsed), NOW, locale).length).toBeGreaterThan(0);
    }
  });

  test('an invalid date is an error, not "Invalid Date"', () => {
    expect(() => relativeTime('not a date', NOW)).toThrow(RangeError);
    expect(() => relativeTime(Number.NaN, NOW)).toThrow(/Not a date: 'NaN'/);
    expect(() => relativeTime(NOW, 'soon')).toThrow(/Not a date: 'soon'/);
  });

  test('a moment ahead of now by more than clock skew shows its date', () => {
    expect(relativeTime(new Date(NOW.getTime() + 2 * D), NOW, 'de-DE')).toBe('9. Mai 2025');
  });
});

describe('daily reset countdown to midnight', () => {
  test.each([
    [new Date(2025, 4, 7, 23, 59, 30), '00:00:30', 30 * S],
    [new Date(2025, 4, 7, 23, 59, 59, 500), '00:00:01', 500],
    [new Date(2025, 4, 7, 14, 0, 0), '10:00:00', 10 * H],
    [new Date(2025, 4, 7, 0, 0, 0), '24:00:00', 24 * H],
    [new Date(2025, 4, 7, 0, 0, 0, 1), '24:00:00', 24 * H - 1],
    [new Date(2025, 4, 7, 12, 34, 56, 789), '11:25:04', 11 * H + 25 * M + 3211],
  ])('from %s: %s left', (now, text, ms) => {
    const countdown = dailyResetCountdown(now);
    expect(countdown.text).toBe(text);
    expect(countdown.ms).toBe(ms);
    const [h, m, s] = text.split(':').map(Number);
    expect([countdown.hours, countdown.minutes, countdown.seconds]).toEqual([h, m, s]);
  });

  test('the reset is at the next local midnight, across month and year ends', () => {
    expect(nextMidnight(new Date(2025, 0, 31, 18))).toEqual(new Date(2025, 1, 1));
    expect(nextMidnight(new Date(2025, 11, 31, 23, 59))).toEqual(new Date(2026, 0, 1));
    expect(nextMidnight(new Date(2024, 1, 28, 1))).toEqual(new Date(2024, 1, 29));
  });
});
