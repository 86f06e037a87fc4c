import { pageCatalog, usePageT, type PageTranslate } from '../../i18n/page-catalog.js';
import type en from './messages/en-US.json';

/** The download tool's texts (link, preview, progress, the file, failures). */
export type DownloadsKey = keyof typeof en;
export type DownloadsTranslate = PageTranslate<DownloadsKey>;

export const downloadsCatalog = pageCatalog<DownloadsKey>(
  import.meta.glob('./messages/*.json', { import: 'default' }),
);

export const useDownloadsT = usePageT<DownloadsKey>;
