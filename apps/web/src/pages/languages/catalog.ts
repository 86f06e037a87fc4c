import { pageCatalog, usePageT } from '../../i18n/page-catalog.js';
import type en from './messages/en-US.json';

export type LanguagesKey = keyof typeof en;
export const catalog = pageCatalog<LanguagesKey>(
  import.meta.glob('./messages/*.json', { import: 'default' }),
);
export const useLanguagesT = usePageT<LanguagesKey>;
