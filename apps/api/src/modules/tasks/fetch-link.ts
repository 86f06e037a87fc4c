import { EngineError, type LinkFetcher } from '@captio/media-engines';
import { and, eq, sql } from 'drizzle-orm';
import type { LinkSettings } from '../../config.js';
import type { Database } from '../../db/database.js';
import { tasks, users } from '../../db/schema.js';
import type { FileStore } from '../files/file-store.js';
import type { Holder } from '../files/holder.js';
import { storeFetchedFile } from '../files/store-fetched.js';
import { effectiveLevel, linkLimits } from '../plans/levels.js';
import { LEVEL, type TranscriptLine } from '@captio/api-client';
import { parse } from '@captio/subtitle-core';
import { cuesToLines } from './cues.js';
import { coveredSeconds, taskCost } from './cost.js';
import { announceTask } from './task-store.js';
import type { TaskRow } from './task-view.js';

export interface LinkFetchOptions {
  db: Database;
  store: FileStore;
  links: LinkFetcher | undefined;
  settings: LinkSettings;
  workDir: string;
  signal: AbortSignal;
  onProgress: (fraction: number) => void;
}

/** Whose a task or download is: the user's drive, or the visitor's browser. */
export function holderOf(row: { userId: number | null; visitorId: string | null }): Holder {
  if (row.userId !== null) return { userId: row.userId };
  if (row.visitorId !== null) return { visitorId: row.visitorId };
  throw new Error('a row with neither a user nor a visitor');
}

/** The level in force of a row's owner (visitors count as free), for its limits. */
export async function ownerLevel(db: Database, holder: Holder, now: Date): Promise<number> {
  if (!('userId' in holder)) return LEVEL.free;
  const [user] = await db.select().from(users).where(eq(users.id, holder.userId));
  return user ? effectiveLevel(user, now) : LEVEL.free;
}

/** The links engine, or the failure of a worker whose machine has no yt-dlp. */
export function fetcherOrFail(links: LinkFetcher | undefined): LinkFetcher {
  if (!links) throw new EngineError('link-failed', 'yt-dlp is not installed on this worker');
  return links;
}

/**
 * One subtitle track of a link as file_json lines: the site's WebVTT read by subtitle-core, its
 * markup dropped (file_json holds what a person reads), times kept.
 */
export async function trackLines(
  links: LinkFetcher | undefined,
  url: string,
  track: { language: string; automatic: boolean },
  options: { signal: AbortSignal; timeoutMs: number },
): Promise<TranscriptLine[]> {
  const vtt = await fetcherOrFail(links).subtitle(url, track, options);
  return cuesToLines(parse(vtt, { format: 'vtt' }).cues);
}

/**
 * The first step of a task made from a link: fetches its media into the work folder within the
 * owner's level limits, stores it as an upload would be (by hash, deduplicated, probed, an entry
 * for the owner), and gives the task its file. The credits held for a link of unknown length
 * come down to the real cost here. Returns the stored hash.
 */
export async function fetchTaskLink(task: TaskRow, options: LinkFetchOptions): Promise<string> {
  const { db } = options;
  const url = task.sourceUrl;
  if (url === null) throw new Error(`task ${task.id} has neither a file nor a link`);
  const holder = holderOf(task);
  const now = new Date();
  const limits = linkLimits(await ownerLevel(db, holder, now));
  const fetched = await fetcherOrFail(options.links).download(url, options.workDir, {
    maxBytes: limits.maxBytes,
    // Never longer than the credits held pay for (a link whose length was unknown at creation).
    maxDurationSeconds: Math.min(limits.maxDurationSeconds, coveredSeconds(task)),
    timeoutMs: options.settings.fetchTimeoutMs,
    signal: options.signal,
    onProgress: options.onProgress,
  });
  const { media } = await storeFetchedFile(db, options.store, {
    path: fetched.path,
    holder,
    fileName: task.fileName,
    now,
  });
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(tasks)
      .set({
        fileHash: media.hash,
        cost: sql`least(${tasks.cost}, ${taskCost(media.durationMs, task.mode)})`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(tasks.id, task.id), eq(tasks.status, 'WAITING')))
      .returning({ id: tasks.id });
    if (row) await announceTask(tx, task.id);
  });
  return media.hash;
}
