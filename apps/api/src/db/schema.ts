import type { ArticleField } from '@captio/api-client';
import type { SourceLayout } from '../modules/translation/source-layout.js';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const time = (name: string) => timestamp(name, { withTimezone: true });

/** A user account, read back as the `userdata` record; `point` is the ledger's running balance, never negative. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Lower-cased, so that one address is one account. */
    email: text('email').notNull(),
    /** scrypt$N$r$p$salt$hash; null for accounts created without a password. */
    passwordHash: text('password_hash'),
    name: text('name').notNull().default(''),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    avatar: text('avatar').notNull().default(''),
    dateJoined: createdAt(),
    point: integer('point').notNull().default(0),
    level: integer('level').notNull().default(0),
    planName: text('plan_name'),
    subscriptionType: text('subscription_type'),
    expiryDate: time('expiry_date'),
    neverExpires: boolean('never_expires').notNull().default(false),
    subscribeStat: boolean('subscribe_stat').notNull().default(false),
    freeRemaining: integer('free_remaining').notNull().default(3),
    /** The UTC day (YYYY-MM-DD) free_remaining counts for; another day starts again at 3. */
    freeDay: text('free_day'),
    freeThrottled: boolean('free_throttled').notNull().default(false),
    freeUnlimited: boolean('free_unlimited').notNull().default(false),
    historyType: boolean('history_type').notNull().default(false),
    viewsPreference: text('views_preference').notNull().default('basic'),
    languagePreference: jsonb('language_preference')
      .$type<Record<string, string>>()
      .notNull()
      .default({}),
    summaryLanguage: text('summary_language').notNull().default(''),
    subDurationDetection: boolean('sub_duration_detection').notNull().default(true),
    autoUpload: boolean('auto_upload').notNull().default(false),
    reviewShow: boolean('review_show').notNull().default(false),
    noDiscountPay: boolean('no_discount_pay').notNull().default(false),
    bonusEntryShow: boolean('bonus_entry_show').notNull().default(false),
    showCoupon: boolean('show_coupon').notNull().default(false),
    acceptCookies: boolean('accept_cookies').notNull().default(false),
    locale: text('locale').notNull().default('en-US'),
    timezone: text('timezone').notNull().default('UTC'),
    inviteCode: text('invite_code'),
    invitedBy: integer('invited_by'),
    referrer: text('referrer'),
    fingerprint: text('fingerprint'),
  },
  (table) => [
    uniqueIndex('users_email_key').on(table.email),
    uniqueIndex('users_invite_code_key').on(table.inviteCode),
    check('users_point_not_negative', sql`${table.point} >= 0`),
    check('users_free_remaining_range', sql`${table.freeRemaining} >= -1`),
  ],
);

/** Sign-in sessions; only a hash of the token is kept, so a leaked table signs no one in. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    csrfToken: text('csrf_token').notNull(),
    createdAt: createdAt(),
    expiresAt: time('expires_at').notNull(),
    userAgent: text('user_agent').notNull().default(''),
  },
  (table) => [
    uniqueIndex('sessions_token_hash_key').on(table.tokenHash),
    index('sessions_user_id_idx').on(table.userId),
  ],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: time('expires_at').notNull(),
    usedAt: time('used_at'),
  },
  (table) => [index('password_resets_user_id_idx').on(table.userId)],
);

/** Mail the product sends; a mailer delivers rows and marks them sent (or the operator reads them). */
export const mailOutbox = pgTable('mail_outbox', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  createdAt: createdAt(),
  sentAt: time('sent_at'),
  /** Delivery attempts that failed so far. */
  attempts: integer('attempts').notNull().default(0),
  /** Not to be tried before this; also the lease of a delivery that is sending it now. */
  nextAttemptAt: time('next_attempt_at'),
  lastError: text('last_error'),
  /** Given up: the server refused it for good, or it failed too often. */
  failedAt: time('failed_at'),
});

/** Every change of a balance, with its reason; users.point is the sum. */
export const pointLedger = pgTable(
  'point_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    delta: integer('delta').notNull(),
    balance: integer('balance').notNull(),
    reason: text('reason').notNull(),
    /** What caused it: a transaction id, a code, a task id, a reservation id. */
    ref: text('ref'),
    createdAt: createdAt(),
  },
  (table) => [index('point_ledger_user_id_idx').on(table.userId, table.id)],
);

