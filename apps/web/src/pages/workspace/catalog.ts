import { pageCatalog, usePageT } from '../../i18n/page-catalog.js';
import type en from './messages/en-US.json';

export type WorkspaceKey = keyof typeof en;
export const catalog = pageCatalog<WorkspaceKey>(
  import.meta.glob('./messages/*.json', { import: 'default' }),
);
export const useWorkspaceT = usePageT<WorkspaceKey>;
