import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useT } from '@captio/i18n/react';
import type { Locale } from '@captio/routing-rules';
import { ActionButton } from '@captio/ui-kit';
import { useSession } from '../../state/stores.js';
import fieldStyles from '../landing/tool-form.module.css';
import { useLandingT } from '../landing/catalog.js';
import { FileDropField } from '../landing/FileDropField.js';
import { MEDIA_ACCEPT, MEDIA_REFUSAL_TEXT } from '../landing/media-kind.js';
import { LinkSource, LinkStatus } from '../link-source/LinkSource.js';
import { SourceChoice } from '../link-source/SourceChoice.js';
import { useLinkSource } from '../link-source/use-link-source.js';
import { readerLanguage } from '../landing/LanguageSelect.js';
import { useTranslatorT } from '../translate/catalog.js';
import translateStyles from '../translate/translate.module.css';
import { initialTarget } from '../translate/language-options.js';
import { TargetLanguageField } from '../translate/TargetLanguageField.js';
import { useTranslationPairs } from '../translate/use-translation-pairs.js';
import { useTranscribeT } from './catalog.js';
import { FailureAlert } from './FailureAlert.js';
import { failureText } from './failure-text.js';
import { FileSummary } from './FileSummary.js';
import { TranscriptionPrice } from './TranscriptionPrice.js';
import { initialLanguage, languageChoices } from './language-choices.js';
import { LanguagePicker } from './LanguagePicker.js';
import { ModePicker } from './ModePicker.js';
import { offeredModes } from './offered-modes.js';
import type { ExportHint } from './result-target.js';
import { SignUpPrompt, type SignUpWords } from './SignUpPrompt.js';
import type { TaskModeName } from './start-store.js';
import { UploadProgress } from './UploadProgress.js';
import { useStart, useStartFlow } from './use-start-flow.js';

export const ALL_MODES: readonly TaskModeName[] = ['basic', 'speaker', 'article'];

export interface TranscribeStartProps {
  /** The form's name for assistive technology (the tool's name). */
  label: string;
  /** What the button does ("Transcribe", "Generate subtitles"). */
  submitLabel: string;
  locale: Locale;
  /** The page's spoken language (a routing-rules code: /transcribe-french is 'fr'). */
  language?: string | undefined;
  /** The modes offered; one alone is used without asking. */
  modes?: readonly TaskModeName[];
  /** A subtitle generator's format: asked for, and passed on to the result page. */
  exportFormat?: ExportHint | undefined;
  /** The address to come back to after signing up (the page's own). */
  returnTo: string;
  /** Inside a section that is already a panel (the workspace): no panel of its own. */
  bare?: boolean;
  /**
   * A translator page: the transcript is translated too, into a language picked here (the
   * page's own target first, when it has one).
   */
  translation?: { target: string | undefined } | undefined;
  /** What the sign-up dialog says past the free uses, when the job is not a transcription. */
  signUpWords?: SignUpWords | undefined;
}

const EXPORT_CHOICES: readonly ExportHint[] = ['srt', 'vtt'];

/**
 * A working transcription tool: pick or drop a recording, see it, choose its language and what
 * to make, then upload with progress (cancellable) and go to its result. Failures are said
 * where they happen, in a live region; running out of credits opens the shell's
 * insufficient-credit modal, a visitor out of free transcriptions is asked to sign up.
 */
