import { describe, expect, test } from 'vitest';
import { LOCALES } from './locales.js';
import {
  bytesToGb,
  bytesToMb,
  formatFileSize,
  formatGb,
  formatMb,
  round2,
  storagePercent,
} from './sizes.js';

const MB = 1_048_576;
const GB = 1024 ** 3;

describe('round2', () => {
  test.each([
    [1.005, 1.01],
    [1.004, 1],
    [2.675, 2.68],
    [0.125, 0.13],
    [-1.005, -1.01],
    [12, 12],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
  ])('%d -> %d', (value, expected) => {
    expect(round2(value)).toBe(expected);
  });
});

describe('bytesToGb: bytes / 1024^3, 2 decimals', () => {
  test.each([
    [0, 0],
    [GB, 1],
    [1.5 * GB, 1.5],
    [10 * GB + 5 * MB, 10],
    [10 * GB + 6 * MB, 10.01],
    [123_456_789, 0.11],
    [1_000_000_000, 0.93],
    [null, 0],
    [undefined, 0],
  ])('%s bytes -> %d GB', (bytes, gb) => {
    expect(bytesToGb(bytes)).toBe(gb);
  });
});

describe('bytesToMb: bytes / 1048576, 2 decimals', () => {
  test.each([
    [0, 0],
    [MB, 1],
    [5_242_880, 5],
    [12_345_678, 11.77],
    [1, 0],
    [5243, 0.01],
    [null, 0],
  ])('%s bytes -> %d MB', (bytes, mb) => {
    expect(bytesToMb(bytes)).toBe(mb);
  });
});

describe('storagePercent: used / capacity * 100, 2 decimals, 0 if either is missing or zero', () => {
  test.each([
    [GB, 10 * GB, 10],
    [1, 3, 33.33],
    [2, 3, 66.67],
    [5 * GB, 5 * GB, 100],
    [6 * GB, 5 * GB, 120],
    [0, 10 * GB, 0],
    [GB, 0, 0],
    [null, 10 * GB, 0],
    [GB, undefined, 0],
    [Number.NaN, GB, 0],
    [GB, Number.POSITIVE_INFINITY, 0],
  ])('%s of %s -> %d%%', (used, capacity, percent) => {
    expect(storagePercent(used, capacity)).toBe(percent);
  });
});

describe('formatting with 2 decimals in the reader’s locale', () => {
  test.each([
    ['en-US', 12_345_678, '11.77 MB'],
    ['de-DE', 12_345_678, '11,77 MB'],
    ['fr-FR', 12_345_678, '11,77 Mo'],
    ['ru-RU', 12_345_678, '11,77 МБ'],
    ['en-US', 0, '0.00 MB'],
    ['en-US', 3 * MB, '3.00 MB'],
  ] as const)('%s: %d bytes is %s', (locale, bytes, text) => {
    expect(formatMb(bytes, locale).replace(/\s/g, ' ')).toBe(text);
  });

  test.each([
    ['en-US', 1.5 * GB, '1.50 GB'],
    ['es-ES', 1.5 * GB, '1,50 GB'],
    ['fr-FR', 1.5 * GB, '1,50 Go'],
    ['ru-RU', 1.5 * GB, '1,50 ГБ'],
    ['en-US', 1234 * GB, '1,234.00 GB'],
  ] as const)('%s: %d bytes is %s', (locale, bytes, text) => {
    expect(formatGb(bytes, locale).replace(/\s/g, ' ')).toBe(text);
  });

  test('English is the default', () => {
    expect(formatMb(MB)).toBe('1.00 MB');
    expect(formatGb(GB)).toBe('1.00 GB');
  });

  test.each(LOCALES)('%s always shows two decimals', (locale) => {
    expect(formatMb(MB, locale)).toMatch(/1[.,]00/);
  });
});

describe('a picked file’s size', () => {
  test.each([
    ['en-US', 18_500, '18 kB'],
    ['fr-FR', 18_500, '18 ko'],
    ['en-US', 1024, '1 kB'],
    ['en-US', 0, '0 bytes'],
    ['en-US', 1, '1 byte'],
    ['en-US', 1023, '1,023 bytes'],
    ['zh-CN', 0, '0字节'],
    ['zh-TW', 0, '0 byte'],
    ['ja-JP', 0, '0 バイト'],
    ['ko-KR', 512, '512바이트'],
    ['fr-FR', 0, '0 octet'],
    ['fr-FR', 1000, '1 000 octets'],
    ['de-DE', 1000, '1.000 Byte'],
    ['es-ES', 0, '0 bytes'],
    ['pt-PT', 100, '100 bytes'],
    ['it-IT', 0, '0 byte'],
    ['ru-RU', 2, '2 байта'],
    ['ru-RU', 0, '0 байт'],
    ['en-US', 1023 * 1024, '1,023 kB'],
    ['en-US', 12_345_678, '11.77 MB'],
    ['de-DE', 12_345_678, '11,77 MB'],
  ] as const)('%s: %d bytes is %s', (locale, bytes, text) => {
    expect(formatFileSize(bytes, locale).replace(/\s/g, ' ')).toBe(text);
  });
});
