// What the web app and the api use: the client and its options, the transport helpers an app
// calls (uploads, polling, progress, images), and the contract. The pieces those helpers are
// built of (header and toast decisions, timing and quality tables, data-URL parsing) stay
// inside; the package's tests import them from their files.

export { type ApiClient, type ApiClientOptions, createApiClient } from './lib/client.js';
export { type Credentials, requestHeaders } from './lib/interceptors/auth-headers.js';
export { type InterceptorOptions, installInterceptors } from './lib/interceptors/interceptors.js';
export type { CaptioRequestOptions } from './lib/interceptors/request-config.js';
export {
  type FailureToast,
  type TranslateUnknownError,
  DEFAULT_QUIET_PATHS,
} from './lib/interceptors/failure-toast.js';
export { ERROR_TOAST_MS } from './lib/interceptors/error-toast-ms.js';
export {
  type LocalizedQuietFailure,
  type QuietFailure,
  DEFAULT_QUIET_FAILURES,
  DOWNLOAD_FAILED,
  TASK_NOT_FINISHED,
  TRANSLATION_NOT_FINISHED,
} from './lib/interceptors/quiet-failures.js';
export { httpStatusOf } from './lib/interceptors/http-status-of.js';
export {
  type UploadOptions,
  type UploadState,
  type UploadSuccess,
  uploadFile,
} from './lib/upload/upload.js';
export { type UploadErrorType, UploadError } from './lib/upload/upload-error.js';
export {
  type UploadEnvironment,
  UPLOAD_ENVIRONMENT_HEADER,
  uploadEnvironment,
} from './lib/upload/upload-environment.js';
export type {
  UploadConnection,
  UploadEvents,
  UploadTransport,
} from './lib/upload/upload-transport.js';
export {
  type Endpoint,
  type EndpointAuth,
  type EndpointInput,
  type EndpointParsed,
  type EndpointResponse,
  type HttpMethod,
  defineEndpoint,
  fillPath,
} from './lib/endpoint.js';
export { type PollOptions, PollLimitError, poll } from './lib/polling/poll.js';
export {
  type ProgressTicker,
  type ProgressTickerOptions,
  createProgressTicker,
} from './lib/progress/progress-ticker.js';
export type { Size } from './lib/image/fit-within.js';
export { dataUrlToBlob } from './lib/image/data-url.js';
export { type ImageErrorCode, ImageError } from './lib/image/image-error.js';
export { type CompressImageOptions, compressImage } from './lib/image/canvas-jpeg.js';
export { type EndpointName, type Endpoints, endpoints } from './lib/contract/index.js';
export { canonicalTimeZone } from './lib/contract/time-zone.js';
export {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  profileChangesSchema,
  sessionDataSchema,
} from './lib/contract/auth.js';
export { pointEntrySchema } from './lib/contract/credits.js';
export { versionSchema } from './lib/contract/versions.js';
export { type CloudFile, cloudFileSchema } from './lib/contract/drive.js';
export {
  ARTICLE_FIELDS,
  type ArticleField,
  articleFieldSchema,
  EXPORT_CONTENTS,
  type ExportContent,
  EXPORT_FORMATS,
  type ExportFormat,
  type ExportQuery,
  exportQuerySchema,
  exportUrl,
  fileHashSchema,
  type MediaFile,
  mediaFileSchema,
  mediaUrl,
  MODEL_FAMILY,
  modelIdSchema,
  speakerNamesSchema,
  speechEngineSchema,
  TASK_MODE,
  TASK_STAGES,
  TASK_STATUSES,
  type Task,
  taskEventsUrl,
  SUBTITLE_TRACK_ENGINE,
  taskLanguageSchema,
  taskModeSchema,
  taskSchema,
  type TaskStage,
  type TaskStatus,
  thumbnailUrl,
  type TranscriptLine,
  transcriptLineSchema,
  transcriptLinesSchema,
  type TranscriptResult,
  transcriptResultHeadSchema,
  transcriptResultSchema,
  writingEngineSchema,
  type WritingQuality,
  writingQualitySchema,
} from './lib/contract/transcription.js';
export {
  startedMinutes,
  TASK_CREDITS_PER_MINUTE,
  taskCreditCost,
  TRANSLATION_CREDITS_PER_MINUTE,
  translationCreditCost,
} from './lib/contract/task-prices.js';
export { CONTRACT_MESSAGES, type ContractMessageKey } from './lib/contract/contract-messages.js';
export {
  type TranslationEngineRef,
  type TranslationQuality,
  type TranslationState,
  TRANSLATION_QUALITIES,
  TRANSLATION_STAGES,
  TRANSLATION_STATUSES,
  translationEngineRefSchema,
  translationLanguageSchema,
  translationQualitySchema,
  translationStateSchema,
} from './lib/contract/translation-state.js';
export {
  type LanguagePair,
  type TranslationEngineInfo,
  type TranslationExportQuery,
  languagePairSchema,
  MAX_SUBTITLE_CUES,
  MAX_SUBTITLE_TEXT,
  translationEngineSchema,
  translationExportQuerySchema,
  translationExportUrl,
} from './lib/contract/translation.js';
export { linkUrlSchema } from './lib/contract/link-url.js';
export {
  DOWNLOAD_FORMATS,
  DOWNLOAD_STATUSES,
  type Download,
  type DownloadFormat,
  type DownloadStatus,
  downloadEventsUrl,
  downloadFileUrl,
  downloadSchema,
  LINK_SITES,
  LINK_SUBTITLE_FORMATS,
  type LinkInfo,
  linkInfoSchema,
  type LinkSite,
  type LinkSubtitleFormat,
  type LinkSubtitleRequest,
  linkSubtitleRequestSchema,
  linkSubtitlesPath,
  type SubtitleTrack,
  subtitleTrackSchema,
} from './lib/contract/links.js';
export {
  type LinkSubtitleFile,
  attachmentName,
  fetchLinkSubtitle,
} from './lib/links/link-subtitle.js';
export { apiKeySchema } from './lib/contract/api-keys.js';
export {
  type Coupon,
  type PaymentStatus,
  type Plan,
  type RedeemChannel,
  type Transaction,
  couponSchema,
  paymentStatusSchema,
  planSchema,
  redeemChannelSchema,
  transactionSchema,
} from './lib/contract/billing.js';
export {
  type Failure,
  type FieldError,
  failureSchema,
  fieldErrorSchema,
  isoDateSchema,
  success,
} from './lib/schemas/envelope.js';
export {
  type GlobalFree,
  type LocaleCode,
  type UserData,
  LEVEL,
  LOCALE_CODES,
  freeDataSchema,
  globalFreeSchema,
  levelDataSchema,
  levelPointSchema,
  levelSchema,
  localeSchema,
  userDataSchema,
  viewsPreferenceSchema,
} from './lib/schemas/user.js';
