import { pageCatalog, usePageT, type PageTranslate } from '../../i18n/page-catalog.js';
import type en from './messages/en-US.json';

export type ToolsKey = keyof typeof en;
export type ToolsTranslate = PageTranslate<ToolsKey>;

/** The tool pages' texts, and the tool families' sections that the service pages show too. */
export const catalog = pageCatalog<ToolsKey>(
  import.meta.glob('./messages/*.json', { import: 'default' }),
);
export const useToolsT = usePageT<ToolsKey>;
