import { languageName, uploadErrorLabel, type Translate } from '@captio/i18n';
import type { Locale } from '@captio/routing-rules';
import type { TranslatorTranslate } from '../translate/catalog.js';
import { pairRefusal } from '../translate/pair-refusal.js';
import type { TranscribeKey, TranscribeTranslate } from './catalog.js';
import type { StartFailure } from './failures.js';

export interface FailureTexts {
  /** The transcribe area's texts. */
  t: TranscribeTranslate;
  /** The shell's (the upload errors' texts live there). */
  shell: Translate;
  /** The translator's texts, for a translator page's refused pair. */
  translator: TranslatorTranslate;
  locale: Locale;
  fileName: string | undefined;
}

const PLAIN: Partial<Record<StartFailure['kind'], TranscribeKey>> = {
  noFile: 'transcribe.failure.noFile',
  insufficientCredits: 'transcribe.failure.credits',
  freeUsesExhausted: 'transcribe.failure.freeUses',
  unreachable: 'transcribe.failure.unreachable',
};

/** The sentence the form shows for a failure, in the page's language. */
export function failureText(failure: StartFailure, texts: FailureTexts): string {
  const { t, shell, locale } = texts;
  switch (failure.kind) {
    case 'upload':
      return shell(uploadErrorLabel(failure));
    case 'tooLarge':
      // The api writes it in the request's language and names the limit; keep it as it is.
      return failure.message ?? t('transcribe.failure.tooLarge');
    case 'notMedia':
      return t('transcribe.failure.notMedia', { name: texts.fileName ?? '' });
    case 'unsupportedLanguage':
      return t('transcribe.failure.unsupported', {
        language: languageName(failure.code, locale) ?? failure.code,
      });
    case 'unsupportedPair':
      return pairRefusal(texts.translator, locale, failure.from, failure.to);
    case 'refused':
    case 'planFeature':
      return failure.message;
    default:
      return t(PLAIN[failure.kind] ?? 'transcribe.failure.unreachable');
  }
}
