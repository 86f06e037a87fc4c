import { pageCatalog, usePageT, type PageCatalog } from '../../i18n/page-catalog.js';
import type en from './messages/en-US.json';

export type LandingKey = keyof typeof en;

const landing = pageCatalog<LandingKey>(
  import.meta.glob('./messages/*.json', { import: 'default' }),
);

/** The texts of the shared landing sections (tool form, FAQ heading, call to action...). */
export const useLandingT = usePageT<LandingKey>;

/**
 * The catalogs of one or more page areas with the landing sections' texts loaded alongside, so
 * a page that shows those sections gets all its texts in one step, in its locale.
 */
export function withLandingTexts(...areas: readonly PageCatalog[]): PageCatalog {
  return {
    async load(locale) {
      const loaded = await Promise.all([landing, ...areas].map((area) => area.load(locale)));
      return Object.assign({}, ...loaded) as Record<string, string>;
    },
  };
}
