import {
  pageCatalog,
  usePageT,
  type PageCatalog,
  type PageTranslate,
} from '../../i18n/page-catalog.js';
import type en from './messages/en-US.json';

/** The subtitle track tool's texts (the link, the video, its tracks, their downloads). */
export type LinkSubtitlesKey = keyof typeof en;
export type LinkSubtitlesTranslate = PageTranslate<LinkSubtitlesKey>;

export const linkSubtitlesCatalog: PageCatalog = pageCatalog<LinkSubtitlesKey>(
  import.meta.glob('./messages/*.json', { import: 'default' }),
);

export const useLinkSubtitlesT = usePageT<LinkSubtitlesKey>;
