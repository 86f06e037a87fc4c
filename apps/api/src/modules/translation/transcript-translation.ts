import type { TranscriptLine, TranscriptResult } from '@captio/api-client';
import { type SQL, sql } from 'drizzle-orm';
import { transcripts } from '../../db/schema.js';
import { translatorRef } from './translators.js';

type TranslationAnswer = Pick<
  TranscriptResult,
  | 'translate_file_json'
  | 'translate_language'
  | 'translation_engine'
  | 'translate_is_change'
  | 'mismatched_original'
>;

/** A transcript's translation columns, as the result answers them (the editor's fields). */
export function translationFields(row: {
  translateFileJson: unknown;
  translateLanguage: string | null;
  translationEngine: string | null;
  translationQuality: string | null;
  translateIsChange: boolean;
  mismatchedOriginal: boolean;
}): TranslationAnswer {
  return {
    translate_file_json: (row.translateFileJson as TranscriptLine[] | null) ?? null,
    translate_language: row.translateLanguage,
    translation_engine: row.translationEngine
      ? translatorRef(row.translationEngine, row.translationQuality ?? 'rule-based')
      : null,
    translate_is_change: row.translateIsChange,
    mismatched_original: row.mismatchedOriginal,
  };
}

/**
 * What a save changes of the translation: the edited translation when one is sent, and in every
 * case mismatched_original once a translated transcript's original differs from what it was (in
 * SQL, against the stored lines: jsonb compares values, not their spelling). It stays set until
 * a new translation.
 */
export function savedTranslation(
  original: readonly TranscriptLine[],
  edit: readonly TranscriptLine[] | undefined,
  isChange: boolean | undefined,
): {
  mismatchedOriginal: SQL;
  translateFileJson?: readonly TranscriptLine[];
  translateIsChange?: boolean;
} {
  return {
    mismatchedOriginal: sql`${transcripts.mismatchedOriginal} or (${transcripts.translateFileJson} is not null and ${transcripts.fileJson} is distinct from ${JSON.stringify(original)}::jsonb)`,
    ...(edit ? { translateFileJson: edit, translateIsChange: isChange ?? true } : {}),
  };
}
