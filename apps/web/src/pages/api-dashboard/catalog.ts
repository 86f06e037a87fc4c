import { withFormTexts } from '../../features/forms/index.js';
import { pageCatalog, usePageT } from '../../i18n/page-catalog.js';
import type en from './messages/en-US.json';

export type ApiDashboardKey = keyof typeof en;
export const catalog = withFormTexts(
  pageCatalog<ApiDashboardKey>(import.meta.glob('./messages/*.json', { import: 'default' })),
);
export const useApiDashboardT = usePageT<ApiDashboardKey>;
