import type enUS from '../../messages/en-US.json';
import { DEFAULT_LOCALE, LOCALES, type Locale } from './locales.js';

/**
 * Every translation key, taken from the English catalog: a key that is not in
 * messages/en-US.json does not compile.
 */
export type MessageKey = keyof typeof enUS;

/** One locale's catalog: every key, an ICU message each. */
export type Messages = Readonly<Record<MessageKey, string>>;

type CatalogModule = { default: Messages };

// One dynamic import per locale (of a module that imports the JSON, see catalogs/), spelled out, so that bundlers emit one chunk per catalog and
// the type checker holds every catalog to the English key set (a missing key fails here).
const LOADERS: Record<Locale, () => Promise<CatalogModule>> = {
  'en-US': () => import('./catalogs/en-US.js'),
  'zh-CN': () => import('./catalogs/zh-CN.js'),
  'zh-TW': () => import('./catalogs/zh-TW.js'),
  'es-ES': () => import('./catalogs/es-ES.js'),
  'pt-PT': () => import('./catalogs/pt-PT.js'),
  'fr-FR': () => import('./catalogs/fr-FR.js'),
  'de-DE': () => import('./catalogs/de-DE.js'),
  'it-IT': () => import('./catalogs/it-IT.js'),
  'ja-JP': () => import('./catalogs/ja-JP.js'),
  'ko-KR': () => import('./catalogs/ko-KR.js'),
  'ru-RU': () => import('./catalogs/ru-RU.js'),
};

const loaded = new Map<Locale, Promise<Messages>>();

/**
 * The catalog of a locale, fetched on first use and shared afterwards (the same promise for
 * every caller, which is what React's `use` needs). A failed load is forgotten, so the next
 * call tries again instead of failing forever after one network error.
 */
export function loadMessages(locale: Locale): Promise<Messages> {
  const loader = LOADERS[locale];
  if (!loader) {
    return Promise.reject(
      new RangeError(`No catalog for '${String(locale)}' (known: ${LOCALES.join(', ')})`),
    );
  }
  let pending = loaded.get(locale);
  if (!pending) {
    pending = loader().then(
      (module) => module.default,
      (error: unknown) => {
        loaded.delete(locale);
        throw error;
      },
    );
    loaded.set(locale, pending);
  }
  return pending;
}

/** The English catalog, which every other one mirrors. */
export function loadDefaultMessages(): Promise<Messages> {
  return loadMessages(DEFAULT_LOCALE);
}
