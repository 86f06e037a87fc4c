import type { Locale } from '@captio/routing-rules';

const displayNames = new Map<Locale, Intl.DisplayNames>();

function namesIn(locale: Locale): Intl.DisplayNames {
  let names = displayNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale], { type: 'language', fallback: 'none' });
    displayNames.set(locale, names);
  }
  return names;
}

/**
 * A spoken language's name as a sentence uses it in the reader's language ("French",
 * "français", "Französisch", "французский"), from the runtime's CLDR data. `code` is a
 * routing-rules SPOKEN_LANGUAGES code; an unknown one is shown as given.
 */
export function spokenLanguageName(code: string, locale: Locale): string {
  return namesIn(locale).of(code) ?? code;
}

/** The same name starting with a capital, for the start of a sentence or a title. */
export function capitalized(text: string, locale: Locale): string {
  return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
}

/**
 * The language's name as a message value under `key` ('language', or 'from' and 'to' on
 * translation pages). Catalogs place it inside a sentence, never at its start, so that the
 * lower-case names of French, Spanish or Russian need no capital form.
 */
export function languageValues<Key extends string = 'language'>(
  code: string,
  locale: Locale,
  key: Key = 'language' as Key,
): Record<Key, string> {
  return { [key]: spokenLanguageName(code, locale) } as Record<Key, string>;
}
