import type { TranslationEngineRef } from '@captio/api-client';
import { ActionButton, type CueTextView } from '@captio/ui-kit';
import { useResultT } from './catalog.js';
import { RadioChoices } from './RadioChoices.js';
import { TranslateForm } from './TranslateForm.js';
import type { TranscriptTranslation } from './use-transcript-translation.js';
import styles from './result-page.module.css';

/** The translation the editor holds now. */
export interface HeldTranslation {
  language: string | null;
  engine: TranslationEngineRef | null;
  /** The original was edited after it was translated. */
  mismatched: boolean;
  /** The translation was edited. */
  edited: boolean;
}

export interface TranslationBarProps {
  translation: TranscriptTranslation;
  /** The recording's length, which a translation of it is priced by. */
  durationMs: number;
  held: HeldTranslation;
  /** The transcript's language, as the reader calls it. */
  sourceName: string;
  languageName(code: string): string;
  view: CueTextView;
  onViewChange(view: CueTextView): void;
}

const VIEWS: readonly CueTextView[] = ['original', 'translation', 'both'];

const QUALITY_KEYS = {
  'rule-based': 'result.translation.quality.ruleBased',
  neural: 'result.translation.quality.neural',
  llm: 'result.translation.quality.llm',
} as const;

const VIEW_KEYS = {
  original: 'result.translation.view.original',
  translation: 'result.translation.view.translation',
  both: 'result.translation.view.both',
} as const;

/**
 * The transcript's translation above its cues: which one is held and by what engine, the view
 * (original, translation, both side by side), a warning when the original changed since it was
 * translated, a running translation's progress (a live region), why one failed, and the form
 * that starts one.
 */
export function TranslationBar({
  translation,
  durationMs,
  held,
  sourceName,
  languageName,
  view,
  onViewChange,
}: TranslationBarProps) {
  const t = useResultT();
  const { job, refusal, targets, start } = translation;
  const running = job?.status === 'WAITING';
  const jobLanguage = job ? languageName(job.target_language) : '';
  const status = running
    ? t('result.translation.progress', { language: jobLanguage, percent: job.progress })
    : job?.status === 'SUCCESS' && held.language
      ? t('result.translation.ready', { language: languageName(held.language) })
      : '';

  return (
    <section className={styles['translation']} aria-labelledby="result-translation-heading">
      <h3 id="result-translation-heading">{t('result.translation.heading')}</h3>
      {held.language && held.engine && (
        <p className={styles['hint']}>
          {t('result.translation.by', {
            language: languageName(held.language),
            engine: held.engine.name,
          })}{' '}
          {t(QUALITY_KEYS[held.engine.quality])}
        </p>
      )}
      {held.language && (
        <RadioChoices
          legend={t('result.translation.view.legend')}
          name="result-translation-view"
          choices={VIEWS}
          label={(choice) => t(VIEW_KEYS[choice])}
          value={view}
          onChange={onViewChange}
        />
      )}
      {held.language && held.mismatched && !running && (
        <div role="status" className={styles['banner']}>
          <p>{t('result.translation.mismatch')}</p>
          <ActionButton onClick={() => held.language && void start(held.language)}>
            {t('result.translation.mismatchAction', { language: languageName(held.language) })}
          </ActionButton>
        </div>
      )}
      {running && (
        <progress
          className={styles['progress']}
          max={100}
          value={job.progress}
          aria-label={t('result.translation.progressLabel')}
          aria-valuetext={status}
        />
      )}
      <p role="status" aria-live="polite" className={styles['status']}>
        {status}
      </p>
      {running && held.language && (
        <p className={styles['hint']}>{t('result.translation.readOnly')}</p>
      )}
      {job?.status === 'FAILED' && (
        <div role="alert">
          <p>
            {job.failure
              ? t('result.translation.failed', {
                  language: jobLanguage,
                  reason: job.failure.message,
                })
              : t('result.translation.failedUnknown', { language: jobLanguage })}
          </p>
          {job.cost > 0 && <p>{t('result.translation.refunded', { credits: job.cost })}</p>}
        </div>
      )}
      {refusal && (
        <p role="alert">
          {refusal.kind === 'unsaved'
            ? t('result.translation.unsaved')
            : refusal.kind === 'lost'
              ? t('result.translation.lost')
              : refusal.message
                ? t('result.translation.refused', { reason: refusal.message })
                : t('result.translation.refusedUnknown')}
        </p>
      )}
      <TranslateForm
        targets={targets}
        durationMs={durationMs}
        sourceName={sourceName}
        languageName={languageName}
        again={held.language !== null}
        current={held.language}
        edited={held.edited}
        busy={running}
        onStart={(language) => void start(language)}
      />
    </section>
  );
}
