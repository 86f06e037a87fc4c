import { FREE_QUOTA } from '@captio/i18n';
import type { SignUpWords } from '../transcribe/SignUpPrompt.js';
import type { TranslatorTranslate } from './catalog.js';

/**
 * What the sign-up dialog says to a visitor past the free uses who asked a translation. A free
 * account's daily runs are transcriptions: its translations cost credits, so the dialog says
 * that and leads to the prices too, instead of promising to go on for free.
 */
export function translationSignUpWords(
  t: TranslatorTranslate,
  of: 'subtitles' | 'recording' = 'subtitles',
): SignUpWords {
  return {
    title: t('translator.signUp.title'),
    body: t(of === 'subtitles' ? 'translator.signUp.body' : 'translator.signUp.mediaBody', {
      total: FREE_QUOTA,
    }),
    action: t('translator.signUp.action'),
    pricing: t('translator.signUp.pricing'),
  };
}
