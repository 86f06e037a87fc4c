import {
  AUTO_DETECT,
  findLanguage,
  LANGUAGES,
  MULTILINGUAL,
  selectableLanguages,
  sortLanguages,
} from '@captio/i18n';
import type { Locale } from '@captio/routing-rules';
import { useSession } from '../../state/stores.js';
import { SelectField } from './fields.js';

/**
 * The picker entry of a routing-rules spoken-language code: the list carries English, Chinese,
 * Spanish, French, Portuguese and Cantonese as regional or written/spoken variants only, and
 * takes the most used one for the bare language.
 */
const VARIANT_OF: Readonly<Record<string, string>> = {
  en: 'en-US',
  zh: 'zh-CN',
  es: 'es-ES',
  fr: 'fr-FR',
  pt: 'pt-PT',
  yue: 'yue(oral)',
};

export function pickerCode(spokenCode: string): string {
  return VARIANT_OF[spokenCode] ?? spokenCode;
}

/** The picker entry of the reader's own language (de-DE reads German: 'de'). */
export function readerLanguage(locale: Locale): string {
  return findLanguage(locale) ? locale : locale.slice(0, 2);
}

interface PickerOption {
  value: string;
  label: string;
}

// Sorting ~130 names with the locale's collation on every render would be wasted work: the
// options depend only on the locale, on whether detection is shown, and on free or paid.
const optionsCache = new Map<string, readonly PickerOption[]>();

function pickerOptions(locale: Locale, level: number, detect: boolean): readonly PickerOption[] {
  const key = `${locale}|${detect}|${level === 0 ? 'free' : 'paid'}`;
  let options = optionsCache.get(key);
  if (!options) {
    const choices = selectableLanguages(
      { level, exclude: detect ? [] : [AUTO_DETECT, MULTILINGUAL] },
      LANGUAGES,
    );
    options = sortLanguages(choices, locale).map((language) => ({
      value: language.code,
      label: language.name_for[locale],
    }));
    optionsCache.set(key, options);
  }
  return options;
}

export interface LanguageSelectProps {
  label: string;
  name: string;
  locale: Locale;
  /** A routing-rules spoken-language code or a picker code; the reader's language if unset. */
  defaultCode?: string | undefined;
  /** The recording's language may be detected (transcription); a target language may not. */
  detect?: boolean;
}

/**
 * The languages of the picker in the reader's alphabetical order. Automatic detection and
 * "multilingual" are offered for a recording's language only, detection (as in the product)
 * not to free (level 0) users; the server renders for a visitor, so a signed-in user's choices
 * appear once the session is known.
 */
export function LanguageSelect({
  label,
  name,
  locale,
  defaultCode,
  detect = false,
}: LanguageSelectProps) {
  const level = useSession((state) => state.user?.level ?? 0);
  const options = pickerOptions(locale, level, detect);
  return (
    <SelectField
      label={label}
      name={name}
      options={options}
      defaultValue={defaultCode ? pickerCode(defaultCode) : readerLanguage(locale)}
    />
  );
}
