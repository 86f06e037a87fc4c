import type { Locale } from '@captio/routing-rules';
import {
  pageCatalog,
  usePageT,
  type PageCatalog,
  type PageMessages,
  type PageMessageValues,
} from '../../i18n/page-catalog.js';
import type en from './messages/en-US.json';

/** The form parts' own texts (show password, the error summary, the usual field errors). */
export type FormsKey = keyof typeof en;

export const formsCatalog = pageCatalog<FormsKey>(
  import.meta.glob('./messages/*.json', { import: 'default' }),
);

export const useFormsT = usePageT<FormsKey>;

/** A text of the forms catalog not yet translated: what validation rules return. */
export interface FormProblem {
  key: FormsKey;
  values?: PageMessageValues;
}

/**
 * A page area's catalog with the form parts' texts under it, for a page module that shows a
 * form: both load together, in the page's locale.
 */
export function withFormTexts<Key extends string>(
  area: PageCatalog<Key>,
): PageCatalog<Key | FormsKey> {
  return {
    async load(locale: Locale): Promise<PageMessages<Key | FormsKey>> {
      const [forms, own] = await Promise.all([formsCatalog.load(locale), area.load(locale)]);
      return { ...forms, ...own };
    },
  };
}
