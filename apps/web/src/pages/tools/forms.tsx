import type { Locale } from '@captio/routing-rules';
import type { ExportHint } from '../../features/transcribe/result-target.js';
import type { TaskModeName } from '../../features/transcribe/start-store.js';
import { TranscribeStart } from '../../features/transcribe/TranscribeStart.js';
import { useToolsT } from './catalog.js';

export interface TranscribeFormProps {
  label: string;
  locale: Locale;
  /** The spoken language the page is about (a routing-rules code). */
  language?: string | undefined;
  /** The page's own address, to come back to after signing up. */
  returnTo: string;
}

/** A recording to transcribe: the working start flow, every mode offered. */
export function TranscribeForm({ label, locale, language, returnTo }: TranscribeFormProps) {
  const t = useToolsT();
  return (
    <TranscribeStart
      label={label}
      submitLabel={t('tools.submit.transcribe')}
      locale={locale}
      language={language}
      returnTo={returnTo}
    />
  );
}

/** A subtitle file has lines, not paragraphs: the article mode is not offered for one. */
const SUBTITLE_MODES: readonly TaskModeName[] = ['basic', 'speaker'];

export interface SubtitleFormProps extends TranscribeFormProps {
  format?: ExportHint;
}

/**
 * A recording, its spoken language and the subtitle format to make: the format goes to the
 * result page, which offers that export first.
 */
export function SubtitleForm({
  label,
  locale,
  language,
  format = 'srt',
  returnTo,
}: SubtitleFormProps) {
  const t = useToolsT();
  return (
    <TranscribeStart
      label={label}
      submitLabel={t('tools.submit.generate')}
      locale={locale}
      language={language}
      modes={SUBTITLE_MODES}
      exportFormat={format}
      returnTo={returnTo}
    />
  );
}
