import { pageCatalog, usePageT } from '../../i18n/page-catalog.js';
import type en from './messages/en-US.json';

export type PricingKey = keyof typeof en;
export const catalog = pageCatalog<PricingKey>(
  import.meta.glob('./messages/*.json', { import: 'default' }),
);
export const usePricingT = usePageT<PricingKey>;
