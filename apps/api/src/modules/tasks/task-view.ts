import type { LocaleCode, Task } from '@captio/api-client';
import type { tasks } from '../../db/schema.js';
import { translate } from '../../i18n/locale.js';
import { engineName, type SpeechEngines, SUBTITLE_TRACK } from './engines.js';
import { FAILURE_TEXTS, type FailureCode } from './failure-codes.js';
import type { TranslationRow } from '../translation/translation-store.js';
import { toTranslationState } from '../translation/translation-view.js';

export type TaskRow = typeof tasks.$inferSelect;

export function failureText(code: string) {
  return code in FAILURE_TEXTS ? FAILURE_TEXTS[code as FailureCode] : FAILURE_TEXTS.engine_failed;
}

/**
 * A task as the api answers it. While a task is WAITING its failure_code holds the reason of the
 * last failed attempt, which is no failure yet: only a finished task shows one.
 */
export function toTask(
  row: TaskRow,
  engines: SpeechEngines,
  locale: LocaleCode,
  /** Its newest translation (newestTranslation), or null. */
  translation: TranslationRow | null,
): Task {
  const finishedBadly = row.status === 'FAILED' || row.status === 'DOWNLOAD_FAILED';
  const engine = row.engine ? engines.find((candidate) => candidate.id === row.engine) : undefined;
  return {
    task_id: row.id,
    file_hash: row.fileHash,
    file_name: row.fileName,
    source_url: row.sourceUrl,
    language: row.language,
    detected_language: row.detectedLanguage,
    mode: row.mode as Task['mode'],
    model: row.model,
    status: row.status,
    stage: row.stage,
    progress: row.progress,
    engine: row.engine
      ? {
          id: row.engine,
          name: engineName(row.engine),
          quality: row.engine === SUBTITLE_TRACK.id ? 'high' : (engine?.quality.level ?? 'low'),
        }
      : null,
    failure:
      finishedBadly && row.failureCode
        ? {
            code: row.failureCode,
            message: translate(failureText(row.failureCode), locale),
          }
        : null,
    cost: row.cost,
    free_use: row.freeUse !== null,
    created_time: row.createdAt.toISOString(),
    finished_time: row.finishedAt?.toISOString() ?? null,
    translation: translation ? toTranslationState(translation, locale) : null,
  };
}
