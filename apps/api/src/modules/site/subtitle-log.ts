import type { Queryable } from '../../db/database.js';
import { subtitleLogs } from '../../db/schema.js';
import { storableText } from '../../http/storable-text.js';

/** Bytes a client log entry may have (the route's body limit). */
export const SUBTITLE_LOG_MAX_BYTES = 16 * 1024;
/** Entries one client address may send a minute: diagnostics, not a way to fill the disk. */
export const SUBTITLE_LOG_PER_MINUTE = 60;
/** Levels of nesting an entry may have; Postgres refuses to parse much deeper documents. */
export const SUBTITLE_LOG_MAX_DEPTH = 32;

export class LogTooDeepError extends Error {}

/**
 * A copy jsonb can hold: a diagnostic entry is kept as sent, so a NUL or half a surrogate pair
 * (which Postgres cannot hold) becomes U+FFFD rather than refusing the entry. Throws LogTooDeepError past SUBTITLE_LOG_MAX_DEPTH levels. */
export function storableJson(value: unknown, depth = 1): unknown {
  if (typeof value === 'string') return storableText(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth > SUBTITLE_LOG_MAX_DEPTH) throw new LogTooDeepError();
  if (Array.isArray(value)) return value.map((item) => storableJson(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [storableText(key), storableJson(item, depth + 1)]),
  );
}

/** Keeps a client's diagnostic entry, with its user when signed in. */
export async function storeSubtitleLog(
  db: Queryable,
  userId: number | null,
  body: Record<string, unknown>,
): Promise<void> {
  await db.insert(subtitleLogs).values({ userId, body: storableJson(body) });
}
