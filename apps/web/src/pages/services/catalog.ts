import { pageCatalog, usePageT, type PageTranslate } from '../../i18n/page-catalog.js';
import type en from './messages/en-US.json';

export type ServicesKey = keyof typeof en;
export type ServicesTranslate = PageTranslate<ServicesKey>;
export const catalog = pageCatalog<ServicesKey>(
  import.meta.glob('./messages/*.json', { import: 'default' }),
);
export const useServicesT = usePageT<ServicesKey>;
