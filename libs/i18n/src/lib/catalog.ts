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

// One dynamic import per locale, spelled out, so that bundlers emit one chunk per catalog and
// the type checker holds every catalog to the English key set (a missing key fails here).
const LOADERS: Record<Locale, () => Promise<CatalogModule>> = {
  'en-US': () => import('../../messages/en-US.json', { with: { type: 'json' } }),
  'zh-CN': () => import('../../messages/zh-CN.json', { with: { type: 'json' } }),
  'zh-TW': () => import('../../messages/zh-TW.json', { with: { type: 'json' } }),
  'es-ES': () => import('../../messages/es-ES.json', { with: { type: 'json' } }),
  'pt-PT': () => import('../../messages/pt-PT.json', { with: { type: 'json' } }),
  'fr-FR': () => import('../../messages/fr-FR.json', { with: { type: 'json' } }),
  'de-DE': () => import('../../messages/de-DE.json', { with: { type: 'json' } }),
  'it-IT': () => import('../../messages/it-IT.json', { with: { type: 'json' } }),
  'ja-JP': () => import('../../messages/ja-JP.json', { with: { type: 'json' } }),
  'ko-KR': () => import('../../messages/ko-KR.json', { with: { type: 'json' } }),
  'ru-RU': () => import('../../messages/ru-RU.json', { with: { type: 'json' } }),
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
