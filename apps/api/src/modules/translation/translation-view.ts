import type { LocaleCode, TranslationState } from '@captio/api-client';
import { desc, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/database.js';
import { translations } from '../../db/schema.js';
import { translate } from '../../i18n/locale.js';
import { TRANSLATION_FAILURES, type TranslationFailureCode } from './failure-codes.js';
import type { TranslationRow } from './translation-store.js';
import { translatorRef } from './translators.js';

function failureText(code: string) {
  return code in TRANSLATION_FAILURES
    ? TRANSLATION_FAILURES[code as TranslationFailureCode]
    : TRANSLATION_FAILURES.engine_failed;
}

/**
 * A translation as the api answers it. While it is WAITING its failure_code holds the reason of
 * the last failed attempt, which is no failure yet: only a finished translation shows one.
 */
export function toTranslationState(row: TranslationRow, locale: LocaleCode): TranslationState {
  return {
    translation_id: row.id,
    task_id: row.taskId,
    source_language: row.sourceLanguage,
    target_language: row.targetLanguage,
    status: row.status,
    stage: row.stage,
    progress: row.progress,
    engine: row.engine ? translatorRef(row.engine, row.engineQuality ?? 'rule-based') : null,
    failure:
      row.status === 'FAILED' && row.failureCode
        ? { code: row.failureCode, message: translate(failureText(row.failureCode), locale) }
        : null,
    cost: row.cost,
    free_use: row.freeUse !== null,
    created_time: row.createdAt.toISOString(),
    finished_time: row.finishedAt?.toISOString() ?? null,
  };
}

/** The newest translation of each task, by task id (tasks without one are absent). */
export async function newestTranslations(
  db: Queryable,
  taskIds: readonly string[],
): Promise<Map<string, TranslationRow>> {
  const newest = new Map<string, TranslationRow>();
  if (taskIds.length === 0) return newest;
  const rows = await db
    .select()
    .from(translations)
    .where(inArray(translations.taskId, [...taskIds]))
    .orderBy(desc(translations.createdAt), desc(translations.id));
  for (const row of rows) {
    if (row.taskId && !newest.has(row.taskId)) newest.set(row.taskId, row);
  }
  return newest;
}

/** The newest translation of one task, or null. */
export async function newestTranslation(
  db: Queryable,
  taskId: string,
): Promise<TranslationRow | null> {
  const [row] = await db
    .select()
    .from(translations)
    .where(eq(translations.taskId, taskId))
    .orderBy(desc(translations.createdAt), desc(translations.id))
    .limit(1);
  return row ?? null;
}
