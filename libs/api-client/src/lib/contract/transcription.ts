import { z } from 'zod';
import { CONTRACT_MESSAGES } from './contract-messages.js';
import { defineEndpoint } from '../endpoint.js';
import { isoDateSchema, success } from '../schemas/envelope.js';
import {
  translationEngineRefSchema,
  translationLanguageSchema,
  translationStateSchema,
} from './translation-state.js';
import { linkUrlSchema } from './link-url.js';
import { LOCALE_CODES } from '../schemas/user.js';

/**
 * The main job over HTTP: upload a file, create a task, follow it, load and save the transcript,
 * export it. Times on the wire are integer milliseconds, as subtitle-core counts them.
 */

/** The cloud file hash: sha256 of the content, lowercase hex. */
export const fileHashSchema = z.string().regex(/^[0-9a-f]{64}$/, CONTRACT_MESSAGES.notFileHash);

/** Mode ids of the spec: basic 1, speaker 2, article 3. */
export const TASK_MODE = { basic: 1, speaker: 2, article: 3 } as const;
export const taskModeSchema = z.union([z.literal(1), z.literal(2), z.literal(3)]);

/** Model family ids of the spec; TRANSCODE (1) is the speech engine alone. */
export const MODEL_FAMILY = {
  TRANSCODE: [1],
  'gpt-3.5-turbo': [2, 9, 18],
  'gpt-4-old': [7, 10],
  'gpt-4': [12, 13, 19],
  google: [4, 8, 17],
} as const;
export const modelIdSchema = z.union(
  Object.values(MODEL_FAMILY)
    .flat()
    .map((id) => z.literal(id)) as unknown as [z.ZodLiteral<number>, z.ZodLiteral<number>],
);

export const TASK_STATUSES = ['WAITING', 'SUCCESS', 'FAILED', 'DOWNLOAD_FAILED'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];
/** 'downloading': the worker fetches a link's media (tasks created from a url only). */
export const TASK_STAGES = [
  'queued',
  'downloading',
  'preparing',
  'recognizing',
  'building',
  'done',
] as const;
export type TaskStage = (typeof TASK_STAGES)[number];

/** What probing found out about a stored file, with the caller's name for it. */
export const mediaFileSchema = z.object({
  file_hash: fileHashSchema,
  /** The caller's drive entry for it (its uuid), for delete_file. */
  uuid: z.uuid(),
  file_name: z.string(),
  /** Bytes. */
  file_size: z.number().int().min(0),
  content_type: z.string(),
  /** Seconds, 3 decimals. */
  duration: z.number().min(0),
  has_video: z.boolean(),
  videoWidth: z.number().int().min(0).nullable(),
  videoHeight: z.number().int().min(0).nullable(),
  /** 0 means not rotated; otherwise the degrees the picture is turned. */
  rotated_video: z.number().int(),
  created_time: isoDateSchema,
  /** Null: kept until deleted; otherwise when the file will be removed (no cloud space). */
  expires_time: isoDateSchema.nullable(),
});
export type MediaFile = z.infer<typeof mediaFileSchema>;

/**
 * The multipart upload (field `file`, any other fields first). Documented here for its answer;
 * the api reads the body as a stream, so it has no zod body. 413 when the file is larger or
 * longer than the caller's level allows, 415 when probing finds no audio or video in it.
 */
export const uploadFile = defineEndpoint({
  method: 'POST',
  path: '/api/files/upload/',
  auth: 'optional',
  tag: 'files',
  summary:
    'Uploads an audio or video file (multipart/form-data, field `file`); stores it once by its sha256.',
  response: success(z.object({ file: mediaFileSchema })),
});

export const fileInfo = defineEndpoint({
  method: 'GET',
  path: '/api/files/:hash/',
  auth: 'optional',
  tag: 'files',
  summary:
    "One of the caller's files. 404 for a file the caller has not uploaded, 410 media_not_kept for the file of one of their transcripts that is no longer kept.",
  params: z.strictObject({ hash: fileHashSchema }),
  response: success(z.object({ file: mediaFileSchema })),
});

