export {
  DEFAULT_LOCALE,
  isLocale,
  isLocalized,
  LOCALES,
  stripLocale,
  withLocale,
} from './lib/locales.js';
export type { Locale } from './lib/locales.js';

export { resolve } from './lib/resolve.js';
export type {
  NotFoundResolution,
  PageResolution,
  RedirectResolution,
  Resolution,
  ResolveOptions,
} from './lib/resolve.js';

export { pathTo } from './lib/path-to.js';
export type { PathParams } from './lib/path-to.js';

export { FIXED_PAGE_NAMES, PAGE_NAMES, PATTERN_PAGE_NAMES } from './lib/route-table.js';
export type { FixedPageName, PageName, PatternPageName } from './lib/route-table.js';

export {
  AUDIO_FILE_EXTENSIONS,
  DEAL_CODES,
  GENERATOR_FORMATS,
  MEDIA_FILE_EXTENSIONS,
  OUTPUT_FORMATS,
  SNS_SITES,
  SUBTITLE_FORMATS,
  TEXT_CONVERTER_MEDIA,
  TRANSLATOR_MEDIA,
  VIDEO_FILE_EXTENSIONS,
} from './lib/params.js';
export type {
  GeneratorFormat,
  MediaFileExtension,
  OutputFormat,
  SnsSite,
  SubtitleFormat,
  TextConverterMedia,
  TranslatorMedia,
} from './lib/params.js';

export { SPOKEN_LANGUAGES, spokenLanguageCode } from './lib/languages.js';
export type { SpokenLanguage, SpokenLanguageName } from './lib/languages.js';

export {
  checksLogin,
  hasLayout,
  hidesSupportWidget,
  requiresLogin,
  showsCookieBanner,
} from './lib/page-traits.js';

export {
  afterSignin,
  dealCodeGuard,
  GUARDS,
  loginGuard,
  maintenanceGuard,
  RETURN_PARAM,
  runGuards,
  serverRedirectGuard,
  signedInGuard,
} from './lib/guards.js';
export type { Guard, GuardName, GuardOutcome, GuardRedirect, GuardState } from './lib/guards.js';