export function TranscribeStart({
  label,
  submitLabel,
  locale,
  language: pageLanguage,
  modes = ALL_MODES,
  exportFormat,
  returnTo,
  bare = false,
  translation,
  signUpWords,
}: TranscribeStartProps) {
  const t = useTranscribeT();
  const landing = useLandingT();
  const shell = useT();
  const user = useSession((state) => state.user);
  const level = user?.level ?? 0;
  const ids = { format: useId(), failure: useId() };
  const [format, setFormat] = useState<ExportHint | undefined>(exportFormat);
  const [signUpOpen, setSignUpOpen] = useState(false);
  const touched = useRef(false);
  const submit = useRef<HTMLButtonElement>(null);

  // Detection depends on the level, so the first render (the server's, a visitor's) has none.
  const [firstLanguage] = useState(() =>
    initialLanguage(
      languageChoices({ locale, level: 0, engines: undefined }),
      locale,
      pageLanguage,
    ),
  );
  const store = useStartFlow({
    locale,
    language: firstLanguage,
    mode: modes[0] ?? 'basic',
    exportFormat: () => format,
    askToSignUp: () => setSignUpOpen(true),
    targetLanguage:
      translation &&
      initialTarget(undefined, firstLanguage, [translation.target, readerLanguage(locale)]),
  });
  const state = useStart(store, (s) => s);
  const link = useLinkSource(locale);
  const translator = useTranslatorT();
  const translationPairs = useTranslationPairs(translation !== undefined);
  useEffect(() => {
    if (translationPairs) store.getState().setTranslationPairs(translationPairs);
  }, [translationPairs, store]);
  // The first render (the server's, for a visitor) offers what a visitor may do, so hydration
  // matches it; the reader's own plan counts from then on.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const shownModes = useMemo(
    () =>
      offeredModes({
        pageModes: modes,
        serverModes: state.serverModes,
        level: mounted ? level : 0,
        globalFree: mounted ? user?.global_free : undefined,
        language: state.language,
        articleLanguages: state.articleLanguages,
      }),
    [
      modes,
      state.serverModes,
      level,
      user?.global_free,
      mounted,
      state.language,
      state.articleLanguages,
    ],
  );
  // A mode no longer offered (the server does not do it, or the plan does not allow it) gives way.
  useEffect(() => {
    if (!shownModes.includes(state.mode)) store.getState().setMode(shownModes[0] ?? 'basic');
  }, [shownModes, state.mode, store]);
  const choices = useMemo(
    () => languageChoices({ locale, level, globalFree: user?.global_free, engines: state.engines }),
    [locale, level, user?.global_free, state.engines],
  );

  // Once the engines or the user's level are known: a language no longer offered (detection
  // for a free user) or not transcribed here gives way, unless the reader or the page chose it.
  useEffect(() => {
    const current = choices.find((choice) => choice.code === state.language);
    const keep = current && (current.supported || touched.current || pageLanguage);
    if (!keep) store.getState().setLanguage(initialLanguage(choices, locale, pageLanguage));
  }, [choices, locale, pageLanguage, state.language, store]);

  const busy = state.phase !== 'choose';
  const lookup = link.field.lookup;
  const linkSeconds = lookup.status === 'found' ? lookup.link.duration : undefined;
  const mediaSeconds = link.source === 'link' ? linkSeconds : state.file?.duration;
  const start = (event: FormEvent) => {
    event.preventDefault();
    void (link.source === 'link' ? link.startLink(store) : store.getState().start());
  };
  const cancel = () => {
    store.getState().cancel();
    submit.current?.focus();
  };
  const failure = state.failure;
  const failureMessage =
    failure && failureText(failure, { t, shell, translator, locale, fileName: state.file?.name });

  return (
    <form
      className={bare ? undefined : fieldStyles['form']}
      aria-label={label}
      aria-busy={busy || undefined}
      noValidate
      onSubmit={start}
    >
      <div className={fieldStyles['fields']}>
        <SourceChoice
          value={link.source}
          disabled={busy}
          onChange={(source) => {
            store.getState().dismissFailure();
            link.setSource(source);
          }}
        />
        {link.source === 'link' ? (
          <LinkSource {...link.field} disabled={busy} />
        ) : (
          <FileDropField
            buttonLabel={landing('landing.file.chooseMedia')}
            prompt={landing('landing.file.prompt')}
            hint={landing('landing.file.mediaHint')}
            accept={MEDIA_ACCEPT}
            disabled={busy}
            onFile={(file) => {
              const refusal = store.getState().choose(file);
              return refusal === undefined || refusal === 'busy'
                ? undefined
                : landing(MEDIA_REFUSAL_TEXT[refusal], { name: file.name });
            }}
          />
        )}
        {link.source === 'file' && state.file && (
          <FileSummary
            file={state.file}
            onMetadata={(metadata) => store.getState().readMetadata(metadata)}
          />
        )}
        <LanguagePicker
          label={t('transcribe.language.label')}
          choices={choices}
          value={state.language}
          disabled={busy}
          onChange={(code) => {
            touched.current = true;
            store.getState().setLanguage(code);
          }}
        />
        {translation && (
          <TargetLanguageField
            locale={locale}
            source={state.language}
            value={state.targetLanguage}
            pageTarget={translation.target}
            pairs={state.translationPairs}
            disabled={busy}
            onChange={(code) => store.getState().setTargetLanguage(code)}
          />
        )}
        {exportFormat && (
          <div className={fieldStyles['field']}>
            <label htmlFor={ids.format} className={fieldStyles['label']}>
              {t('transcribe.format.label')}
            </label>
            <select
              id={ids.format}
              name="format"
              value={format}
              disabled={busy}
              onChange={(event) => setFormat(event.currentTarget.value as ExportHint)}
              className={`${fieldStyles['input']} ${fieldStyles['select']}`}
            >
              {EXPORT_CHOICES.map((choice) => (
                <option key={choice} value={choice}>
                  {choice.toUpperCase()}
                </option>
              ))}
            </select>
          </div>
        )}
        {shownModes.length > 1 && (
          <ModePicker
            modes={shownModes}
            articleFields={state.articleFields}
            value={state.mode}
            disabled={busy}
            onChange={(mode) => store.getState().setMode(mode)}
          />
        )}
      </div>
      {translation && (
        <p className={translateStyles['note']}>{translator('translator.mediaCost')}</p>
      )}
      <TranscriptionPrice locale={locale} mode={state.mode} durationSeconds={mediaSeconds} />
      <div className={fieldStyles['actions']}>
        <ActionButton
          ref={submit}
          type="submit"
          variant="primary"
          loading={busy || link.checking}
          aria-describedby={failureMessage ? ids.failure : undefined}
          className={fieldStyles['submit']}
        >
          {submitLabel}
        </ActionButton>
      </div>
      {link.source === 'link' ? (
        <LinkStatus lookup={link.field.lookup} status={link.status} phase={state.phase} />
      ) : (
        <UploadProgress
          phase={state.phase}
          upload={state.upload}
          percent={state.percent}
          fileName={state.file?.name ?? ''}
          onCancel={cancel}
        />
      )}
      <FailureAlert
        message={failureMessage}
        kind={failure?.kind}
        id={ids.failure}
        onSignUp={() => setSignUpOpen(true)}
      />
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
