import { pageCatalog, usePageT, type PageTranslate } from '../../i18n/page-catalog.js';
import type en from './messages/en-US.json';

export type SubtitleToolsKey = keyof typeof en;
export type SubtitleToolsT = PageTranslate<SubtitleToolsKey>;
export const catalog = pageCatalog<SubtitleToolsKey>(
  import.meta.glob('./messages/*.json', { import: 'default' }),
);
export const useSubtitleToolsT = usePageT<SubtitleToolsKey>;