/** Peaks of the audio for the editor's waveform: computed once, served as they are stored. */
export const fileWaveform = defineEndpoint({
  method: 'GET',
  path: '/api/files/:hash/waveform/',
  auth: 'optional',
  tag: 'files',
  summary:
    'Waveform peaks of a file (pairs of min/max per bucket, -1..1). 410 media_not_kept once the file of a transcript is no longer kept.',
  params: z.strictObject({ hash: fileHashSchema }),
  response: success(
    z.object({
      peaks: z.array(z.number().min(-1).max(1)),
      peaks_per_second: z.number().positive(),
      duration: z.number().min(0),
      /** Seconds at which the picture changes (video only), for the editor's scene lines. */
      scene_changes: z.array(z.number().min(0)),
    }),
  ),
});

/** Where the player streams a file from (HTTP range requests); not JSON. */
export function mediaUrl(hash: string): string {
  return `/api/files/${hash}/media`;
}

/** A still of the file (file_pic), JPEG; not JSON. */
export function thumbnailUrl(hash: string): string {
  return `/api/files/${hash}/thumbnail`;
}

export const taskFailureSchema = z.object({
  /** Stable, for programs: no_speech, unsupported_language, engine_failed, timeout, ... */
  code: z.string(),
  /** In the request's language. */
  message: z.string(),
});

/**
 * The engine id of a task that opens a link's own subtitle track in the editor: nothing was
 * transcribed, the text is the site's.
 */
export const SUBTITLE_TRACK_ENGINE = 'subtitle-track';

export const engineRefSchema = z.object({
  id: z.string(),
  /** The engine's name as people know it ("PocketSphinx", "whisper.cpp"). */
  name: z.string(),
  quality: z.enum(['low', 'medium', 'high']),
});

export const taskSchema = z.object({
  task_id: z.uuid(),
  /** Null while a link's media is being fetched (and for a link that could not be). */
  file_hash: fileHashSchema.nullable(),
  /** The file's name; a link's title once looked up. */
  file_name: z.string(),
  /** The link the task was created from; null for an uploaded file. */
  source_url: z.string().nullable(),
  language: z.string(),
  detected_language: z.string().nullable(),
  mode: taskModeSchema,
  model: z.number().int(),
  status: z.enum(TASK_STATUSES),
  stage: z.enum(TASK_STAGES),
  /** Percent of the whole task, 0..100. */
  progress: z.number().int().min(0).max(100),
  /**
   * The speech engine chosen when the task was created, so known while it is WAITING; once it
   * succeeded, the one that wrote the transcript. Null only for tasks older than that choice.
   */
  engine: engineRefSchema.nullable(),
  failure: taskFailureSchema.nullable(),
  /** Credits taken (held while WAITING, refunded on failure). */
  cost: z.number().int().min(0),
  free_use: z.boolean(),
  created_time: isoDateSchema,
  finished_time: isoDateSchema.nullable(),
  /**
   * The task's newest translation (asked with the task, or later): its own status, progress and
   * credits, so that the task's events follow it too. Null when none was asked for.
   */
  translation: translationStateSchema.nullable(),
});
export type Task = z.infer<typeof taskSchema>;

/** A language code of the language list, or 'auto' for automatic detection. */
export const taskLanguageSchema = z
  .string()
  .min(2)
  .max(20)
  .regex(
    /^(auto|[a-z]{2,3}(-[A-Za-z0-9]{2,8})*|yue\((oral|written)\))$/,
    CONTRACT_MESSAGES.notLanguageCode,
  );

