// Apart from useT: the date formats carry dayjs and every locale's calendar words, which a page
// that shows no date must not download.
import { useMemo } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { formatDate, formatFileTime, type DateInput } from '../lib/dates.js';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../lib/locales.js';
import { relativeTime, type RelativeTimeOptions } from '../lib/relative-time.js';
import { formatGb, formatMb } from '../lib/sizes.js';
import type { Translate } from '../lib/translator.js';
import { translator } from './hooks.js';

export interface Format {
  locale: Locale;
  t: Translate;
  /** A date in a dayjs format, in the locale's words. */
  date: (input: DateInput, format: string) => string;
  /** YYYY-MM-DD HH:mm, as cloud file items show it. */
  fileTime: (input: DateInput) => string;
  /** The relative time (now, minutes, hours, yesterday, a date) from `now` (default: now). */
  relativeTime: (input: DateInput, now?: DateInput, options?: RelativeTimeOptions) => string;
  /** Bytes as GB with 2 decimals, in the locale's number format and unit. */
  gb: (bytes: number | null | undefined) => string;
  /** Bytes as MB with 2 decimals, in the locale's number format and unit. */
  mb: (bytes: number | null | undefined) => string;
  /** A number in the locale's format (react-intl's formatNumber). */
  number: IntlShape['formatNumber'];
}

/** Locale-bound formatters for the texts around messages: dates, sizes, counts. */
export function useFormat(): Format {
  const intl = useIntl();
  const locale = isLocale(intl.locale) ? intl.locale : DEFAULT_LOCALE;
  return useMemo(
    () => ({
      locale,
      t: translator(intl),
      date: (input, format) => formatDate(input, format, locale),
      fileTime: formatFileTime,
      relativeTime: (input, now = new Date(), options) => relativeTime(input, now, locale, options),
      gb: (bytes) => formatGb(bytes, locale),
      mb: (bytes) => formatMb(bytes, locale),
      number: intl.formatNumber,
    }),
    [intl, locale],
  );
}
