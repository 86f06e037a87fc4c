import { useMemo } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type { MessageKey } from '../lib/catalog.js';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../lib/locales.js';
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

/** The translator of an intl object (useT's, and useFormat's `t`). */
export function translator(intl: IntlShape): Translate {
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