export const createTask = defineEndpoint({
  method: 'POST',
  path: '/api/tasks/create/',
  auth: 'optional',
  tag: 'tasks',
  summary:
    'Creates a transcription of an uploaded file (file_hash) or of a link (url: fetched by the worker; with subtitle_track, one of its subtitle tracks opened as the transcript, free) and reserves its credits (or a free use); with target_language, its translation too, which starts once the transcript is done. 402 when credits are short, 403 free_uses_exhausted for a visitor past the free uses, 413 too_long for a link longer than the level allows, 422 unsupported_language, translation_unsupported_pair or link_refused.',
  body: z
    .strictObject({
      /** An uploaded file; or else a url. */
      file_hash: fileHashSchema.optional(),
      /** A link to transcribe instead of a file. */
      url: linkUrlSchema.optional(),
      language: taskLanguageSchema,
      mode: taskModeSchema.default(1),
      model: modelIdSchema.default(1),
      /** Translate the transcript into this language once it is done (the translator pages). */
      target_language: translationLanguageSchema.optional(),
      /** The device fingerprint hash, so a visitor's free uses survive cleared cookies. */
      fingerprint: z.string().max(128).optional(),
      /**
       * With a url: open one of the link's subtitle tracks (as inspectLink lists them) in the
       * editor instead of transcribing the speech. Free; basic mode only.
       */
      subtitle_track: z
        .strictObject({
          language: z.string().min(1).max(64),
          automatic: z.boolean().default(false),
        })
        .optional(),
    })
    .superRefine((body, context) => {
      if (body.subtitle_track !== undefined && (body.url === undefined || body.mode !== 1)) {
        context.addIssue({
          code: 'custom',
          path: ['subtitle_track'],
          message: CONTRACT_MESSAGES.subtitleTrackNeedsUrl,
        });
      }
      if ((body.file_hash === undefined) === (body.url === undefined)) {
        context.addIssue({
          code: 'custom',
          path: [body.file_hash === undefined ? 'file_hash' : 'url'],
          message: CONTRACT_MESSAGES.oneMediaSource,
        });
      }
    }),
  response: success(z.object({ task: taskSchema })),
});

export const taskStatus = defineEndpoint({
  method: 'GET',
  path: '/api/tasks/:task_id/',
  auth: 'optional',
  tag: 'tasks',
  summary: "One of the caller's tasks: status, stage, progress, failure. 404 for others' tasks.",
  params: z.strictObject({ task_id: z.uuid() }),
  response: success(z.object({ task: taskSchema })),
});

/** Server-sent events of a task: `progress` events carrying the task, until it is finished. */
export function taskEventsUrl(taskId: string): string {
  return `/api/tasks/${taskId}/events`;
}

export const taskList = defineEndpoint({
  method: 'GET',
  path: '/api/tasks/',
  auth: 'optional',
  tag: 'tasks',
  summary: "The caller's tasks, newest first, optionally of one file.",
  query: z.strictObject({ file_hash: fileHashSchema.optional() }),
  response: success(z.object({ result: z.array(taskSchema) })),
});

export const speechEngineSchema = engineRefSchema.extend({
  /** Language codes it transcribes; 'auto' when it detects the language. */
  languages: z.array(z.string()),
});

/**
 * The texts an article task writes, by the editor-state field that carries each: a summary, a
 * blog post, show notes, a social media post, meeting minutes.
 */
export const ARTICLE_FIELDS = [
  'file_summarize',
  'Blog_Post',
  'Show_Notes',
  'Social_Media',
  'Meetings_Minutes',
] as const;
export type ArticleField = (typeof ARTICLE_FIELDS)[number];
export const articleFieldSchema = z.enum(ARTICLE_FIELDS);

/**
 * How an article's texts were made: 'extractive' keeps sentences of the transcript as they were
 * said; 'generative' is new text a language model wrote from it.
 */
export const writingQualitySchema = z.enum(['extractive', 'generative']);
export type WritingQuality = z.infer<typeof writingQualitySchema>;

export const writingEngineRefSchema = z.object({
  id: z.string(),
  name: z.string(),
  quality: writingQualitySchema,
});

export const writingEngineSchema = writingEngineRefSchema.extend({
  /** Language codes (BCP 47 primary subtags) it writes in. */
  languages: z.array(z.string()),
  /** The article texts it writes; the others stay null in its articles. */
  fields: z.array(articleFieldSchema),
});

