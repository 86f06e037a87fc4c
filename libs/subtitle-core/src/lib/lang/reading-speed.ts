import { normalizeLanguage, type LanguageKey } from './language-code.js';

/**
 * Characters per second a viewer can read. `normal` is the pace to aim for; `max` is the
 * limit above which check() reports a cue as too fast.
 */
export interface ReadingSpeed {
  normal: number;
  max: number;
}

type Pair = readonly [normal: number, max: number];

/*
 * Sources. English is the product's own pair, 12.5 and 15 characters per second. The other
 * rows come from the Netflix Timed Text Style Guides (partnerhelp.netflixstudios.com, "Reading
 * Speed Limits" of each language guide), taking the children's-programme limit as `normal` and
 * the adult-programme limit as `max`, as Subtitle Edit's Netflix quality check encodes them
 * (NetflixQualityController.CharactersPerSecond). Every other language takes Netflix's general
 * limits, 13 / 17 characters per second (the figures Subtitle Edit applies to all languages
 * without their own entry, and those of the English template guide: "Adult programs: 17
 * characters per second; Children's programs: 13"). English-language Netflix guides have since
 * raised adult English to 20; the product keeps its stricter 12.5 / 15.
 */
const NETFLIX_GENERAL: Pair = [13, 17];

const PAIRS: Record<LanguageKey, Pair> = {
  en: [12.5, 15], // the product's own pair, stricter than Netflix's English
  zh: [7, 9], // Netflix Simplified and Traditional Chinese guides: adult 9, children 7
  yue: [7, 9], // written in Chinese characters: the Chinese figures
  ja: [4, 4], // Netflix Japanese guide: 4 characters per second for adult and children's programmes
  ko: [9, 12], // Netflix Korean guide: adult 12, children 9
  ar: [17, 20], // Netflix Arabic guide: adult 20, children 17
  hi: [18, 22], // Netflix Hindi guide: adult 22, children 18
  es: NETFLIX_GENERAL,
  fr: NETFLIX_GENERAL,
  de: NETFLIX_GENERAL,
  ru: NETFLIX_GENERAL,
  pt: NETFLIX_GENERAL,
  it: NETFLIX_GENERAL,
  nl: NETFLIX_GENERAL,
  sv: NETFLIX_GENERAL,
  no: NETFLIX_GENERAL,
  da: NETFLIX_GENERAL,
  fi: NETFLIX_GENERAL,
  pl: NETFLIX_GENERAL,
  tr: NETFLIX_GENERAL,
  el: NETFLIX_GENERAL,
  he: NETFLIX_GENERAL,
  th: NETFLIX_GENERAL,
  id: NETFLIX_GENERAL,
  vi: NETFLIX_GENERAL,
};

/**
 * Reading speed of a language in characters per second; unknown languages get 13 / 17, and so
 * does a missing language (undefined, or anything that is not a string).
 */
export function readingSpeed(lang?: string): ReadingSpeed {
  const key = normalizeLanguage(lang);
  const [normal, max] = key ? PAIRS[key] : NETFLIX_GENERAL;
  return { normal, max };
}
