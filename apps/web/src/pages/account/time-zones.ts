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
 * The time zones a user may choose, west to east and by name within one offset, each labelled
 * `(GMT+01:00) Europe/Paris`. The user's own zone is always among them, even when this browser's
 * list spells it differently or leaves it out (Chromium lists no bare UTC).
 */
export function timeZoneOptions(
  zones: readonly string[],
  current: string,
  now: Date,
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
      label: `(${offset}) ${zone.replaceAll('_', ' ')}`,
    }));
}

/** The zones this browser knows (none in a runtime without Intl.supportedValuesOf). */
export function knownTimeZones(): string[] {
  return typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
}
