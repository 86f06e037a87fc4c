import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { success } from '../schemas/envelope.js';
import {
  translationEngineRefSchema,
  translationLanguageSchema,
  translationStateSchema,
} from './translation-state.js';
import {
  EXPORT_CONTENTS,
  EXPORT_FORMATS,
  exportContentShape,
  transcriptLineSchema,
} from './transcription.js';

/**
 * Translation over HTTP: the engines a server runs and the pairs they translate, a finished
 * transcript translated (stored beside it, see transcriptResult), and a subtitle file translated
 * on its own, then downloaded in any export format.
 */

/** A pair an engine translates; `via` names the hub language of a chained pair. */
export const languagePairSchema = z.object({
  from: z.string(),
  to: z.string(),
  via: z.string().optional(),
});
export type LanguagePair = z.infer<typeof languagePairSchema>;

export const translationEngineSchema = translationEngineRefSchema.extend({
  /** One English sentence about what to expect of it. */
  note: z.string(),
  pairs: z.array(languagePairSchema),
});
export type TranslationEngineInfo = z.infer<typeof translationEngineSchema>;

export const translationEngines = defineEndpoint({
  method: 'GET',
  path: '/api/translation/engines/',
  auth: 'none',
  tag: 'translation',
  summary:
    'The translation engines this server runs, best first, with how good each is and the language pairs it translates (so a page offers only real targets), and the configured engines that cannot run.',
  response: success(
    z.object({
      result: z.array(translationEngineSchema),
      /** Set up by the operator but not running (a program missing, a provider refusing the key). */
      unavailable: z.array(z.object({ id: z.string(), name: z.string() })),
    }),
  ),
});

export const translateTask = defineEndpoint({
  method: 'POST',
  path: '/api/tasks/:task_id/translate/',
  auth: 'optional',
  tag: 'translation',
  summary:
    "Translates the finished transcript of one of the caller's tasks, as a job; its progress comes with the task (task.translation, and the task's events). 1 credit per started media minute, reserved now and refunded if it fails. 404 for others' tasks, 409 task_not_finished or translation_not_finished, 402 when credits are short, 422 translation_unsupported_pair naming the engines that would translate it.",
  params: z.strictObject({ task_id: z.uuid() }),
  body: z.strictObject({ target_language: translationLanguageSchema }),
  response: success(z.object({ translation: translationStateSchema })),
});

/** The longest subtitle file text a translation takes (characters), and its most cues. */
export const MAX_SUBTITLE_TEXT = 2_000_000;
export const MAX_SUBTITLE_CUES = 20_000;

export const createTranslation = defineEndpoint({
  method: 'POST',
  path: '/api/translations/',
  auth: 'optional',
  tag: 'translation',
  summary:
    "Translates a subtitle file (its text, any format @captio/subtitle-core reads: srt, vtt, ass, ssa, lrc, txt, md, csv, ttml), as a job. 1 credit per started minute of the file's span (a visitor: a free use). 422 subtitle_unreadable for a file with no cue read, 422 translation_unsupported_pair, 402 when credits are short.",
  body: z.strictObject({
    /** The file's text (a browser decodes its bytes with decodeSubtitleBytes). */
    text: z.string().min(1).max(MAX_SUBTITLE_TEXT),
    /** Its name, for the downloads; its extension (.srt, .vtt...) names the format to read. */
    file_name: z.string().min(1).max(255).default('subtitles'),
    source_language: translationLanguageSchema,
    target_language: translationLanguageSchema,
    /** The device fingerprint hash, so a visitor's free uses survive cleared cookies. */
    fingerprint: z.string().max(128).optional(),
  }),
  response: success(z.object({ translation: translationStateSchema })),
});

/**
 * The same, with the file itself: multipart/form-data, fields source_language, target_language
 * (and fingerprint) before the part `file`. Its bytes are read as UTF-8, UTF-16 (with a BOM or
 * without) or Windows-1252 (decodeSubtitleBytes); its name's extension says the format. Documented here for
 * its answer: the api reads the form itself. 413 for a file over MAX_SUBTITLE_TEXT bytes.
 */
export const uploadTranslation = defineEndpoint({
  method: 'POST',
  path: '/api/translations/upload/',
  auth: 'optional',
  tag: 'translation',
  summary:
    'Translates an uploaded subtitle file (multipart/form-data: source_language, target_language, then the part `file`), as createTranslation does with its text. 400 no_file without the part `file`, 415 not_multipart for another body, 422 subtitle_unreadable for a file no subtitle is read from.',
  response: success(z.object({ translation: translationStateSchema })),
});

export const translationStatus = defineEndpoint({
  method: 'GET',
  path: '/api/translations/:translation_id/',
  auth: 'optional',
  tag: 'translation',
  summary:
    "One of the caller's subtitle file translations: its state, the file's cues and, once done, their translation (same times). 404 for others'.",
  params: z.strictObject({ translation_id: z.uuid() }),
  response: success(
    z.object({
      translation: translationStateSchema,
      file_name: z.string(),
      file_json: z.array(transcriptLineSchema),
      /** Null until the translation succeeded. */
      translate_file_json: z.array(transcriptLineSchema).nullable(),
    }),
  ),
});

/** Query of a translated subtitle file's download; its answer is the file itself. */
export const translationExportQuerySchema = z.strictObject({
  format: z.enum(EXPORT_FORMATS),
  kind: z.enum(['subtitle', 'document']).default('subtitle'),
  timestamps: z.stringbool().default(true),
  ...exportContentShape,
  /** The translation alone by default: it is what was asked for. */
  content: z.enum(EXPORT_CONTENTS).default('translation'),
});
export type TranslationExportQuery = z.input<typeof translationExportQuerySchema>;

/** Download of a translated subtitle file in a format (ass: VIP levels only). */
export function translationExportUrl(translationId: string): string {
  return `/api/translations/${translationId}/export`;
}
