import type { Locale } from '../locales.js';

/**
 * Where a word may start and end. Chinese and Japanese do not put spaces between words, so a
 * term is found anywhere; Korean glues particles to the end of a word (요금제를), so a term must
 * only start a word; the other languages match whole words.
 */
const BOUNDARIES: Readonly<Record<Locale, 'words' | 'start' | 'none'>> = {
  'en-US': 'words',
  'zh-CN': 'none',
  'zh-TW': 'none',
  'es-ES': 'words',
  'pt-PT': 'words',
  'fr-FR': 'words',
  'de-DE': 'words',
  'it-IT': 'words',
  'ja-JP': 'none',
  'ko-KR': 'start',
  'ru-RU': 'words',
};

const NOT_BEFORE = '(?<![\\p{L}\\p{N}])';
const NOT_AFTER = '(?![\\p{L}\\p{N}])';

/** The glossary and address patterns are few and fixed: each is compiled once. */
const compiled = new Map<string, RegExp>();

/**
 * A word pattern of the locale: `source` is a regular expression for the word itself (write
 * `\p{L}*` where endings vary), matched without regard to case. A RegExp is used as it is.
 */
export function wordPattern(locale: Locale, source: string | RegExp): RegExp {
  if (source instanceof RegExp) return source;
  const id = `${locale} ${source}`;
  let pattern = compiled.get(id);
  if (!pattern) {
    const boundary = BOUNDARIES[locale];
    const before = boundary === 'none' ? '' : NOT_BEFORE;
    const after = boundary === 'words' ? NOT_AFTER : '';
    pattern = new RegExp(`${before}(?:${source})${after}`, 'iu');
    compiled.set(id, pattern);
  }
  return pattern;
}

/** The first piece of `text` one of the patterns finds, or undefined. */
export function findWord(
  locale: Locale,
  text: string,
  sources: readonly (string | RegExp)[],
): string | undefined {
  for (const source of sources) {
    const found = wordPattern(locale, source).exec(text);
    if (found) return found[0];
  }
  return undefined;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The text with each of the given names (whole words) replaced by a space. */
export function withoutNames(text: string, names: readonly string[]): string {
  if (names.length === 0) return text;
  // Longest first, so that "Google Drive" goes whole before a shorter name could split it.
  const alternatives = [...names].sort((a, b) => b.length - a.length).map(escapeRegExp);
  return text.replace(
    new RegExp(`${NOT_BEFORE}(?:${alternatives.join('|')})${NOT_AFTER}`, 'gu'),
    ' ',
  );
}

/** The letters of a text once the given names are taken out, single-spaced. */
export function lettersWithout(text: string, names: readonly string[]): string {
  return withoutNames(text, names)
    .replace(/[^\p{L}]+/gu, ' ')
    .trim();
}
