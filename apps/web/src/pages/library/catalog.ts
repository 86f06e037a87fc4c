import { pageCatalog, usePageT } from '../../i18n/page-catalog.js';
import type en from './messages/en-US.json';

export type LibraryKey = keyof typeof en;
export const catalog = pageCatalog<LibraryKey>(
  import.meta.glob('./messages/*.json', { import: 'default' }),
);
export const useLibraryT = usePageT<LibraryKey>;
