import { pageCatalog, usePageT, type PageTranslate } from '../../i18n/page-catalog.js';
import type en from './messages/en-US.json';

/** The translator forms' texts (languages, the subtitle file, progress, downloads, failures). */
export type TranslatorKey = keyof typeof en;
export type TranslatorTranslate = PageTranslate<TranslatorKey>;

export const translatorCatalog = pageCatalog<TranslatorKey>(
  import.meta.glob('./messages/*.json', { import: 'default' }),
);

export const useTranslatorT = usePageT<TranslatorKey>;
