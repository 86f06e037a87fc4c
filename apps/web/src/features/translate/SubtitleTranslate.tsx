import { type FormEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { formatFileSize } from '@captio/i18n';
import type { Locale } from '@captio/routing-rules';
import { ActionButton } from '@captio/ui-kit';
import { useSession } from '../../state/stores.js';
import { useLandingT } from '../landing/catalog.js';
import { FileDropField } from '../landing/FileDropField.js';
import { readerLanguage } from '../landing/LanguageSelect.js';
import { SUBTITLE_ACCEPT } from '../landing/media-kind.js';
import fieldStyles from '../landing/tool-form.module.css';
import { FailureAlert } from '../transcribe/FailureAlert.js';
import { SignUpPrompt } from '../transcribe/SignUpPrompt.js';
import transcribeStyles from '../transcribe/transcribe.module.css';
import { useTranslatorT } from './catalog.js';
import {
  fittedLanguages,
  initialTarget,
  sourceOptions,
  targetOptions,
} from './language-options.js';
import { LanguageField } from './LanguageField.js';
import { pairRefusal } from './pair-refusal.js';
import { translationSignUpWords } from './sign-up-words.js';
import { primaryTag, translates } from './translation-pairs.js';
import { translationFailureText } from './translation-failures.js';
import { TranslationDownloads } from './TranslationDownloads.js';
import { TranslationProgress } from './TranslationProgress.js';
import { SubtitleTranslationPrice } from './SubtitleTranslationPrice.js';
import styles from './translate.module.css';
import { useSubtitleTranslation, useSubtitleTranslationState } from './use-subtitle-translation.js';

export interface SubtitleTranslateProps {
  /** The form's name for assistive technology (the tool's name). */
  label: string;
  locale: Locale;
  /** The page's languages, when it has them. */
  from?: string | undefined;
  to?: string | undefined;
  /** The address to come back to after signing up (the page's own). */
  returnTo: string;
}

/**
 * A working subtitle translator: pick, drop or paste a subtitle file, choose its language and
 * the one to translate into (only what the server translates), then follow the translation
 * and download it alone or bilingual. Failures are said in a live region; running out of
 * credits opens the insufficient-credit modal, a visitor out of free uses is told that an account
 * pays translations in credits and offered to sign up.
 */
export function SubtitleTranslate({ label, locale, from, to, returnTo }: SubtitleTranslateProps) {
  const t = useTranslatorT();
  const landing = useLandingT();
  const level = useSession((state) => state.user?.level);
  const ids = { text: useId(), textHint: useId(), failure: useId(), inputs: useId() };
  const [signUpOpen, setSignUpOpen] = useState(false);
  const [firstSource] = useState(() => primaryTag(from ?? readerLanguage(locale)));
  const store = useSubtitleTranslation({
    locale,
    source: firstSource,
    target: initialTarget(undefined, firstSource, [to, readerLanguage(locale)]),
    askToSignUp: () => setSignUpOpen(true),
  });
  const state = useSubtitleTranslationState(store, (s) => s);
  const chosen = useRef({ source: from !== undefined, target: to !== undefined });
  const downloads = useRef<HTMLHeadingElement>(null);

  // Once the pairs are known, a language nothing translates gives way, unless the page or the
  // reader chose it: then the form says why and does not send it.
  const { pairs, source, target } = state;
  useEffect(() => {
    if (!pairs) return;
    const fitted = fittedLanguages(
      pairs,
      { source, target, sourceChosen: chosen.current.source, targetChosen: chosen.current.target },
      readerLanguage(locale),
    );
    if (fitted.source !== source) store.getState().setSource(fitted.source);
    if (fitted.target !== undefined && fitted.target !== target) {
      store.getState().setTarget(fitted.target);
    }
  }, [pairs, source, target, locale, store]);

  useEffect(() => {
    if (state.phase === 'done') downloads.current?.focus();
  }, [state.phase]);

  const sources = useMemo(
    () => sourceOptions(state.pairs, state.source, locale),
    [state.pairs, state.source, locale],
  );
  const targets = useMemo(
    () => targetOptions(state.pairs, state.source, state.target, locale),
    [state.pairs, state.source, state.target, locale],
  );
  const busy = state.phase === 'sending' || state.phase === 'translating';
  const pairProblem =
    state.target !== undefined && !translates(state.pairs, state.source, state.target)
      ? pairRefusal(t, locale, state.source, state.target)
      : undefined;
  const failure = state.failure;
  const failureMessage = failure && translationFailureText(failure, t, locale);
  const signUpWords = translationSignUpWords(t);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void store.getState().start();
  };

  return (
    <form
      className={fieldStyles['form']}
      aria-label={label}
      aria-busy={busy || undefined}
      noValidate
      onSubmit={submit}
    >
      <div className={fieldStyles['fields']}>
        <fieldset className={transcribeStyles['modes']} disabled={busy}>
          <legend className={transcribeStyles['legend']}>{t('translator.input.legend')}</legend>
          <div className={styles['inputChoices']}>
            {(['file', 'text'] as const).map((input) => (
              <label key={input}>
                <input
                  type="radio"
                  name={`${ids.inputs}-input`}
                  value={input}
                  checked={state.input === input}
                  onChange={() => store.getState().setInput(input)}
                />
                {t(input === 'file' ? 'translator.input.file' : 'translator.input.text')}
              </label>
            ))}
          </div>
        </fieldset>
        {state.input === 'file' ? (
          <FileDropField
            buttonLabel={landing('landing.file.chooseSubtitle')}
            prompt={landing('landing.file.prompt')}
            hint={landing('landing.file.subtitleHint')}
            accept={SUBTITLE_ACCEPT}
            disabled={busy}
            onFile={(file) =>
              store.getState().chooseFile(file)
                ? undefined
                : landing('landing.file.notSubtitle', { name: file.name })
            }
            chosen={
              state.file &&
              landing('landing.file.chosen', {
                name: state.file.name,
                size: formatFileSize(state.file.size, locale),
              })
            }
          />
        ) : (
          <div className={`${fieldStyles['field']} ${fieldStyles['wide']}`}>
            <label htmlFor={ids.text} className={fieldStyles['label']}>
              {t('translator.text.label')}
            </label>
            <textarea
              id={ids.text}
              name="text"
              value={state.text}
              disabled={busy}
              aria-describedby={ids.textHint}
              spellCheck={false}
              onChange={(event) => store.getState().setText(event.currentTarget.value)}
              className={`${fieldStyles['input']} ${styles['textArea']}`}
            />
            <p id={ids.textHint} className={fieldStyles['fieldHint']}>
              {t('translator.text.hint')}
            </p>
          </div>
        )}
        <LanguageField
          label={t('translator.source.label')}
          name="source_language"
          locale={locale}
          choices={sources}
          value={state.source}
          disabled={busy}
          onChange={(code) => {
            chosen.current.source = true;
            store.getState().setSource(code);
          }}
        />
        <LanguageField
          label={t('translator.target.label')}
          name="target_language"
          locale={locale}
          choices={targets}
          value={state.target}
          disabled={busy}
          problem={pairProblem}
          onChange={(code) => {
            chosen.current.target = true;
            store.getState().setTarget(code);
          }}
        />
      </div>
      <SubtitleTranslationPrice
        locale={locale}
        spanMs={state.input === 'file' ? state.fileSpanMs : undefined}
      />
      <div className={fieldStyles['actions']}>
        <ActionButton
          type="submit"
          variant="primary"
          loading={busy}
          aria-describedby={failureMessage ? ids.failure : undefined}
          className={fieldStyles['submit']}
        >
          {t('translator.submit')}
        </ActionButton>
      </div>
      <TranslationProgress
        phase={state.phase}
        translation={state.translation}
        cues={state.cues}
        locale={locale}
      />
      <FailureAlert
        message={failureMessage}
        kind={failure?.kind}
        id={ids.failure}
        onSignUp={() => setSignUpOpen(true)}
        signUpLabel={signUpWords.action}
      />
      {state.phase === 'done' && state.translation && (
        <TranslationDownloads
          ref={downloads}
          translationId={state.translation.translation_id}
          level={level}
          sentFormat={state.sentFormat}
        />
      )}
      <SignUpPrompt
        open={signUpOpen}
        onOpenChange={setSignUpOpen}
        locale={locale}
        returnTo={returnTo}
        words={signUpWords}
      />
    </form>
  );
}
