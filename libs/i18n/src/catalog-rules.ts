// '@captio/i18n/catalog-rules': the rules every catalog of the product is held to (the web
// catalogs, the web app's page catalogs, the api's messages), for their tests. It pulls in the
// ICU parser, which the runtime entries do not need.
export { BRANDS, checkCatalog, SAME_IN_LANGUAGE } from './lib/catalog-rules/check-catalog.js';
export type {
  CatalogCheckOptions,
  CatalogProblem,
  CatalogRule,
} from './lib/catalog-rules/check-catalog.js';
export { FORM_OF_ADDRESS } from './lib/catalog-rules/form-of-address.js';
export type { FormOfAddress } from './lib/catalog-rules/form-of-address.js';
export { FRENCH_SPACING } from './lib/catalog-rules/french-spacing.js';
export { ENGLISH_CONCEPTS, GLOSSARY, GLOSSARY_CONCEPTS } from './lib/catalog-rules/glossary.js';
export type {
  GlossaryConcept,
  GlossaryEntry,
  LocaleGlossary,
} from './lib/catalog-rules/glossary.js';
