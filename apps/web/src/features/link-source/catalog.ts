import { pageCatalog, usePageT } from '../../i18n/page-catalog.js';
import type en from './messages/en-US.json';

/** The texts of a link given instead of a file (the choice, the field, its lookup). */
export type LinkSourceKey = keyof typeof en;

export const linkSourceCatalog = pageCatalog<LinkSourceKey>(
  import.meta.glob('./messages/*.json', { import: 'default' }),
);

export const useLinkSourceT = usePageT<LinkSourceKey>;
