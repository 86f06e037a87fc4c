import type { CookieJar } from '../api/cookies.js';

/** A cookie jar in memory that keeps name=value and honours Max-Age=0, for tests. */
export function memoryCookies(initial: Record<string, string> = {}): CookieJar {
  const values = new Map(Object.entries(initial));
  const jar: CookieJar = {
    header: () => [...values].map(([name, value]) => `${name}=${value}`).join('; '),
    read: (name) => values.get(name),
    write: (cookie) => {
      const [pair = '', ...attributes] = cookie.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator).trim();
      if (attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute))) {
        values.delete(name);
      } else {
        values.set(name, pair.slice(separator + 1).trim());
      }
    },
    clear: (name) => jar.write(`${name}=; Path=/; Max-Age=0`),
  };
  return jar;
}
