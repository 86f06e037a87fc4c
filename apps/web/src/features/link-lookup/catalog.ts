import { pageCatalog, usePageT, type PageTranslate } from '../../i18n/page-catalog.js';
import type en from './messages/en-US.json';

/** The texts of a pasted link's lookup, alike in every tool that takes a link. */
export type LinkLookupKey = keyof typeof en;
export type LinkLookupTranslate = PageTranslate<LinkLookupKey>;

export const linkLookupCatalog = pageCatalog<LinkLookupKey>(
  import.meta.glob('./messages/*.json', { import: 'default' }),
);

export const useLinkLookupT = usePageT<LinkLookupKey>;
