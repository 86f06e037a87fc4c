import { describeValue } from '../core/describe-value.js';

/**
 * The `lang` option of a function whose limits depend on the language (check, reflow).
 * There is no silent default there: English text checked against the lenient limits of an
 * unknown language would pass lines far too long. A string the tables do not know is fine
 * (it gets the defaults); a missing option is a mistake of the caller.
 */
export function requireLanguage(options: { lang?: unknown } | undefined, caller: string): string {
  const lang = options?.lang;
  if (typeof lang === 'string') return lang;
  throw new TypeError(
    `${caller} needs options.lang, the language of the text such as 'en' or 'zh' (line lengths and reading speeds depend on it), not ${describeValue(lang)}`,
  );
}
