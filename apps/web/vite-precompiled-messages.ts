import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

/** The catalogs: libs/i18n/messages/<locale>.json and every page area's messages/<locale>.json. */
const CATALOG = /[\\/]messages[\\/][a-z]{2}-[A-Z]{2}\.json$/;

/**
 * Catalogs reach the app as parsed ICU messages (the AST react-intl and intl-messageformat take
 * in place of strings), so the browser needs no message parser: the bundle leaves it out
 * (see the alias in vite.config.ts). A message that does not parse fails the build, not a page.
 */
export function precompiledMessages(): Plugin {
  return {
    name: 'captio:precompiled-messages',
    enforce: 'pre',
    transform(code, id) {
      if (!CATALOG.test(id.split('?')[0] ?? '')) return undefined;
      const catalog = JSON.parse(code) as Record<string, string>;
      const compiled = Object.fromEntries(
        Object.entries(catalog).map(([key, message]) => {
          try {
            return [key, parse(message)];
          } catch (error) {
            throw new Error(`${id}: message ${key} is not valid ICU: ${String(error)}`, {
              cause: error,
            });
          }
        }),
      );
      // Still JSON: Vite's own JSON step turns it into a module as it would the original.
      return { code: JSON.stringify(compiled), map: null };
    },
  };
}