/** Credits held for work in progress, then settled (spent) or refunded, once. */
export const pointReservations = pgTable(
  'point_reservations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    status: text('status').$type<'held' | 'settled' | 'refunded'>().notNull().default('held'),
    reason: text('reason').notNull(),
    ref: text('ref'),
    createdAt: createdAt(),
    closedAt: time('closed_at'),
  },
  (table) => [
    index('point_reservations_user_id_idx').on(table.userId),
    check('point_reservations_amount_positive', sql`${table.amount} > 0`),
  ],
);

export const versions = pgTable('versions', {
  version: text('version').primaryKey(),
  versionName: text('version_name').notNull(),
  versionInfo: text('version_info').notNull(),
  importance: integer('importance').notNull().default(0),
  createdAt: createdAt(),
});

export const versionViews = pgTable(
  'version_views',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    version: text('version')
      .notNull()
      .references(() => versions.version, { onDelete: 'cascade' }),
    viewedAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.version] })],
);

/**
 * Stored media, once per content: the bytes live in the file store under this hash (sha256, hex),
 * whoever uploaded them and however often. What probing found is kept so that nothing probes twice.
 */
export const mediaFiles = pgTable(
  'media_files',
  {
    hash: text('hash').primaryKey(),
    size: bigint('size', { mode: 'number' }).notNull(),
    /** From probing the content (video/mp4, audio/mpeg...), never from the name or the browser. */
    contentType: text('content_type').notNull(),
    durationMs: integer('duration_ms').notNull(),
    hasVideo: boolean('has_video').notNull(),
    width: integer('width'),
    height: integer('height'),
    /** Degrees the player must turn the picture (0, 90, 180, 270): rotated_video. */
    rotation: integer('rotation').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [check('media_files_size_not_negative', sql`${table.size} >= 0`)],
);

/**
 * Who holds a stored file, under which name: a user (their cloud drive) or a visitor without an
 * account (by the visitor id of their cookie). Deleting the last holder of a hash frees its bytes.
 * A holder without cloud space keeps a file until expires_at.
 */
export const driveFiles = pgTable(
  'drive_files',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    visitorId: text('visitor_id'),
    /** sha256 of the content: the cloud file hash of /result/{hash}. */
    fileHash: text('file_hash').notNull(),
    fileName: text('file_name').notNull(),
    fileSize: bigint('file_size', { mode: 'number' }).notNull(),
    contentType: text('content_type').notNull(),
    createdAt: createdAt(),
    /** Null: kept until deleted (cloud space); otherwise removed after this time. */
    expiresAt: time('expires_at'),
  },
  (table) => [
    index('drive_files_user_id_idx').on(table.userId, table.createdAt),
    index('drive_files_visitor_id_idx').on(table.visitorId),
    index('drive_files_file_hash_idx').on(table.fileHash),
    check('drive_files_size_not_negative', sql`${table.fileSize} >= 0`),
    check('drive_files_one_holder', sql`(${table.userId} is null) <> (${table.visitorId} is null)`),
  ],
);

/**
 * The columns every job row has (tasks, downloads, translations), whoever runs it: its holder
 * (a user or a visitor, never both: `oneHolder`), its progress through a worker and its end.
 */
