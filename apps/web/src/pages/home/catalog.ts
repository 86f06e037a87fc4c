import { pageCatalog, usePageT } from '../../i18n/page-catalog.js';
import type en from './messages/en-US.json';

export type HomeKey = keyof typeof en;
export const catalog = pageCatalog<HomeKey>(
  import.meta.glob('./messages/*.json', { import: 'default' }),
);
export const useHomeT = usePageT<HomeKey>;
