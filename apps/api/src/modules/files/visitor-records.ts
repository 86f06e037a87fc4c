import { and, isNotNull, isNull, lte } from 'drizzle-orm';
import type { Queryable } from '../../db/database.js';
import { tasks, translations } from '../../db/schema.js';
import { KEEP_WITHOUT_CLOUD_MS } from './keep-rule.js';

/**
 * Deletes what visitors leave without a stored file once it finished and is older than a
 * visitor's files are kept: their subtitle-file translations (cues in, cues out) and their link
 * tasks whose media never arrived. Nobody can come back to them: a visitor's tasks of stored
 * media go with their drive entries (see releaseIfUnused). How many rows went.
 */
export async function forgetVisitorRecords(db: Queryable, now: Date): Promise<number> {
  const keptSince = new Date(now.getTime() - KEEP_WITHOUT_CLOUD_MS);
  const subtitleFiles = await db
    .delete(translations)
    .where(and(visitorsPastKeep(translations, keptSince), isNull(translations.taskId)))
    .returning({ id: translations.id });
  const linksNeverFetched = await db
    .delete(tasks)
    .where(and(visitorsPastKeep(tasks, keptSince), isNull(tasks.fileHash)))
    .returning({ id: tasks.id });
  return subtitleFiles.length + linksNeverFetched.length;
}

/** Visitors' jobs that finished and were made before `keptSince`. */
function visitorsPastKeep(table: typeof tasks | typeof translations, keptSince: Date) {
  return and(
    isNotNull(table.visitorId),
    isNotNull(table.finishedAt),
    lte(table.createdAt, keptSince),
  );
}
