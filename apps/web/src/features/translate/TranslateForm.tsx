import { useId, useRef, useState } from 'react';
import type { Locale } from '@captio/routing-rules';
import { checkedIndex, useEarlyInput } from '../forms/index.js';
import type { TaskModeName } from '../transcribe/start-store.js';
import { TranscribeStart } from '../transcribe/TranscribeStart.js';
import { useTranslatorT } from './catalog.js';
import { SubtitleTranslate } from './SubtitleTranslate.js';
import { translationSignUpWords } from './sign-up-words.js';
import transcribeStyles from '../transcribe/transcribe.module.css';
import styles from './translate.module.css';

/** What a translator takes: a recording (transcribed, then translated) or a subtitle file. */
export type TranslateKind = 'media' | 'subtitle';
const KINDS: readonly TranslateKind[] = ['media', 'subtitle'];

export interface TranslateFormProps {
  label: string;
  locale: Locale;
  kind: TranslateKind;
  /** The page's languages (/translate-english-media-to-spanish: 'en' and 'es'). */
  from?: string | undefined;
  to?: string | undefined;
  /** The page's own address, to come back to after signing up. */
  returnTo: string;
}

/**
 * A recording's translation is its transcript's: the transcript is made in the modes that keep
 * its lines (an article is not a subtitle file), then translated line by line.
 */
const TRANSLATION_MODES: readonly TaskModeName[] = ['basic', 'speaker'];

/** A translator: a recording through the transcription flow with a target, or a subtitle file. */
export function TranslateForm({ label, locale, kind, from, to, returnTo }: TranslateFormProps) {
  const t = useTranslatorT();
  if (kind === 'subtitle') {
    return (
      <SubtitleTranslate label={label} locale={locale} from={from} to={to} returnTo={returnTo} />
    );
  }
  return (
    <TranscribeStart
      label={label}
      submitLabel={t('translator.submit')}
      locale={locale}
      language={from}
      modes={TRANSLATION_MODES}
      translation={{ target: to }}
      returnTo={returnTo}
      signUpWords={translationSignUpWords(t, 'recording')}
    />
  );
}

/**
 * /services/translate: either tool, as the reader needs. A recording first (what most come
 * with); the choice is a pair of radio buttons that swaps the form below.
 */
export function TranslateTools({
  label,
  locale,
  returnTo,
}: {
  label: string;
  locale: Locale;
  returnTo: string;
}) {
  const t = useTranslatorT();
  const name = useId();
  const [kind, setKind] = useState<TranslateKind>('media');
  const group = useRef<HTMLFieldSetElement>(null);
  useEarlyInput(group, (shown) => KINDS[checkedIndex(shown) ?? -1], kind, setKind);
  return (
    <div>
      <fieldset ref={group} className={`${transcribeStyles['modes']} ${styles['chooser']}`}>
        <legend className={transcribeStyles['legend']}>{t('translator.kind.legend')}</legend>
        <div className={styles['inputChoices']}>
          {KINDS.map((choice) => (
            <label key={choice}>
              <input
                type="radio"
                name={name}
                value={choice}
                checked={kind === choice}
                onChange={() => setKind(choice)}
              />
              {t(choice === 'media' ? 'translator.kind.media' : 'translator.kind.subtitle')}
            </label>
          ))}
        </div>
      </fieldset>
      <TranslateForm key={kind} label={label} locale={locale} kind={kind} returnTo={returnTo} />
    </div>
  );
}
