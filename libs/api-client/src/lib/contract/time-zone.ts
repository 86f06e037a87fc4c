// Apart from the schemas: the web app checks a time zone in its first bundle, which must not
// pull zod in with it.

/**
 * The canonical spelling of an IANA time-zone name (europe/paris -> Europe/Paris), or undefined
 * when the runtime does not know it. Offsets such as +01:00 are refused: they ignore daylight
 * saving, so a "daily" reset would drift by an hour twice a year.
 */
export function canonicalTimeZone(name: string): string | undefined {
  if (!/^[A-Za-z][\w+-]*(?:\/[\w+-]+)*$/.test(name)) return undefined;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}
