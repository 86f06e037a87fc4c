import { pageCatalog, usePageT } from '../../i18n/page-catalog.js';
import type en from './messages/en-US.json';

export type ResultKey = keyof typeof en;
export const catalog = pageCatalog<ResultKey>(
  import.meta.glob('./messages/*.json', { import: 'default' }),
);
export const useResultT = usePageT<ResultKey>;
