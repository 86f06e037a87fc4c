import { AUTO_DETECT, MULTILINGUAL } from '@captio/i18n';
import type { Locale } from '@captio/routing-rules';
import type { TranslatorTranslate } from './catalog.js';
import { primaryTag, translationLanguageName } from './translation-pairs.js';

/**
 * Why a pair is not sent: no engine of this server translates it (the api's own words for its
 * refusal, so the reader hears the same thing before and after sending).
 */
export function pairRefusal(
  t: TranslatorTranslate,
  locale: Locale,
  from: string,
  to: string,
): string {
  // The languages themselves ('en-US' is English here): engines translate between languages.
  const target = translationLanguageName(primaryTag(to), locale);
  if (from === AUTO_DETECT || from === MULTILINGUAL) {
    return t('translator.failure.noEngineInto', { to: target });
  }
  return t('translator.failure.unsupportedPair', {
    from: translationLanguageName(primaryTag(from), locale),
    to: target,
  });
}
