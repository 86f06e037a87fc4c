import { useEffect, useState } from 'react';
import { formatMb } from '@captio/i18n';
import type { Locale } from '@captio/routing-rules';
import { useLandingT } from '../../features/landing/catalog.js';
import { FileDropField } from '../../features/landing/FileDropField.js';
import { takeHandedOverFile } from '../../features/landing/handed-over-file.js';
import { LanguageSelect, readerLanguage } from '../../features/landing/LanguageSelect.js';
import {
  isSubtitleFile,
  MEDIA_ACCEPT,
  mediaKind,
  SUBTITLE_ACCEPT,
} from '../../features/landing/media-kind.js';
import { ToolForm } from '../../features/landing/ToolForm.js';
import type { ExportHint } from '../../features/transcribe/result-target.js';
import type { TaskModeName } from '../../features/transcribe/start-store.js';
import { TranscribeStart } from '../../features/transcribe/TranscribeStart.js';
import { useToolsT } from './catalog.js';

type FileKind = 'media' | 'subtitle';

/**
 * The file field of a tool: takes a recording (or a subtitle file) and says which one it holds.
 * A recording handed over from the home page is taken after hydration, so the server's markup
 * and the browser's first render stay the same.
 */
function ToolFileField({ kind, locale }: { kind: FileKind; locale: Locale }) {
  const t = useLandingT();
  const [file, setFile] = useState<File | undefined>();
  useEffect(() => {
    const handedOver = takeHandedOverFile();
    if (handedOver && kind === 'media') setFile(handedOver);
  }, [kind]);
  const accept = (picked: File) => {
    if (kind === 'media' && !mediaKind(picked)) {
      return t('landing.file.notMedia', { name: picked.name });
    }
    if (kind === 'subtitle' && !isSubtitleFile(picked)) {
      return t('landing.file.notSubtitle', { name: picked.name });
    }
    setFile(picked);
    return undefined;
  };
  return (
    <FileDropField
      buttonLabel={t(kind === 'media' ? 'landing.file.chooseMedia' : 'landing.file.chooseSubtitle')}
      prompt={t('landing.file.prompt')}
      hint={t(kind === 'media' ? 'landing.file.mediaHint' : 'landing.file.subtitleHint')}
      accept={kind === 'media' ? MEDIA_ACCEPT : SUBTITLE_ACCEPT}
      onFile={accept}
      chosen={
        file && t('landing.file.chosen', { name: file.name, size: formatMb(file.size, locale) })
      }
    />
  );
}

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

export interface TranslateFormProps {
  label: string;
  locale: Locale;
  kind: FileKind;
  from?: string | undefined;
  to?: string | undefined;
}

/** A recording or a subtitle file, its language and the language to translate into. */
export function TranslateForm({ label, locale, kind, from, to }: TranslateFormProps) {
  const t = useToolsT();
  const source = from ?? readerLanguage(locale);
  return (
    <ToolForm label={label} submitLabel={t('tools.submit.translate')}>
      <ToolFileField kind={kind} locale={locale} />
      <LanguageSelect
        label={t('tools.field.from')}
        name="from"
        locale={locale}
        defaultCode={source}
        detect={kind === 'media'}
      />
      <LanguageSelect
        label={t('tools.field.to')}
        name="to"
        locale={locale}
        defaultCode={to ?? (source.startsWith('en') ? 'es' : 'en')}
      />
    </ToolForm>
  );
}
