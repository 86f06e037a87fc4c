import { formatDate, toDate, type DateInput } from './dates.js';
import { DEFAULT_LOCALE, type Locale } from './locales.js';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Which words relativeTimeParts picks for a moment, with the count where there is one. */
export type RelativeTimeParts =
  | { unit: 'now' }
  | { unit: 'minutes'; value: number }
  | { unit: 'hours'; value: number }
  | { unit: 'yesterday' }
  | { unit: 'date' };

/**
 * The rule on elapsed time: under 30 s is now; under an hour, whole minutes; under a
 * day, whole hours; under two days, yesterday; otherwise the date. A moment slightly ahead of
 * `now` (clock skew between server and browser) is still now; further ahead, the date.
 */
export function relativeTimeParts(input: DateInput, now: DateInput): RelativeTimeParts {
  const elapsed = toDate(now).getTime() - toDate(input).getTime();
  if (Math.abs(elapsed) < 30 * SECOND) return { unit: 'now' };
  if (elapsed < 0) return { unit: 'date' };
  // 30 to 59 seconds reads "1 minute ago", never "0 minutes ago".
  if (elapsed < HOUR) return { unit: 'minutes', value: Math.max(1, Math.floor(elapsed / MINUTE)) };
  if (elapsed < DAY) return { unit: 'hours', value: Math.floor(elapsed / HOUR) };
  if (elapsed < 2 * DAY) return { unit: 'yesterday' };
  return { unit: 'date' };
}

/**
 * "Now" as people say it about something that just happened. CLDR's word for the zero offset
 * ("now", "jetzt", "现在") reads as the present moment rather than "just now", so this one
 * word is ours; every other word comes from CLDR.
 */
const JUST_NOW: Readonly<Record<Locale, string>> = {
  'en-US': 'just now',
  'zh-CN': '刚刚',
  'zh-TW': '剛剛',
  'es-ES': 'ahora mismo',
  'pt-PT': 'agora mesmo',
  'fr-FR': 'à l’instant',
  'de-DE': 'gerade eben',
  'it-IT': 'proprio ora',
  'ja-JP': 'たった今',
  'ko-KR': '방금',
  'ru-RU': 'только что',
};

export interface RelativeTimeOptions {
  /** dayjs format for moments two days old or more. Default `'LL'` (May 3, 2025). */
  dateFormat?: string;
  /** Upper-case the first letter, for a text that stands alone (a list cell, a tooltip). */
  capitalize?: boolean;
}

/**
 * How long ago `input` was, seen from `now`, in the locale's words: "just now",
 * "5 minutes ago", "3 hours ago", "yesterday", or the date. Minutes, hours and yesterday come
 * from CLDR (Intl.RelativeTimeFormat), so the plural forms are right in every locale
 * ("5 минут назад", "2 минуты назад"); the date is formatted with the locale's dayjs data.
 */
export function relativeTime(
  input: DateInput,
  now: DateInput,
  locale: Locale = DEFAULT_LOCALE,
  options: RelativeTimeOptions = {},
): string {
  const parts = relativeTimeParts(input, now);
  const words = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  let text: string;
  switch (parts.unit) {
    case 'now':
      text = JUST_NOW[locale] ?? JUST_NOW[DEFAULT_LOCALE];
      break;
    case 'minutes':
      text = words.format(-parts.value, 'minute');
      break;
    case 'hours':
      text = words.format(-parts.value, 'hour');
      break;
    case 'yesterday':
      text = words.format(-1, 'day');
      break;
    case 'date':
      text = formatDate(input, options.dateFormat ?? 'LL', locale);
      break;
    default:
      return exhaustive(parts);
  }
  return options.capitalize ? text.charAt(0).toLocaleUpperCase(locale) + text.slice(1) : text;
}

function exhaustive(value: never): never {
  throw new Error(`Unhandled relative time ${JSON.stringify(value)}`);
}

/** Time left until the daily free quota resets, at the next local midnight. */
export interface ResetCountdown {
  /** Milliseconds until midnight, in (0, 24 h]. */
  ms: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** `HH:mm:ss`, seconds rounded up so that it reads 00:00:01 in the last second. */
  text: string;
}

/**
 * The next midnight after `now` in the local time zone, where the daily reset countdown ends.
 * Built from the calendar date, not by adding 24 hours, so days of 23 or 25 hours (clock
 * changes) count right.
 */
export function nextMidnight(now: DateInput): Date {
  const date = toDate(now);
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + 1, 0, 0, 0, 0);
}

export function dailyResetCountdown(now: DateInput): ResetCountdown {
  const ms = nextMidnight(now).getTime() - toDate(now).getTime();
  const totalSeconds = Math.ceil(ms / SECOND);
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return { ms, hours, minutes, seconds, text: `${pad(hours)}:${pad(minutes)}:${pad(seconds)}` };
}
