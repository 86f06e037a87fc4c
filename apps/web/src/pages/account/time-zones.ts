import type { SelectOption } from '../../features/forms/index.js';

/** The zone's offset from UTC at `now`, as GMT+01:00 (GMT+00:00 for UTC itself). */
export function gmtOffset(timeZone: string, now: Date): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(now)
    .find((part) => part.type === 'timeZoneName');
  return parts?.value ?? 'GMT';
}

/** Minutes east of UTC, from GMT+05:30 / GMT-03:00 / GMT. */
function offsetMinutes(offset: string): number {
  const match = /^GMT([+-])(\d{2}):(\d{2})$/.exec(offset);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

/**
 * The zone's name in the locale's words ('Mitteleuropäische Zeit'), with its place from the
 * zone's id ('Paris'): the id alone was English on every page, and the name alone is shared by
 * many zones. A zone the locale has no name for keeps its id.
 */
function zoneLabel(timeZone: string, locale: string, now: Date): string {
  const place = timeZone.split('/').at(-1)?.replaceAll('_', ' ') ?? timeZone;
  const name = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'longGeneric' })
    .formatToParts(now)
    .find((part) => part.type === 'timeZoneName')?.value;
  // Where a locale has no name, ICU gives the offset again ('GMT+00:00', 'UTC+00:00').
  if (!name || /^(GMT|UTC)([+\-−]|$)/.test(name)) return timeZone.replaceAll('_', ' ');
  return timeZone.includes('/') ? `${name} – ${place}` : name;
}

/**
 * The time zones a user may choose, west to east and by id within one offset, each labelled
 * `(GMT+01:00) Central European Time – Paris` in the page's locale. The user's own zone is always
 * among them, even when this browser's list spells it differently or leaves it out (Chromium
 * lists no bare UTC).
 */
export function timeZoneOptions(
  zones: readonly string[],
  current: string,
  now: Date,
  locale = 'en-US',
): SelectOption[] {
  const names = new Set(zones);
  if (current) names.add(current);
  return [...names]
    .map((zone) => {
      const offset = gmtOffset(zone, now);
      return { zone, offset, minutes: offsetMinutes(offset) };
    })
    .sort((a, b) => a.minutes - b.minutes || a.zone.localeCompare(b.zone, 'en'))
    .map(({ zone, offset }) => ({
      value: zone,
      label: `(${offset}) ${zoneLabel(zone, locale, now)}`,
    }));
}

/** The zones this browser knows (none in a runtime without Intl.supportedValuesOf). */
export function knownTimeZones(): string[] {
  return typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
}
