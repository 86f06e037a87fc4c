import { createTranslator } from '@captio/i18n';
import type { ShownPage } from '../state/route-store.js';
import type { HeadTranslate, PageHead } from './page-module.js';

/** The head texts of a shown page, translated in its locale (server and browser alike). */
export function pageHead(shown: ShownPage): PageHead {
  const translate = createTranslator(shown.route.locale, shown.messages as never);
  const t: HeadTranslate = (key, values) => translate(key as never, values as never);
  const head = shown.module.head(shown.route, t, shown.error);
  return shown.error ? { ...head, noindex: true } : head;
}

/** After a navigation in the browser: the tab's title, description and language follow. */
export function applyHead(shown: ShownPage): void {
  const head = pageHead(shown);
  document.title = head.title;
  document.querySelector('meta[name="description"]')?.setAttribute('content', head.description);
  document.documentElement.lang = shown.route.locale;
}
