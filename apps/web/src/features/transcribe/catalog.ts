import {
  pageCatalog,
  usePageT,
  type PageCatalog,
  type PageTranslate,
} from '../../i18n/page-catalog.js';
import { withLandingTexts } from '../landing/catalog.js';
import { linkLookupCatalog } from '../link-lookup/catalog.js';
import { linkSourceCatalog } from '../link-source/catalog.js';
import type en from './messages/en-US.json';

/** The transcription start flow's texts (file, language, mode, progress, failures). */
export type TranscribeKey = keyof typeof en;
export type TranscribeTranslate = PageTranslate<TranscribeKey>;

export const transcribeCatalog = pageCatalog<TranscribeKey>(
  import.meta.glob('./messages/*.json', { import: 'default' }),
);

export const useTranscribeT = usePageT<TranscribeKey>;

/**
 * A page's catalogs with the start flow's texts, its link's (and its lookup's) and the landing
 * sections' (the drop field) loaded alongside, for any page that shows the flow.
 */
export function withTranscribeTexts(...areas: readonly PageCatalog[]): PageCatalog {
  return withLandingTexts(transcribeCatalog, linkSourceCatalog, linkLookupCatalog, ...areas);
}
