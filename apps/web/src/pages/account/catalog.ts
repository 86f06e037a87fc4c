import { withFormTexts } from '../../features/forms/index.js';
import { pageCatalog, usePageT } from '../../i18n/page-catalog.js';
import type en from './messages/en-US.json';

export type AccountKey = keyof typeof en;
export const catalog = withFormTexts(
  pageCatalog<AccountKey>(import.meta.glob('./messages/*.json', { import: 'default' })),
);
export const useAccountT = usePageT<AccountKey>;
