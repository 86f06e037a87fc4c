import type { TranslationState } from '@captio/api-client';
import type { Locale } from '@captio/routing-rules';
import { announcedPercent } from '../transcribe/UploadProgress.js';
import transcribeStyles from '../transcribe/transcribe.module.css';
import { useTranslatorT } from './catalog.js';
import type { TranslationPhase } from './subtitle-translation-store.js';
import { translationLanguageName } from './translation-pairs.js';

export interface TranslationProgressProps {
  phase: TranslationPhase;
  translation: TranslationState | undefined;
  cues: number | undefined;
  locale: Locale;
}

/**
 * The translation's bar (role progressbar) while it runs, and a polite live region that says
 * what is happening: sending, waiting for an engine, translating by tenths, done.
 */
export function TranslationProgress({
  phase,
  translation,
  cues,
  locale,
}: TranslationProgressProps) {
  const t = useTranslatorT();
  const percent = translation?.progress ?? 0;
  const engine = translation?.engine?.name;
  let status = '';
  if (phase === 'sending') status = t('translator.progress.sending');
  else if (phase === 'translating') {
    status =
      engine && translation?.stage !== 'queued'
        ? t('translator.progress.translating', { engine, percent: announcedPercent(percent) })
        : t('translator.progress.queued');
  } else if (phase === 'done' && translation) {
    status = t('translator.progress.done', {
      count: cues ?? 0,
      language: translationLanguageName(translation.target_language, locale),
      engine: engine ?? '',
    });
  }
  return (
    <div className={transcribeStyles['progressArea']}>
      {phase === 'translating' && (
        <div className={transcribeStyles['progress']}>
          <div
            role="progressbar"
            aria-label={t('translator.progress.label')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            className={transcribeStyles['bar']}
          >
            <div className={transcribeStyles['barFill']} style={{ inlineSize: `${percent}%` }} />
          </div>
          <span className={transcribeStyles['percent']} aria-hidden="true">
            {new Intl.NumberFormat(locale, { style: 'percent' }).format(percent / 100)}
          </span>
        </div>
      )}
      <p role="status" className={transcribeStyles['status']}>
        {status}
      </p>
    </div>
  );
}
