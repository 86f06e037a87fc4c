// The package root: pure TypeScript, no React and no DOM, so the api imports it too.
// React bindings live in '@captio/i18n/react'.
export {
  DEFAULT_LOCALE,
  isLocale,
  LOCALE_NATIVE_NAMES,
  LOCALES,
  matchLocale,
  negotiateLocale,
} from './lib/locales.js';
export type { Locale } from './lib/locales.js';

export { loadMessages } from './lib/catalog.js';
export type { MessageKey, Messages } from './lib/catalog.js';

export { createTranslator, formatMessage, isMessageDescriptor } from './lib/translator.js';
export type {
  MessageDescriptor,
  MessageValue,
  MessageValues,
  Translate,
} from './lib/translator.js';

export {
  clearLocaleCookie,
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE,
  parseLocaleCookie,
  serializeLocaleCookie,
} from './lib/locale-cookie.js';
export type { LocaleCookieOptions } from './lib/locale-cookie.js';
export { readCookie } from './lib/read-cookie.js';

export {
  DAYJS_LOCALES,
  dayjsLocale,
  FILE_TIME_FORMAT,
  formatDate,
  formatFileTime,
  startOfWeek,
  toDate,
  WEEK_START,
  weekStart,
} from './lib/dates.js';
export type { DateInput } from './lib/dates.js';

export {
  dailyResetCountdown,
  nextMidnight,
  relativeTime,
  relativeTimeParts,
} from './lib/relative-time.js';
export type {
  RelativeTimeOptions,
  RelativeTimeParts,
  ResetCountdown,
} from './lib/relative-time.js';

export {
  bytesToGb,
  bytesToMb,
  formatFileSize,
  formatGb,
  formatMb,
  round2,
  storagePercent,
} from './lib/sizes.js';

export { FREE_QUOTA, freeUsesLabel, planLabel, uploadErrorLabel } from './lib/labels.js';
export type {
  FreeUsesInput,
  PlanLabelInput,
  UploadErrorInput,
  UploadErrorType,
} from './lib/labels.js';

export {
  AUTO_DETECT,
  findLanguage,
  LANGUAGES,
  languageName,
  MULTILINGUAL,
  searchLanguages,
  selectableLanguages,
  sortLanguages,
} from './lib/languages/languages.js';
export type { Language, LanguageChoiceContext } from './lib/languages/languages.js';
