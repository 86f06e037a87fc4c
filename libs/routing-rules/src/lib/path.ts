/**
 * The pieces of a path the other modules agree on. Internal: not exported from the package.
 */

/** A path cut where its query or fragment starts: '/a/b?x=1#y' -> '/a/b' and '?x=1#y'. */
export interface SplitPath {
  readonly pathname: string;
  /** '?query#hash' exactly as given, '' when there is neither. */
  readonly suffix: string;
}

export function splitPath(path: string): SplitPath {
  const end = path.search(/[?#]/);
  return end < 0
    ? { pathname: path, suffix: '' }
    : { pathname: path.slice(0, end), suffix: path.slice(end) };
}

/** decodeURIComponent that answers undefined for malformed escapes instead of throwing. */
export function safeDecode(text: string): string | undefined {
  if (!text.includes('%')) return text;
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}

/**
 * The non-empty segments of a pathname, so that '//a///b/' and '/a/b' have the same ones:
 * repeated and trailing slashes never change which route a path is.
 */
export function segmentsOf(pathname: string): string[] {
  return pathname.split('/').filter((segment) => segment !== '');
}

/**
 * The values of a query parameter in a path's suffix ('?c_code=appsumo&x=1#top'), decoded as
 * forms encode them ('+' is a space). A malformed escape leaves that value as written.
 */
export function queryValues(suffix: string, name: string): string[] {
  const start = suffix.indexOf('?');
  if (start < 0) return [];
  const hash = suffix.indexOf('#', start);
  const query = suffix.slice(start + 1, hash < 0 ? undefined : hash);
  const values: string[] = [];
  for (const pair of query.split('&')) {
    if (pair === '') continue;
    const equals = pair.indexOf('=');
    const rawKey = equals < 0 ? pair : pair.slice(0, equals);
    const rawValue = equals < 0 ? '' : pair.slice(equals + 1);
    const key = decodeFormPart(rawKey);
    if (key === name) values.push(decodeFormPart(rawValue));
  }
  return values;
}

function decodeFormPart(text: string): string {
  const spaced = text.replace(/\+/g, ' ');
  return safeDecode(spaced) ?? spaced;
}

/** True for 'https://x', 'mailto:x', '//x': anything that is not a path on this site. */
export function hasSchemeOrHost(target: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(target) || /^[/\\]{2}/.test(target);
}
