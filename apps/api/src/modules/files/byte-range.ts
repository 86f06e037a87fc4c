import type { ByteRange } from './file-store.js';

/**
 * What a Range header asks of a file of `size` bytes (RFC 9110 §14): one range, 'unsatisfiable'
 * (416), or undefined for the whole file: no header, a unit other than bytes, a malformed value,
 * or several ranges (which a server may answer whole; players ask for one).
 */
export function parseRange(
  header: string | undefined,
  size: number,
): ByteRange | 'unsatisfiable' | undefined {
  if (!header) return undefined;
  const match = /^bytes=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header.trim());
  if (!match) return undefined;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return undefined;
  if (first === '') {
    // A suffix: the last N bytes.
    const length = Number(last);
    if (length === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Number(last);
  if (last !== '' && end < start) return undefined;
  if (start >= size) return 'unsatisfiable';
  return { start, end: Math.min(end, size - 1) };
}

/** The strong validator of stored content: its hash, which changes whenever a byte does. */
export function etagOf(hash: string): string {
  return `"${hash}"`;
}

/** Whether If-Range lets the Range apply: only our ETag does (a date is never exact enough). */
export function rangeStillValid(ifRange: string | undefined, hash: string): boolean {
  return ifRange === undefined || ifRange.trim() === etagOf(hash);
}

/** Whether If-None-Match names this content (a 304 then), `*` included. */
export function notModified(ifNoneMatch: string | undefined, hash: string): boolean {
  if (!ifNoneMatch) return false;
  const etag = etagOf(hash);
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}
