/**
 * The languages that have their own row in the line-length and reading-speed tables, by
 * canonical key. Cantonese is one key: its spoken and written
 * variants, yue(oral) and yue(written), share every limit.
 */
export const KNOWN_LANGUAGES = [
  'zh',
  'yue',
  'en',
  'ja',
  'es',
  'fr',
  'de',
  'ru',
  'ko',
  'ar',
  'pt',
  'it',
  'nl',
  'sv',
  'no',
  'da',
  'fi',
  'pl',
  'tr',
  'el',
  'he',
  'hi',
  'th',
  'id',
  'vi',
] as const;

export type LanguageKey = (typeof KNOWN_LANGUAGES)[number];

const ENGLISH_NAMES: Record<LanguageKey, string> = {
  zh: 'Chinese',
  yue: 'Cantonese',
  en: 'English',
  ja: 'Japanese',
  es: 'Spanish',
  fr: 'French',
  de: 'German',
  ru: 'Russian',
  ko: 'Korean',
  ar: 'Arabic',
  pt: 'Portuguese',
  it: 'Italian',
  nl: 'Dutch',
  sv: 'Swedish',
  no: 'Norwegian',
  da: 'Danish',
  fi: 'Finnish',
  pl: 'Polish',
  tr: 'Turkish',
  el: 'Greek',
  he: 'Hebrew',
  hi: 'Hindi',
  th: 'Thai',
  id: 'Indonesian',
  vi: 'Vietnamese',
};

/**
 * Every other spelling the product uses for a known language: ISO 639-2/B and 639-3 codes,
 * deprecated ISO 639-1 codes that Java and Android still emit (iw, in), macrolanguage members
 * (cmn, arz...), and the lower-case English names that the /subtitle-generator-{language}
 * routes carry. Keys are lower case; the canonical keys map to themselves.
 */
const ALIASES = new Map<string, LanguageKey>();

function alias(key: LanguageKey, ...spellings: string[]): void {
  ALIASES.set(key, key);
  ALIASES.set(ENGLISH_NAMES[key].toLowerCase(), key);
  for (const spelling of spellings) ALIASES.set(spelling, key);
}

alias('zh', 'zho', 'chi', 'cmn', 'mandarin', 'simplified chinese', 'traditional chinese');
alias('yue', 'zh-yue', 'cantonese chinese');
alias('en', 'eng');
alias('ja', 'jpn');
alias('es', 'spa', 'castilian');
alias('fr', 'fra', 'fre');
alias('de', 'deu', 'ger');
alias('ru', 'rus');
alias('ko', 'kor');
alias('ar', 'ara', 'arb', 'arz', 'apc', 'ajp', 'acm', 'ary', 'egyptian arabic');
alias('pt', 'por', 'brazilian portuguese');
alias('it', 'ita');
alias('nl', 'nld', 'dut', 'flemish');
alias('sv', 'swe');
alias('no', 'nb', 'nn', 'nor', 'nob', 'nno', 'bokmal', 'bokmål', 'nynorsk');
alias('da', 'dan');
alias('fi', 'fin');
alias('pl', 'pol');
alias('tr', 'tur');
alias('el', 'ell', 'gre');
alias('he', 'iw', 'heb');
alias('hi', 'hin');
alias('th', 'tha');
alias('id', 'in', 'ind', 'bahasa indonesia');
alias('vi', 'vie');

/** Where a BCP 47 tag, a locale (en_GB.UTF-8), a product code (yue(oral)) or a name (Chinese (Traditional)) ends its language part. */
const PRIMARY_END = /[-_(.@,\s]/;

/**
 * The canonical key of a language given in any shape the product uses: 'en', 'en-US', 'en_GB',
 * 'EN', 'eng', 'zh-Hant', 'cmn', 'yue(oral)', 'nb', 'iw', 'English', 'chinese'...
 * Returns undefined for a language without its own row in the tables (and for 'auto',
 * 'multilingual', the empty string, and undefined or anything else that is not a string),
 * which then get the default limits.
 */
export function normalizeLanguage(lang: string | undefined): LanguageKey | undefined {
  if (typeof lang !== 'string') return undefined;
  const lower = lang.trim().toLowerCase();
  if (lower === '') return undefined;
  const whole = ALIASES.get(lower);
  if (whole) return whole;
  const end = lower.search(PRIMARY_END);
  return end > 0 ? ALIASES.get(lower.slice(0, end)) : undefined;
}

/** The English name of a language for messages ('English'), or undefined when it is not in the tables. */
export function languageName(lang: string): string | undefined {
  const key = normalizeLanguage(lang);
  return key && ENGLISH_NAMES[key];
}

/** Chinese (both scripts), Cantonese, Japanese and Korean. */
export function isCjk(lang: string): boolean {
  const key = normalizeLanguage(lang);
  return key === 'zh' || key === 'yue' || key === 'ja' || key === 'ko';
}

/**
 * True for languages written without spaces between words, whose lines are measured and broken
 * by character: Chinese, Cantonese, Japanese and Thai. Korean is not one of them: it puts spaces
 * between words (eojeol) and breaks lines there.
 */
export function countsByCharacter(lang: string): boolean {
  const key = normalizeLanguage(lang);
  return key === 'zh' || key === 'yue' || key === 'ja' || key === 'th';
}