const jobColumns = () => ({
  id: uuid('id').primaryKey().defaultRandom(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
  visitorId: text('visitor_id'),
  /** Percent done, 0..100 (`progressRange`). */
  progress: integer('progress').notNull().default(0),
  /** Why it failed: a stable code the web app words in the reader's language. */
  failureCode: text('failure_code'),
  attempts: integer('attempts').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  finishedAt: time('finished_at'),
});

/**
 * What a paid job holds from the moment its row exists: credits in point_reservations
 * (reservation_id), or a free use, settled or refunded by the transaction that finishes it.
 */
const paymentColumns = () => ({
  cost: integer('cost').notNull().default(0),
  reservationId: uuid('reservation_id'),
  /** The free use it took, if any: 'user' (a level-0 user's daily run) or 'visitor'. */
  freeUse: text('free_use').$type<'user' | 'visitor'>(),
  /**
   * The visitor_uses keys a visitor's free use was counted under, so that a job that fails
   * gives that use back under the same keys.
   */
  freeUseKeys: text('free_use_keys').array(),
});

const progressRange = (name: string, table: { progress: AnyPgColumn }) =>
  check(`${name}_progress_range`, sql`${table.progress} between 0 and 100`);

const oneHolder = (name: string, table: { userId: AnyPgColumn; visitorId: AnyPgColumn }) =>
  check(`${name}_one_holder`, sql`(${table.userId} is null) <> (${table.visitorId} is null)`);

export type TaskStatus = 'WAITING' | 'SUCCESS' | 'FAILED' | 'DOWNLOAD_FAILED';
export type TaskStage =
  'queued' | 'downloading' | 'preparing' | 'recognizing' | 'building' | 'done';

/**
 * A transcription: WAITING until a worker finishes it as SUCCESS, FAILED or DOWNLOAD_FAILED.
 * Credits for it are held in point_reservations (reservation_id) from the moment the row exists,
 * and settled or refunded by the transaction that finishes it.
 */
export const tasks = pgTable(
  'tasks',
  {
    ...jobColumns(),
    ...paymentColumns(),
    /**
     * The content it transcribes (sha256, the hash of /result/{hash}); null only while a link's
     * media is being fetched, or when fetching it failed. Its media_files row and bytes exist
     * while media_released_at is null; not a reference, so that the transcript outlives them.
     */
    fileHash: text('file_hash'),
    /**
     * When its media stopped being kept for it (its holder's drive entry of the content expired
     * or was deleted, see releaseHash): no player, waveform or media since; the transcript stays.
     */
    mediaReleasedAt: time('media_released_at'),
    /** The media's length in ms, noted when it is released: what costs by length still knows it. */
    mediaDurationMs: integer('media_duration_ms'),
    fileName: text('file_name').notNull(),
    /** The link the task was created from (the worker fetches it first); null for an upload. */
    sourceUrl: text('source_url'),
    /** As asked: a language code, or 'auto' for detection. */
    language: text('language').notNull(),
    /** What the engine transcribed: the asked language, or the one it detected. */
    detectedLanguage: text('detected_language'),
    /** Mode ids: basic 1, speaker 2, article 3. */
    mode: integer('mode').notNull(),
    /** Model family id (TRANSCODE 1, gpt-3.5-turbo 2...). */
    model: integer('model').notNull(),
    status: text('status').$type<TaskStatus>().notNull().default('WAITING'),
    stage: text('stage').$type<TaskStage>().notNull().default('queued'),
    /**
     * The speech engine (SpeechEngine.id) chosen when the task was created, shown while it runs;
     * the one that made the transcript once it succeeded.
     */
    engine: text('engine'),
  },
  (table) => [
    index('tasks_user_id_idx').on(table.userId, table.createdAt),
    index('tasks_visitor_id_idx').on(table.visitorId, table.createdAt),
    index('tasks_file_hash_idx').on(table.fileHash),
    // The retention sweep (unkeptTaskMedia) looks at every finished task that still keeps its
    // media, each time it runs: few of them, against all the tasks whose media went long ago.
    index('tasks_media_kept_idx')
      .on(table.fileHash)
      .where(
        sql`${table.fileHash} is not null and ${table.finishedAt} is not null and ${table.mediaReleasedAt} is null`,
      ),
    progressRange('tasks', table),
    oneHolder('tasks', table),
    check(
      'tasks_file_or_link',
      sql`${table.fileHash} is not null or ${table.sourceUrl} is not null`,
    ),
  ],
);

export type DownloadStatus = 'WAITING' | 'SUCCESS' | 'FAILED' | 'DOWNLOAD_FAILED';

/**
 * A link downloaded as a media file (a worker fetches and converts it): WAITING until it ends
 * SUCCESS (file_hash names the stored result, held as a drive entry of its owner) or failed.
 * Free: nothing is reserved for it.
 */
export const downloads = pgTable(
  'downloads',
  {
    ...jobColumns(),
    url: text('url').notNull(),
    /** One of the 8 output formats (mp4, mp3, ...). */
    format: text('format').notNull(),
    /** The link's title, once looked up: the file is named after it. */
    title: text('title'),
    status: text('status').$type<DownloadStatus>().notNull().default('WAITING'),
    /** The stored result; set null when its bytes are freed (its drive entry expired). */
    fileHash: text('file_hash').references(() => mediaFiles.hash, { onDelete: 'set null' }),
    size: bigint('size', { mode: 'number' }),
  },
  (table) => [
    index('downloads_user_id_idx').on(table.userId, table.createdAt),
    index('downloads_visitor_id_idx').on(table.visitorId, table.createdAt),
    index('downloads_file_hash_idx').on(table.fileHash),
    progressRange('downloads', table),
    oneHolder('downloads', table),
  ],
);

/**
 * The editor's document of a finished task: file_json (the lines), speaker_file_json (speaker
 * names), with a revision that every save must name, so two tabs never overwrite each other
 * unknowingly.
 */
export const transcripts = pgTable('transcripts', {
  taskId: uuid('task_id')
    .primaryKey()
    .references(() => tasks.id, { onDelete: 'cascade' }),
  fileJson: jsonb('file_json').notNull(),
  speakerFileJson: jsonb('speaker_file_json').notNull().default({}),
  /** Set by the first edit a user saves: the transcript is no longer what the engine wrote. */
  isChange: boolean('is_change').notNull().default(false),
  revision: integer('revision').notNull().default(0),
  /**
   * An article task's texts, as its writing engine wrote them: `{ engine, quality, texts }`,
   * texts by result field (file_summarize, Blog_Post...). Null for other modes.
   */
  article: jsonb('article').$type<StoredArticle>(),
  /**
   * The newest successful translation: one line per line of file_json as it was then, same times
   * and speakers, translated text. Null until a translation succeeds.
   */
  translateFileJson: jsonb('translate_file_json'),
  translateLanguage: text('translate_language'),
  /** The translation engine (TranslationEngine.id) and its quality level. */
  translationEngine: text('translation_engine'),
  translationQuality: text('translation_quality'),
  /** Set by the first saved edit of the translation. */
  translateIsChange: boolean('translate_is_change').notNull().default(false),
  /** The original was changed by a save after it was translated; a new translation clears it. */
  mismatchedOriginal: boolean('mismatched_original').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export interface StoredArticle {
  engine: string;
  quality: 'extractive' | 'generative';
  texts: Partial<Record<ArticleField, string>>;
}

export type TranslationStatus = 'WAITING' | 'SUCCESS' | 'FAILED';
export type TranslationStage = 'queued' | 'translating' | 'done';

/**
 * A translation job: of a task's transcript (task_id; the result goes into its transcripts row),
 * or of a subtitle file translated alone (task_id null; source_cues in, translated_cues out).
 * Paid like a task, from the moment the row exists: credits in point_reservations, or a
 * visitor's free use, settled or refunded by the transaction that finishes it, only while it is
 * WAITING. A translation asked with its task waits, unqueued, until the transcript exists.
 */
export const translations = pgTable(
  'translations',
  {
    ...jobColumns(),
    ...paymentColumns(),
    taskId: uuid('task_id').references(() => tasks.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    /** Null while its task's language is 'auto' and not yet detected. */
    sourceLanguage: text('source_language'),
    targetLanguage: text('target_language').notNull(),
    /** The engine chosen for it (TranslationEngine.id), then the one that translated it. */
    engine: text('engine'),
    /** That engine's quality level (rule-based, neural, llm), shown while it runs. */
    engineQuality: text('engine_quality'),
    status: text('status').$type<TranslationStatus>().notNull().default('WAITING'),
    stage: text('stage').$type<TranslationStage>().notNull().default('queued'),
    /** A subtitle file's cues as read (TranscriptLine[]); null for a task's translation. */
    sourceCues: jsonb('source_cues'),
    /** Their translation once done (TranscriptLine[]); a task's goes to its transcript. */
    translatedCues: jsonb('translated_cues'),
    /**
     * The file's cues as cue text with their italic, bold and underline (string[], one per
     * source cue), kept only when some cue has them; the lines stay plain, as the contract has them.
     */
    sourceMarkup: jsonb('source_markup').$type<string[]>(),
    /** The translation of source_markup by an engine that keeps markup (string[]), else null. */
    translatedMarkup: jsonb('translated_markup').$type<string[]>(),
    /**
     * The file's layout (SourceLayout: header, styles, regions, one placement per source cue),
     * written back into both sides of its downloads; null when the file has none, and for a
     * task's translation.
     */
    sourceLayout: jsonb('source_layout').$type<SourceLayout>(),
  },
  (table) => [
    index('translations_task_id_idx').on(table.taskId, table.createdAt),
    index('translations_user_id_idx').on(table.userId, table.createdAt),
    index('translations_visitor_id_idx').on(table.visitorId, table.createdAt),
    // One translation under way per transcript: a second ask while one runs is refused (409),
    // even when two come at the same moment.
    uniqueIndex('translations_one_waiting_per_task')
      .on(table.taskId)
      .where(sql`${table.status} = 'WAITING' and ${table.taskId} is not null`),
    progressRange('translations', table),
    oneHolder('translations', table),
  ],
);

/**
 * Free uses taken by visitors without an account, counted under each identity a visitor shows
 * (the visitor cookie, the network address, the device fingerprint), so that clearing cookies
 * does not hand out three more: a visitor has used the most that any of their keys has.
 */
export const visitorUses = pgTable('visitor_uses', {
  key: text('key').primaryKey(),
  used: integer('used').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const subtitleLogs = pgTable('subtitle_logs', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  body: jsonb('body').notNull(),
  createdAt: createdAt(),
});

/** Operator redirects: a path of the site to another path or an external URL. */
export const routeRedirects = pgTable('route_redirects', {
  path: text('path').primaryKey(),
  target: text('target').notNull(),
  createdAt: createdAt(),
});

/** Operator switches: maintenance and show_notice. */
export const systemFlags = pgTable('system_flags', {
  key: text('key').primaryKey(),
  value: boolean('value').notNull(),
  updatedAt: createdAt(),
});

export const plans = pgTable('plans', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  level: integer('level').notNull(),
  subscriptionType: text('subscription_type'),
  price: integer('price').notNull(),
  currency: text('currency').notNull().default('USD'),
  durationDays: integer('duration_days'),
  credits: integer('credits').notNull().default(0),
  active: boolean('active').notNull().default(true),
  createdAt: createdAt(),
});

/**
 * Codes from deal channels (oncely, appsumo) and AppSumo license keys: one use each. A code is
 * kept as issued and found whatever the case it is typed in, so no two codes may differ by case
 * alone (the upper-case index, which also serves the look-up).
 */
export const redemptionCodes = pgTable(
  'redemption_codes',
  {
    code: text('code').primaryKey(),
    channel: text('channel').$type<'oncely' | 'appsumo'>().notNull(),
    planId: text('plan_id')
      .notNull()
      .references(() => plans.id),
    createdAt: createdAt(),
    redeemedBy: integer('redeemed_by').references(() => users.id, { onDelete: 'set null' }),
    redeemedAt: time('redeemed_at'),
    /** After this moment the code is refused; none: it never expires (a channel's license key). */
    expiresAt: time('expires_at'),
  },
  (table) => [uniqueIndex('redemption_codes_upper_code_key').on(sql`upper(${table.code})`)],
);

export const coupons = pgTable(
  'coupons',
  {
    code: text('code').primaryKey(),
    percentOff: integer('percent_off'),
    amountOff: integer('amount_off'),
    expiresAt: time('expires_at'),
    maxRedemptions: integer('max_redemptions'),
    timesRedeemed: integer('times_redeemed').notNull().default(0),
    /** The coupon the popup offers free users (at most one: `captio admin coupon offer`). */
    offered: boolean('offered').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    check(
      'coupons_one_discount',
      sql`(${table.percentOff} IS NULL) <> (${table.amountOff} IS NULL)`,
    ),
  ],
);

export const payments = pgTable(
  'payments',
  {
    transactionId: text('transaction_id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: text('plan_id')
      .notNull()
      .references(() => plans.id),
    provider: text('provider').notNull(),
    /** The provider's own id of the checkout, when it has one. */
    providerRef: text('provider_ref'),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    couponCode: text('coupon_code'),
    status: text('status')
      .$type<'pending' | 'completed' | 'failed' | 'cancelled'>()
      .notNull()
      .default('pending'),
    createdAt: createdAt(),
    completedAt: time('completed_at'),
  },
  (table) => [index('payments_user_id_idx').on(table.userId)],
);

export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    keyHash: text('key_hash').notNull(),
    createdAt: createdAt(),
    lastUsedAt: time('last_used_at'),
    revokedAt: time('revoked_at'),
  },
  (table) => [
    uniqueIndex('api_keys_key_hash_key').on(table.keyHash),
    index('api_keys_user_id_idx').on(table.userId),
  ],
);
