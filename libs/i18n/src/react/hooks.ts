import { useMemo } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type { MessageKey } from '../lib/catalog.js';
import { formatDate, formatFileTime, type DateInput } from '../lib/dates.js';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../lib/locales.js';
import { relativeTime, type RelativeTimeOptions } from '../lib/relative-time.js';
import { formatGb, formatMb } from '../lib/sizes.js';
import {
  resolveValues,
  type MessageDescriptor,
  type MessageValues,
  type Translate,
} from '../lib/translator.js';

/** The interface locale of the nearest I18nProvider. */
export function useLocale(): Locale {
  const { locale } = useIntl();
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
}

function translator(intl: IntlShape): Translate {
  const translate = (keyOrDescriptor: MessageKey | MessageDescriptor, values?: MessageValues) => {
    const { key, values: given } =
      typeof keyOrDescriptor === 'string' ? { key: keyOrDescriptor, values } : keyOrDescriptor;
    return intl.formatMessage({ id: key }, resolveValues(given, translate));
  };
  return translate as Translate;
}

/**
 * `t(key, values)` or `t(descriptor)` in the current locale. Keys are checked against the
 * English catalog at compile time: `t('cookie.titel')` does not compile.
 */
export function useT(): Translate {
  const intl = useIntl();
  return useMemo(() => translator(intl), [intl]);
}

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
