/**
 * One cookie's value from a Cookie header or `document.cookie`, or undefined. The first cookie
 * of that name wins, as in browsers; a value in double quotes (allowed by RFC 6265) loses them;
 * percent-encoding is undone, and a value whose encoding is broken is given as it stands.
 */
export function readCookie(
  cookieHeader: string | null | undefined,
  name: string,
): string | undefined {
  if (!cookieHeader) return undefined;
  for (const pair of cookieHeader.split(';')) {
    const eq = pair.indexOf('=');
    if (eq === -1 || pair.slice(0, eq).trim() !== name) continue;
    let value = pair.slice(eq + 1).trim();
    if (value.length >= 2 && value.startsWith('"') && value.endsWith('"'))
      value = value.slice(1, -1);
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return undefined;
}
