import { readFileSync } from 'node:fs';
import { createTranslator } from '@captio/i18n';
import type { Locale } from '@captio/routing-rules';
import { describe, expect, it } from 'vitest';
import type { TranslatorTranslate } from './catalog.js';
import { translationSignUpWords } from './sign-up-words.js';
import { translationFailureText } from './translation-failures.js';

function catalog(path: string, locale: Locale): Record<string, string> {
  return JSON.parse(
    readFileSync(new URL(`${path}/${locale}.json`, import.meta.url), 'utf8'),
  ) as Record<string, string>;
}

function translatorT(locale: Locale): TranslatorTranslate {
  const translate = createTranslator(locale, catalog('./messages', locale) as never);
  return (key, values) => translate(key as never, values as never);
}

/** Each locale's word for a credit, which the transcription's sign-up words never use. */
const CREDIT: [Locale, string][] = [
  ['en-US', 'credit'],
  ['zh-CN', '积分'],
  ['zh-TW', '點數'],
  ['ja-JP', 'クレジット'],
  ['ko-KR', '크레딧'],
  ['fr-FR', 'crédit'],
  ['de-DE', 'Credit'],
  ['es-ES', 'crédito'],
  ['pt-PT', 'crédito'],
  ['it-IT', 'credit'],
  ['ru-RU', 'кредит'],
];

describe('what a visitor past the free uses is told on the translators', () => {
  it('says in English that an account pays translations in credits, and offers the prices', () => {
    const t = translatorT('en-US');
    expect(translationSignUpWords(t)).toEqual({
      title: 'Translations cost credits with an account',
      body: 'You have used the 3 free uses for visitors. With an account, a translation costs 1 credit per started minute of the subtitles: sign up, then buy credits to keep translating.',
      action: 'Sign up',
      pricing: 'See prices',
    });
    expect(translationFailureText({ kind: 'freeUsesExhausted' }, t, 'en-US')).toBe(
      'You have used all your free uses. With an account, a translation costs 1 credit per started minute: sign up, then buy credits.',
    );
  });

  it('says of a recording that its translation costs credits on top of the transcription', () => {
    expect(translationSignUpWords(translatorT('en-US'), 'recording').body).toBe(
      'You have used the 3 free uses for visitors. With an account, translating a recording costs 1 credit per started minute of it, on top of the transcription: sign up, then buy credits to keep translating.',
    );
  });

  it.each(CREDIT)(
    'speaks of credits in %s, never of transcribing on for free',
    (locale, credit) => {
      const t = translatorT(locale);
      const transcription = catalog('../transcribe/messages', locale);
      const failure = translationFailureText({ kind: 'freeUsesExhausted' }, t, locale);
      const english = translationSignUpWords(translatorT('en-US'), 'recording');
      for (const of of ['subtitles', 'recording'] as const) {
        const words = translationSignUpWords(t, of);
        for (const text of [words.title, words.body, failure]) expect(text).toContain(credit);
        expect(words.body).toContain('1');
        expect(words.body).not.toContain('{');
        expect(words.action).not.toBe(transcription['transcribe.signUp.action']);
        expect(words.pricing).toBeTruthy();
        if (locale !== 'en-US') expect(words.body).not.toBe(english.body);
      }
      expect(translationSignUpWords(t, 'recording').body).not.toBe(translationSignUpWords(t).body);
    },
  );
});
