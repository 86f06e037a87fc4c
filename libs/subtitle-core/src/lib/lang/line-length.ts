import { normalizeLanguage, type LanguageKey } from './language-code.js';

/** Characters per subtitle line: the length to aim for and the range a user may set. */
export interface LineLengthLimits {
  default: number;
  min: number;
  max: number;
}

type Row = readonly [defaultLength: number, min: number, max: number];

/** Line length in characters (default, min, max) of a language without a row of its own. */
const DEFAULT_ROW: Row = [80, 10, 120];

const ROWS: Record<LanguageKey, Row> = {
  zh: [20, 10, 30],
  yue: [20, 10, 30],
  en: [60, 20, 80],
  ja: [30, 15, 45],
  es: [70, 20, 100],
  fr: [65, 20, 90],
  de: [60, 20, 80],
  ru: [60, 20, 80],
  ko: [30, 10, 40],
  ar: [70, 20, 100],
  pt: [70, 20, 100],
  it: [65, 20, 90],
  nl: [60, 20, 80],
  sv: [60, 20, 80],
  no: [60, 20, 80],
  da: [60, 20, 80],
  fi: [60, 20, 80],
  pl: [60, 20, 80],
  tr: [70, 20, 100],
  el: [60, 20, 80],
  he: [70, 20, 100],
  hi: [60, 20, 80],
  th: [40, 10, 50],
  id: [70, 20, 100],
  vi: [70, 20, 100],
};

/**
 * Line length limits of a language, in characters (see textLength for what counts as one).
 * Any code or name normalizeLanguage understands; unknown languages get 80/10/120, and so
 * does a missing language (undefined, or anything that is not a string).
 */
export function lineLengthLimits(lang?: string): LineLengthLimits {
  const key = normalizeLanguage(lang);
  const [defaultLength, min, max] = key ? ROWS[key] : DEFAULT_ROW;
  return { default: defaultLength, min, max };
}
