// The names the web app and the api import. Removing or renaming one is a breaking change, and
// exporting an internal makes it one to keep: this test makes either a deliberate act.
import { describe, expect, it } from 'vitest';
import * as api from './index.js';
import * as node from './node.js';
import * as testing from './testing.js';
import { userDataSchema } from './lib/schemas/user.js';

/** The exported types: removing one fails the typecheck. */
export type PublicTypes = [
  api.ApiClient,
  api.ApiClientOptions,
  api.CaptioRequestOptions,
  api.CloudFile,
  api.CompressImageOptions,
  api.Coupon,
  api.Credentials,
  api.Endpoint,
  api.EndpointAuth,
  api.EndpointInput<api.Endpoint>,
  api.EndpointName,
  api.EndpointParsed<api.Endpoint>,
  api.EndpointResponse<api.Endpoint>,
  api.Endpoints,
  api.ExportContent,
  api.ExportFormat,
  api.ExportQuery,
  api.Failure,
  api.FailureToast,
  api.FieldError,
  api.GlobalFree,
  api.HttpMethod,
  api.ImageErrorCode,
  api.InterceptorOptions,
  api.LocaleCode,
  api.LocalizedQuietFailure,
  api.MediaFile,
  api.PaymentStatus,
  api.Plan,
  api.PollOptions<unknown>,
  api.ProgressTicker,
  api.ProgressTickerOptions,
  api.QuietFailure,
  api.RedeemChannel,
  api.Size,
  api.Task,
  api.TaskStage,
  api.TaskStatus,
  api.Transaction,
  api.TranscriptLine,
  api.TranscriptResult,
  api.TranslateUnknownError,
  api.LanguagePair,
  api.TranslationEngineInfo,
  api.TranslationEngineRef,
  api.TranslationExportQuery,
  api.TranslationQuality,
  api.TranslationState,
  api.UploadConnection,
  api.UploadEnvironment,
  api.UploadErrorType,
  api.UploadEvents,
  api.UploadOptions,
  api.UploadState,
  api.UploadSuccess,
  api.ArticleField,
  api.WritingQuality,
  api.UploadTransport,
  api.UserData,
  api.Download,
  api.DownloadFormat,
  api.DownloadStatus,
  api.LinkInfo,
  api.LinkSite,
  api.LinkSubtitleFile,
  api.LinkSubtitleFormat,
  api.LinkSubtitleRequest,
  api.SubtitleTrack,
];

const FUNCTIONS = [
  'attachmentName',
  'downloadEventsUrl',
  'downloadFileUrl',
  'fetchLinkSubtitle',
  'canonicalTimeZone',
  'compressImage',
  'createApiClient',
  'createProgressTicker',
  'dataUrlToBlob',
  'defineEndpoint',
  'exportUrl',
  'fillPath',
  'httpStatusOf',
  'installInterceptors',
  'mediaUrl',
  'poll',
  'requestHeaders',
  'success',
  'startedMinutes',
  'taskCreditCost',
  'translationCreditCost',
  'taskEventsUrl',
  'thumbnailUrl',
  'translationExportUrl',
  'uploadEnvironment',
  'uploadFile',
];
const CLASSES = ['ImageError', 'PollLimitError', 'UploadError'];
const SCHEMAS = [
  'downloadSchema',
  'linkInfoSchema',
  'linkSubtitleRequestSchema',
  'linkUrlSchema',
  'subtitleTrackSchema',
  'apiKeySchema',
  'articleFieldSchema',
  'cloudFileSchema',
  'couponSchema',
  'exportQuerySchema',
  'failureSchema',
  'fieldErrorSchema',
  'fileHashSchema',
  'freeDataSchema',
  'globalFreeSchema',
  'isoDateSchema',
  'levelDataSchema',
  'levelPointSchema',
  'levelSchema',
  'localeSchema',
  'mediaFileSchema',
  'modelIdSchema',
  'paymentStatusSchema',
  'planSchema',
  'pointEntrySchema',
  'profileChangesSchema',
  'redeemChannelSchema',
  'sessionDataSchema',
  'speakerNamesSchema',
  'speechEngineSchema',
  'taskLanguageSchema',
  'taskModeSchema',
  'taskSchema',
  'transactionSchema',
  'transcriptLineSchema',
  'transcriptLinesSchema',
  'transcriptResultHeadSchema',
  'transcriptResultSchema',
  'languagePairSchema',
  'translationEngineRefSchema',
  'translationEngineSchema',
  'translationExportQuerySchema',
  'translationLanguageSchema',
  'translationQualitySchema',
  'translationStateSchema',
  'userDataSchema',
  'versionSchema',
  'viewsPreferenceSchema',
  'writingEngineSchema',
  'writingQualitySchema',
];
const CONSTANTS = [
  'DOWNLOAD_FORMATS',
  'DOWNLOAD_STATUSES',
  'LINK_SITES',
  'LINK_SUBTITLE_FORMATS',
  'linkSubtitlesPath',
  'ARTICLE_FIELDS',
  'CONTRACT_MESSAGES',
  'DEFAULT_QUIET_FAILURES',
  'DEFAULT_QUIET_PATHS',
  'DOWNLOAD_FAILED',
  'ERROR_TOAST_MS',
  'EXPORT_CONTENTS',
  'EXPORT_FORMATS',
  'MAX_SUBTITLE_CUES',
  'MAX_SUBTITLE_TEXT',
  'LEVEL',
  'LOCALE_CODES',
  'MODEL_FAMILY',
  'PASSWORD_MAX_LENGTH',
  'PASSWORD_MIN_LENGTH',
  'SUBTITLE_TRACK_ENGINE',
  'TASK_CREDITS_PER_MINUTE',
  'TRANSLATION_CREDITS_PER_MINUTE',
  'TASK_MODE',
  'TASK_NOT_FINISHED',
  'TASK_STAGES',
  'TASK_STATUSES',
  'TRANSLATION_NOT_FINISHED',
  'TRANSLATION_QUALITIES',
  'TRANSLATION_STAGES',
  'TRANSLATION_STATUSES',
  'UPLOAD_ENVIRONMENT_HEADER',
  'endpoints',
];

describe('public API', () => {
  it('exports exactly the documented names', () => {
    expect(Object.keys(api).sort()).toEqual(
      [...FUNCTIONS, ...CLASSES, ...SCHEMAS, ...CONSTANTS].sort(),
    );
  });

  it('the Node entry exports the Node upload transport only', () => {
    expect(Object.keys(node)).toEqual(['nodeUploadTransport']);
    expect(typeof node.nodeUploadTransport).toBe('function');
  });

  it('the testing entry exports a user fixture the contract accepts', () => {
    expect(Object.keys(testing)).toEqual(['userData']);
    expect(userDataSchema.safeParse(testing.userData()).success).toBe(true);
    expect(testing.userData({ level: 3 }).level).toBe(3);
  });

  it.each([...FUNCTIONS, ...CLASSES])('%s is a function', (name) => {
    expect(typeof (api as Record<string, unknown>)[name]).toBe('function');
  });

  it.each(SCHEMAS)('%s is a zod schema', (name) => {
    const schema = (api as Record<string, unknown>)[name];
    expect(schema).toHaveProperty('safeParse');
  });

  it('keeps the spec values', () => {
    expect(api.ERROR_TOAST_MS).toBe(3000);
    expect(api.DEFAULT_QUIET_PATHS).toEqual(['/api/subtitle/log/']);
    expect(api.UPLOAD_ENVIRONMENT_HEADER).toBe('X-Upload-Environment');
    expect(api.LOCALE_CODES).toHaveLength(11);
  });
});