export const visitorFreeUses = defineEndpoint({
  method: 'GET',
  path: '/api/transcription/free_uses/',
  auth: 'optional',
  tag: 'tasks',
  summary:
    'The free uses left to a caller without an account, of the 3 it gets (counted by its cookie, its address and its device, as a task counts them); null for a signed-in user, whose plan says.',
  query: z.object({
    /** The device fingerprint hash a task would send. */
    fingerprint: z.string().max(128).optional(),
  }),
  response: success(
    z.object({
      remaining: z.number().int().min(0).nullable(),
      total: z.number().int().min(0),
    }),
  ),
});

export const transcriptionEngines = defineEndpoint({
  method: 'GET',
  path: '/api/transcription/engines/',
  auth: 'none',
  tag: 'tasks',
  summary:
    'The speech engines this server runs, with the languages each transcribes, its writing engines (articles), and the task modes it does.',
  response: success(
    z.object({
      result: z.array(speechEngineSchema),
      /** What writes articles (mode 3); empty when nothing does, and 3 is not in modes then. */
      writers: z.array(writingEngineSchema),
      /** Mode ids this server does (basic 1, speaker 2, article 3); others are refused. */
      modes: z.array(taskModeSchema),
    }),
  ),
});

const MAX_TEXT = 10_000;

export const transcriptWordSchema = z.object({
  text: z.string().max(MAX_TEXT),
  start: z.number().int().min(0),
  end: z.number().int().min(0),
});

/** One subtitle line of file_json. */
export const transcriptLineSchema = z.object({
  /** Milliseconds. */
  start_time: z.number().int().min(0),
  end_time: z.number().int().min(0),
  text: z.string().max(MAX_TEXT),
  /** A key of speaker_file_json; absent: Unknown Speaker. */
  speaker: z.string().max(64).optional(),
  words: z.array(transcriptWordSchema).max(2_000).optional(),
});
export type TranscriptLine = z.infer<typeof transcriptLineSchema>;

/** Speaker keys to the names the user gave them. */
export const speakerNamesSchema = z.record(z.string().max(64), z.string().max(200));

/** The editor state fields a result response may set, and no others. */
export const transcriptResultSchema = z.object({
  /** A finished task: its file is stored, so it has a hash. */
  task: taskSchema.extend({ file_hash: fileHashSchema }),
  /**
   * False once the media is no longer kept (the caller's drive entry of it expired or was
   * deleted): file is null, url and file_pic are '', and the media routes answer 410
   * media_not_kept; the transcript, its edits and exports stay.
   */
  media_kept: z.boolean(),
  /** The caller's file; null once the media is no longer kept. */
  file: mediaFileSchema.nullable(),
  file_json: z.array(transcriptLineSchema),
  speaker_file_json: speakerNamesSchema,
  duration: z.number().min(0),
  file_name: z.string(),
  file_pic: z.string(),
  url: z.string(),
  language: z.string(),
  is_change: z.boolean(),
  rotated_video: z.number().int(),
  drive_file: z.boolean(),
  /** Each save names the revision it was made on; 409 when another save came first. */
  revision: z.number().int().min(0),
  /** An article task's texts; null where its writing engine writes no such text, or no article. */
  file_summarize: z.string().nullable(),
  Blog_Post: z.string().nullable(),
  Show_Notes: z.string().nullable(),
  Social_Media: z.string().nullable(),
  Meetings_Minutes: z.string().nullable(),
  /** The engine that wrote them; null when the task wrote no article. */
  article_engine: writingEngineRefSchema.nullable(),
  /**
   * The transcript's translation: one line per line of file_json, with its times and speaker,
   * the text translated. Null before a translation succeeded.
   */
  translate_file_json: z.array(transcriptLineSchema).nullable(),
  /** The language of translate_file_json; null without one. */
  translate_language: z.string().nullable(),
  /** The engine that translated it; null without a translation. */
  translation_engine: translationEngineRefSchema.nullable(),
  /** Set by the first saved edit of the translation. */
  translate_is_change: z.boolean(),
  /** The original was edited after it was translated: the translation may no longer match it. */
  mismatched_original: z.boolean(),
});
export type TranscriptResult = z.infer<typeof transcriptResultSchema>;

