export { type ApiClient, type ApiClientOptions, createApiClient } from './lib/client.js';
export {
  type Credentials,
  acceptLanguage,
  credentialsFor,
  isAuthenticatedCall,
  requestHeaders,
} from './lib/interceptors/auth-headers.js';
export { type InterceptorOptions, installInterceptors } from './lib/interceptors/interceptors.js';
export type { CaptioRequestOptions } from './lib/interceptors/request-config.js';
export {
  type FailureToast,
  type FailureToastInput,
  type TranslateUnknownError,
  DEFAULT_QUIET_PATHS,
  ERROR_TOAST_MS,
  UNKNOWN_ERROR_FALLBACK,
  failureToast,
} from './lib/interceptors/failure-toast.js';
export {
  type LocalizedQuietFailure,
  type QuietFailure,
  DEFAULT_QUIET_FAILURES,
  DOWNLOAD_FAILED,
  TASK_NOT_FINISHED,
  TRANSLATION_NOT_FINISHED,
  isQuietFailure,
} from './lib/interceptors/quiet-failures.js';
export { httpStatusOf } from './lib/interceptors/http-status-of.js';
export {
  type UploadOptions,
  type UploadState,
  type UploadSuccess,
  UPLOAD_SUCCESS_STATUSES,
  uploadFile,
} from './lib/upload/upload.js';
export { type UploadErrorType, UploadError } from './lib/upload/upload-error.js';
export {
  type UploadEnvironment,
  UPLOAD_ENVIRONMENT_HEADER,
  uploadEnvironment,
} from './lib/upload/upload-environment.js';
export {
  type UploadConnection,
  type UploadEvents,
  type UploadTransport,
  xhrUploadTransport,
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
export {
  type PollOptions,
  DEFAULT_POLL_INTERVAL_MS,
  POLL_MAX_ATTEMPTS,
  PollLimitError,
  poll,
} from './lib/polling/poll.js';
export {
  ESTIMATE_CEILING,
  PROGRESS_PUBLISH_MS,
  PROGRESS_TICK_MS,
  estimatedProgress,
} from './lib/progress/estimated-progress.js';
export {
  type ProgressTicker,
  type ProgressTickerOptions,
  createProgressTicker,
} from './lib/progress/progress-ticker.js';
export { type Size, MAX_IMAGE_SIZE, fitWithin } from './lib/image/fit-within.js';
export {
  type CompressedImage,
  type JpegEncoder,
  JPEG_QUALITY_STEPS,
  compressToSize,
} from './lib/image/jpeg-quality.js';
export {
  type DecodedDataUrl,
  BASE64_SEPARATOR,
  dataUrlToBlob,
  parseBase64DataUrl,
} from './lib/image/data-url.js';
export { type ImageErrorCode, ImageError } from './lib/image/image-error.js';
export {
  type CompressImageOptions,
  type DecodedImage,
  canvasJpegEncoder,
  compressImage,
  loadImage,
} from './lib/image/canvas-jpeg.js';
export { type EndpointName, type Endpoints, endpoints } from './lib/contract/index.js';
export {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  canonicalTimeZone,
  profileChangesSchema,
  sessionDataSchema,
} from './lib/contract/auth.js';
export { pointEntrySchema } from './lib/contract/credits.js';
export { versionSchema } from './lib/contract/versions.js';
export { type CloudFile, cloudFileSchema } from './lib/contract/drive.js';
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
