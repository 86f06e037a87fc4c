import { useEffect, useMemo, useRef } from 'react';
import type { LanguagePair } from '@captio/api-client';
import type { Locale } from '@captio/routing-rules';
import { readerLanguage } from '../landing/LanguageSelect.js';
import { useTranslatorT } from './catalog.js';
import { initialTarget, targetOptions } from './language-options.js';
import { LanguageField } from './LanguageField.js';
import { pairRefusal } from './pair-refusal.js';
import { primaryTag, translates } from './translation-pairs.js';

export interface TargetLanguageFieldProps {
  locale: Locale;
  /** The recording's language as the transcription picker holds it ('en-US', 'auto'). */
  source: string;
  value: string | undefined;
  /** The page's own target (/translate-english-media-to-spanish): kept even when refused. */
  pageTarget: string | undefined;
  pairs: readonly LanguagePair[] | undefined;
  onChange: (code: string) => void;
  disabled?: boolean;
}

/**
 * The language a recording's transcript is translated into: only what the engines translate
 * the recording's language into. When the source changes to one that does not reach the
 * current target, another is chosen, unless the reader or the page chose this one: then the
 * field says why it cannot be translated, and the form does not send it.
 */
export function TargetLanguageField({
  locale,
  source,
  value,
  pageTarget,
  pairs,
  onChange,
  disabled,
}: TargetLanguageFieldProps) {
  const t = useTranslatorT();
  const touched = useRef(false);
  const choices = useMemo(
    () => targetOptions(pairs, source, value, locale),
    [pairs, source, value, locale],
  );
  const usable = value !== undefined && translates(pairs, source, value);
  useEffect(() => {
    if (usable || touched.current || (pageTarget && value === primaryTag(pageTarget))) return;
    const next = initialTarget(pairs, source, [undefined, readerLanguage(locale)]);
    if (next && next !== value) onChange(next);
  }, [usable, pairs, source, value, pageTarget, locale, onChange]);
  return (
    <LanguageField
      label={t('translator.target.label')}
      name="target_language"
      locale={locale}
      choices={choices}
      value={value}
      disabled={disabled}
      problem={value !== undefined && !usable ? pairRefusal(t, locale, source, value) : undefined}
      onChange={(code) => {
        touched.current = true;
        onChange(code);
      }}
    />
  );
}
