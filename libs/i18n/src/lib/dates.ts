import dayjs from 'dayjs';
import de from 'dayjs/locale/de.js';
import en from 'dayjs/locale/en.js';
import es from 'dayjs/locale/es.js';
import fr from 'dayjs/locale/fr.js';
import it from 'dayjs/locale/it.js';
import ja from 'dayjs/locale/ja.js';
import ko from 'dayjs/locale/ko.js';
import pt from 'dayjs/locale/pt.js';
import ru from 'dayjs/locale/ru.js';
import zhCn from 'dayjs/locale/zh-cn.js';
import zhTw from 'dayjs/locale/zh-tw.js';
import localizedFormat from 'dayjs/plugin/localizedFormat.js';
import { DEFAULT_LOCALE, type Locale } from './locales.js';
import { toDate, type DateInput } from './to-date.js';

export { toDate, type DateInput };

/** The dayjs locale of each interface locale. */
export const DAYJS_LOCALES: Readonly<Record<Locale, string>> = {
  'en-US': 'en',
  'zh-CN': 'zh-cn',
  'zh-TW': 'zh-tw',
  'es-ES': 'es',
  'pt-PT': 'pt',
  'fr-FR': 'fr',
  'de-DE': 'de',
  'it-IT': 'it',
  'ja-JP': 'ja',
  'ko-KR': 'ko',
  'ru-RU': 'ru',
};

/**
 * First day of the week, 0 = Sunday, 1 = Monday. Monday in most non-English locales; Sunday in
 * English and where the calendars people use start on Sunday (Japan,
 * Korea, Taiwan). Set here explicitly rather than inherited from dayjs's data, so a dayjs
 * upgrade cannot move a calendar column.
 */
export const WEEK_START: Readonly<Record<Locale, 0 | 1>> = {
  'en-US': 0,
  'zh-CN': 1,
  'zh-TW': 0,
  'es-ES': 1,
  'pt-PT': 1,
  'fr-FR': 1,
  'de-DE': 1,
  'it-IT': 1,
  'ja-JP': 0,
  'ko-KR': 0,
  'ru-RU': 1,
};

const DAYJS_LOCALE_DATA: Record<Locale, ILocale> = {
  'en-US': en,
  'zh-CN': zhCn,
  'zh-TW': zhTw,
  'es-ES': es,
  'pt-PT': pt,
  'fr-FR': fr,
  'de-DE': de,
  'it-IT': it,
  'ja-JP': ja,
  'ko-KR': ko,
  'ru-RU': ru,
};

/**
 * The localized formats (LT, LTS, L to LLLL; l to llll are derived from them) of US English.
 * dayjs's `en` locale file carries none: its LocalizedFormat plugin falls back to these for the
 * upper-case tokens only, and derives the lower-case ones from the locale's own, so without
 * them `'lll'` throws in en-US.
 */
const US_FORMATS: ILocale['formats'] = {
  LT: 'h:mm A',
  LTS: 'h:mm:ss A',
  L: 'MM/DD/YYYY',
  LL: 'MMMM D, YYYY',
  LLL: 'MMMM D, YYYY h:mm A',
  LLLL: 'dddd, MMMM D, YYYY h:mm A',
};

/** How a cloud file's creation time is shown: the date and the 24-hour time, to the minute. */
export const FILE_TIME_FORMAT = 'YYYY-MM-DD HH:mm';

let registered = false;

// Registration is deferred to the first call, so importing this module changes no global
// dayjs state; the locales are registered under their usual names without touching the
// global default locale.
function ensureRegistered(): void {
  if (registered) return;
  dayjs.extend(localizedFormat);
  for (const locale of Object.keys(DAYJS_LOCALE_DATA) as Locale[]) {
    const data = DAYJS_LOCALE_DATA[locale];
    // A locale's own formats win; US English fills what it lacks (all of them, for `en`).
    const formats = { ...US_FORMATS, ...data.formats };
    dayjs.locale({ ...data, formats, weekStart: WEEK_START[locale] }, undefined, true);
  }
  registered = true;
}

/** The dayjs locale name for an interface locale, registered and ready for `.locale()`. */
export function dayjsLocale(locale: Locale = DEFAULT_LOCALE): string {
  ensureRegistered();
  return DAYJS_LOCALES[locale] ?? DAYJS_LOCALES[DEFAULT_LOCALE];
}

/** The first day of the week in a locale: 0 Sunday, 1 Monday. */
export function weekStart(locale: Locale = DEFAULT_LOCALE): 0 | 1 {
  return WEEK_START[locale] ?? WEEK_START[DEFAULT_LOCALE];
}

/**
 * A date in a dayjs format, in a locale's words (`'LL'` is `May 3, 2025` in English,
 * `3. Mai 2025` in German, `2025年5月3日` in Chinese), in the local time zone.
 */
export function formatDate(input: DateInput, format: string, locale: Locale = DEFAULT_LOCALE) {
  return dayjs(toDate(input)).locale(dayjsLocale(locale)).format(format);
}

/** A cloud file's creation time as YYYY-MM-DD HH:mm, the same in every locale. */
export function formatFileTime(input: DateInput): string {
  return formatDate(input, FILE_TIME_FORMAT);
}

/** Midnight at the start of the week that holds `input`, by the locale's first weekday. */
export function startOfWeek(input: DateInput, locale: Locale = DEFAULT_LOCALE): Date {
  return dayjs(toDate(input)).locale(dayjsLocale(locale)).startOf('week').toDate();
}
