import type { LocaleCode } from '@captio/api-client';
import { languageName } from '@captio/i18n';
import type { MessageValue } from './locale.js';

/**
 * A language code as a message shows it: the language's name in the message's locale, as a
 * sentence holds it ('Englisch', 'anglais', '英語'), rather than 'en'. Codes the runtime does not
 * name (a picker's 'yue(oral)') take the product's own list; a code nobody names stays a code.
 */
export function languageValue(code: string): MessageValue {
  return (locale: LocaleCode) => {
    try {
      const name = new Intl.DisplayNames([locale], { type: 'language', fallback: 'none' }).of(code);
      if (name) return name;
    } catch {
      // Not a BCP 47 tag: the list below, or the code.
    }
    return languageName(code, locale) ?? code;
  };
}
