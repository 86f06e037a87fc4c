import { useIntl } from 'react-intl';
import type { Locale } from '@captio/routing-rules';

/** Values a message may take: numbers, words, or rich-text chunks rendered by React. */
export type PageMessageValues = Record<string, string | number | Date>;

/** One locale's texts of a page area: key to ICU message. */
export type PageMessages<Key extends string = string> = Readonly<Record<Key, string>>;

/**
 * A page area's catalog: one JSON file per locale beside the area (messages/<locale>.json),
 * each loaded only when a page of the area is shown in that locale, so a visitor downloads the
 * texts of the pages they open, in their language.
 */
export interface PageCatalog<Key extends string = string> {
  load(locale: Locale): Promise<PageMessages<Key>>;
}

type CatalogFiles = Record<string, () => Promise<unknown>>;

/**
 * The catalog of the files `import.meta.glob('./messages/*.json', { import: 'default' })`
 * found. A locale without a file is a build mistake, reported with the area's files named.
 */
export function pageCatalog<Key extends string>(files: CatalogFiles): PageCatalog<Key> {
  const cache = new Map<Locale, Promise<PageMessages<Key>>>();
  return {
    load(locale) {
      let pending = cache.get(locale);
      if (pending) return pending;
      const entry = Object.entries(files).find(([path]) => path.endsWith(`/${locale}.json`));
      if (!entry) {
        return Promise.reject(
          new RangeError(`No page texts for ${locale} among ${Object.keys(files).join(', ')}`),
        );
      }
      pending = entry[1]().then(
        (messages) => messages as PageMessages<Key>,
        (error: unknown) => {
          // A failed download (a new deployment, a dropped connection) is tried again next time.
          cache.delete(locale);
          throw error;
        },
      );
      cache.set(locale, pending);
      return pending;
    },
  };
}

/** `t(key, values)` over a page area's keys: a key the area's English file lacks does not compile. */
export type PageTranslate<Key extends string> = (key: Key, values?: PageMessageValues) => string;

/** The translate hook of a page area, typed by its English file's keys. */
export function usePageT<Key extends string>(): PageTranslate<Key> {
  const intl = useIntl();
  return (key, values) => intl.formatMessage({ id: key }, values);
}
