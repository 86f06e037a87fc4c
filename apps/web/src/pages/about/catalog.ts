import { pageCatalog, usePageT } from '../../i18n/page-catalog.js';
import type en from './messages/en-US.json';

export type AboutKey = keyof typeof en;
export const catalog = pageCatalog<AboutKey>(
  import.meta.glob('./messages/*.json', { import: 'default' }),
);
export const useAboutT = usePageT<AboutKey>;
