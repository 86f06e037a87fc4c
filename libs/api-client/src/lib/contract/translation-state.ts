import { z } from 'zod';
import { CONTRACT_MESSAGES } from './contract-messages.js';
import { isoDateSchema } from '../schemas/envelope.js';

/**
 * What a translation job looks like on the wire, shared by the task it belongs to (a transcript's
 * translation) and by a subtitle file translated alone. Kept apart from the endpoints so that the
 * task schema can carry it without the two contract files importing each other.
 */

/** A language a translation goes from or to: a BCP 47 tag ('en', 'pt', 'zh-TW'); no 'auto'. */
export const translationLanguageSchema = z
  .string()
  .min(2)
  .max(20)
  .regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/, CONTRACT_MESSAGES.notLanguageCode);

/**
 * How good to expect an engine's translations: 'rule-based' (Apertium: literal, dependable
 * grammar for close languages), 'neural' (LibreTranslate, DeepL), 'llm' (a chat model).
 */
export const TRANSLATION_QUALITIES = ['rule-based', 'neural', 'llm'] as const;
export const translationQualitySchema = z.enum(TRANSLATION_QUALITIES);
export type TranslationQuality = z.infer<typeof translationQualitySchema>;

export const translationEngineRefSchema = z.object({
  /** apertium, libretranslate, deepl, openai-chat. */
  id: z.string(),
  /** The engine's name as people know it ("Apertium", "DeepL"). */
  name: z.string(),
  quality: translationQualitySchema,
});
export type TranslationEngineRef = z.infer<typeof translationEngineRefSchema>;

export const TRANSLATION_STATUSES = ['WAITING', 'SUCCESS', 'FAILED'] as const;
export const TRANSLATION_STAGES = ['queued', 'translating', 'done'] as const;

/** One translation job: of a transcript (task_id set) or of a subtitle file (task_id null). */
export const translationStateSchema = z.object({
  translation_id: z.uuid(),
  task_id: z.uuid().nullable(),
  /** Null while a transcript in 'auto' is not transcribed yet: its language is not known. */
  source_language: z.string().nullable(),
  target_language: z.string(),
  status: z.enum(TRANSLATION_STATUSES),
  stage: z.enum(TRANSLATION_STAGES),
  /** Percent of the translation, 0..100. */
  progress: z.number().int().min(0).max(100),
  /** The engine chosen for it; null until the source language is known. */
  engine: translationEngineRefSchema.nullable(),
  failure: z.object({ code: z.string(), message: z.string() }).nullable(),
  /** Credits taken (held while WAITING, refunded on failure). */
  cost: z.number().int().min(0),
  free_use: z.boolean(),
  created_time: isoDateSchema,
  finished_time: isoDateSchema.nullable(),
});
export type TranslationState = z.infer<typeof translationStateSchema>;