/** The lines of a transcript or of its translation (file_json, translate_file_json). */
export const transcriptLinesSchema = z.array(transcriptLineSchema);

/**
 * A transcript result with its lines left unchecked, for a reader that shows them first and
 * checks them after (`transcriptLinesSchema`, a part at a time): the lines of a three-hour
 * transcript are nearly all of the answer's checking time.
 */
export const transcriptResultHeadSchema = transcriptResultSchema.extend({
  file_json: z.array(z.unknown()),
  translate_file_json: z.array(z.unknown()).nullable(),
});

export const transcriptResult = defineEndpoint({
  method: 'GET',
  path: '/api/result/:hash/',
  auth: 'optional',
  tag: 'tasks',
  summary:
    "The transcript of one of the caller's files (its newest task, or task_id), with the editor state to open it.",
  params: z.strictObject({ hash: fileHashSchema }),
  query: z.strictObject({ task_id: z.uuid().optional() }),
  response: success(transcriptResultSchema),
});

export const saveTranscript = defineEndpoint({
  method: 'POST',
  path: '/api/tasks/:task_id/transcript/',
  auth: 'optional',
  tag: 'tasks',
  summary:
    'Saves the edited transcript, and its translation when translate_file_json is sent. 409 transcript_conflict (with the current revision) when the revision is not the newest, 409 translation_not_found for a translation edit of a transcript that has none.',
  params: z.strictObject({ task_id: z.uuid() }),
  body: z.strictObject({
    revision: z.number().int().min(0),
    file_json: z.array(transcriptLineSchema).max(20_000),
    speaker_file_json: speakerNamesSchema,
    /** The edited translation, checked as file_json is. */
    translate_file_json: z.array(transcriptLineSchema).max(20_000).optional(),
    /** Whether the translation differs from the engine's (default: true when it is sent). */
    translate_is_change: z.boolean().optional(),
  }),
  response: success(
    z.object({
      revision: z.number().int().min(0),
      is_change: z.boolean(),
      translate_is_change: z.boolean(),
      mismatched_original: z.boolean(),
    }),
  ),
});

export const EXPORT_FORMATS = [
  'srt',
  'ass',
  'txt',
  'vtt',
  'md',
  'lrc',
  'pdf',
  'csv',
  'docx',
] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/**
 * Which text a download holds: the original (default), its translation, or both. Bilingual is
 * two lines per cue (original, then translation) in every format, or with bilingual_layout
 * 'tracks' two tracks, which only ASS holds (a style each); other formats refuse tracks (422).
 */
export const EXPORT_CONTENTS = ['original', 'translation', 'bilingual'] as const;
export type ExportContent = (typeof EXPORT_CONTENTS)[number];
export const exportContentShape = {
  content: z.enum(EXPORT_CONTENTS).default('original'),
  bilingual_layout: z.enum(['lines', 'tracks']).default('lines'),
  /**
   * The language of the words the file gains (an unknown speaker's label) and of an error
   * answer, in place of Accept-Language: a download link cannot set a header, and the page it is
   * on may be in another language than the browser's.
   */
  locale: z.enum(LOCALE_CODES).optional(),
};

/** Query of the export download; its answer is the file itself (Content-Disposition attachment). */
export const exportQuerySchema = z.strictObject({
  format: z.enum(EXPORT_FORMATS),
  /** subtitle: one entry per line; document: paragraphs by speaker turn. */
  kind: z.enum(['subtitle', 'document']).default('subtitle'),
  timestamps: z.stringbool().default(true),
  speakers: z.stringbool().default(false),
  ...exportContentShape,
});
export type ExportQuery = z.input<typeof exportQuerySchema>;

/** Download of a task's transcript in a format; ass is for VIP levels only (403 otherwise). */
export function exportUrl(taskId: string): string {
  return `/api/tasks/${taskId}/export`;
}
