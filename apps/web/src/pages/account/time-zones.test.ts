import { describe, expect, test } from 'vitest';
import { gmtOffset, timeZoneOptions } from './time-zones.js';

const WINTER = new Date('2025-01-15T12:00:00Z');
const SUMMER = new Date('2025-07-15T12:00:00Z');

describe('gmtOffset', () => {
  test.each<[string, Date, string]>([
    ['UTC', WINTER, 'GMT+00:00'],
    ['Europe/Paris', WINTER, 'GMT+01:00'],
    ['Europe/Paris', SUMMER, 'GMT+02:00'],
    ['America/New_York', WINTER, 'GMT-05:00'],
    ['Asia/Kolkata', SUMMER, 'GMT+05:30'],
    ['Asia/Kathmandu', SUMMER, 'GMT+05:45'],
  ])('%s on %s', (zone, when, offset) => {
    expect(gmtOffset(zone, when)).toBe(offset);
  });
});

describe('timeZoneOptions', () => {
  test('lists zones west to east, then by name, with their offset and readable names', () => {
    const options = timeZoneOptions(
      ['Europe/Paris', 'America/New_York', 'Europe/Berlin', 'Asia/Kolkata', 'Africa/Lagos'],
      'Europe/Paris',
      WINTER,
    );
    expect(options).toEqual([
      { value: 'America/New_York', label: '(GMT-05:00) Eastern Time – New York' },
      { value: 'Africa/Lagos', label: '(GMT+01:00) West Africa Time – Lagos' },
      { value: 'Europe/Berlin', label: '(GMT+01:00) Central European Time – Berlin' },
      { value: 'Europe/Paris', label: '(GMT+01:00) Central European Time – Paris' },
      { value: 'Asia/Kolkata', label: '(GMT+05:30) India Standard Time – Kolkata' },
    ]);
  });

  test.each([
    ['de-DE', 'Europe/Paris', '(GMT+01:00) Mitteleuropäische Zeit – Paris'],
    ['ja-JP', 'America/New_York', '(GMT-05:00) 米国東部時間 – New York'],
    ['fr-FR', 'Africa/Lagos', '(GMT+01:00) heure d’Afrique de l’Ouest – Lagos'],
    // No name for bare UTC in any locale: its id.
    ['de-DE', 'UTC', '(GMT+00:00) UTC'],
  ])('names the zones in the page’s words (%s, %s)', (locale, zone, label) => {
    expect(timeZoneOptions([zone], zone, WINTER, locale)).toEqual([{ value: zone, label }]);
  });

  test('keeps the user’s zone when the browser does not list it (no bare UTC in Chromium)', () => {
    const options = timeZoneOptions(['Europe/London'], 'UTC', WINTER);
    expect(options.map((option) => option.value)).toEqual(['Europe/London', 'UTC']);
  });

  test('lists a zone once, and nothing extra for an empty setting', () => {
    expect(timeZoneOptions(['UTC', 'UTC'], 'UTC', WINTER)).toHaveLength(1);
    expect(timeZoneOptions(['UTC'], '', WINTER)).toHaveLength(1);
  });
});
