import { withLandingTexts } from '../../features/landing/catalog.js';
import { catalog } from './catalog.js';

/** Every tool page's texts: the landing sections' and the tools area's. */
export const toolCatalog = withLandingTexts(catalog);
