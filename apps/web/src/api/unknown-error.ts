import type { TranslateUnknownError } from '@captio/api-client';
import { createTranslator } from '@captio/i18n';

/** The page on screen: its locale and its catalog of texts. */
export interface ShownTexts {
  route: { locale: string };
  messages: unknown;
}

/**
 * The api client's translator of `error.unknown` (the toast of a failure without a message), in
 * the language of the page on screen when the failure comes.
 */
export function unknownErrorTranslator(shown: () => ShownTexts): TranslateUnknownError {
  return (key, values) => {
    const { route, messages } = shown();
    return createTranslator(route.locale as never, messages as never)(key, values);
  };
}
