import { DEFAULT_LOCALE, type Locale } from '../locales.js';
import { FORM_OF_ADDRESS } from './form-of-address.js';
import { frenchSpacingSlips } from './french-spacing.js';
import { ENGLISH_CONCEPTS, GLOSSARY, GLOSSARY_CONCEPTS } from './glossary.js';
import { messageShape, type MessageShape } from './message-shape.js';
import { FOREIGN_CHINESE, LOCALE_SCRIPTS } from './scripts.js';
import { findWord, lettersWithout, withoutNames } from './words.js';

export type CatalogRule =
  | 'missing-key'
  | 'extra-key'
  | 'key-order'
  | 'key-scheme'
  | 'key-prefix'
  | 'key-sort'
  | 'blank-or-padded'
  | 'straight-apostrophe'
  | 'icu-syntax'
  | 'plural-categories'
  | 'arguments'
  | 'select-options'
  | 'english-copy'
  | 'script'
  | 'chinese-variant'
  | 'glossary-variant'
  | 'glossary-term'
  | 'form-of-address'
  | 'french-spacing';

export interface CatalogProblem {
  readonly rule: CatalogRule;
  /** The message concerned. */
  readonly key: string;
  /** What is wrong, in English, for a test report. */
  readonly detail: string;
}

export interface CatalogCheckOptions {
  /** More names that stay as they are in every language (products, formats, protocols). */
  readonly brands?: readonly string[];
  /** More words a language spells as English does: word → the locales where it does. */
  readonly sameInLanguage?: Readonly<Record<string, readonly Locale[]>>;
}

/** Names that stay as they are in every language. */
export const BRANDS: readonly string[] = [
  'Captio',
  'YouTube',
  'TikTok',
  'Facebook',
  'Instagram',
  'AppSumo',
  'API',
  // Other companies' products, named by their own names in every language: "Google Drive" is
  // not the product's drive, so it neither asks for the drive term nor counts as a variant.
  'Google Drive',
  'Dropbox',
  'Notion',
];

/**
 * Words a language really spells as English does, so that a text made of them alone may stay
 * identical to the English one: German, Spanish, French and Italian say "Blog"; German,
 * French and Portuguese "Podcasts"; Japanese dialogs "OK"; Spain's "Plan" and Germany's
 * "Credits" are the glossary terms.
 */
export const SAME_IN_LANGUAGE: Readonly<Record<string, readonly Locale[]>> = {
  Blog: ['de-DE', 'es-ES', 'fr-FR', 'it-IT'],
  Credits: ['de-DE'],
  OK: ['ja-JP'],
  Plan: ['es-ES'],
  Podcasts: ['de-DE', 'fr-FR', 'pt-PT'],
};

const KEY_SCHEME = /^[a-z][a-zA-Z]*(\.[a-z0-9][a-zA-Z0-9]*)+$/;

/**
 * Everything wrong with one locale's catalog, checked against the English catalog it
 * translates: the same keys in the same order, messages that parse as ICU and keep the English
 * arguments, plural categories of the language, real translations in the language's script,
 * the locale's glossary terms and form of address, and French spacing. For English itself:
 * keys in the `area.element[.detail]` scheme, sorted, none the prefix of another. An empty list
 * means the catalog passes.
 */
export function checkCatalog(
  locale: Locale,
  catalog: Readonly<Record<string, string>>,
  english: Readonly<Record<string, string>>,
  options: CatalogCheckOptions = {},
): CatalogProblem[] {
  const context = {
    locale,
    brands: [...BRANDS, ...(options.brands ?? [])],
    sameInLanguage: { ...SAME_IN_LANGUAGE, ...options.sameInLanguage },
  };
  const problems =
    locale === DEFAULT_LOCALE ? keySchemeProblems(catalog) : keyProblems(catalog, english);
  for (const [key, message] of Object.entries(catalog)) {
    problems.push(...messageProblems(context, key, message, english[key]));
  }
  return problems;
}

interface Context {
  readonly locale: Locale;
  readonly brands: readonly string[];
  readonly sameInLanguage: Readonly<Record<string, readonly Locale[]>>;
}

function keyProblems(
  catalog: Readonly<Record<string, string>>,
  english: Readonly<Record<string, string>>,
): CatalogProblem[] {
  const own = Object.keys(catalog);
  const source = Object.keys(english);
  const problems: CatalogProblem[] = [
    ...source
      .filter((key) => !(key in catalog))
      .map((key) => ({ rule: 'missing-key' as const, key, detail: 'missing' })),
    ...own
      .filter((key) => !(key in english))
      .map((key) => ({ rule: 'extra-key' as const, key, detail: 'not in the English catalog' })),
  ];
  if (problems.length === 0) {
    const at = own.findIndex((key, index) => key !== source[index]);
    if (at >= 0) {
      problems.push({
        rule: 'key-order',
        key: own[at] ?? '',
        detail: `out of the English order (English has ${source[at]} here)`,
      });
    }
  }
  return problems;
}

function keySchemeProblems(catalog: Readonly<Record<string, string>>): CatalogProblem[] {
  const keys = Object.keys(catalog);
  const problems: CatalogProblem[] = [];
  for (const [index, key] of keys.entries()) {
    if (!KEY_SCHEME.test(key)) {
      problems.push({
        rule: 'key-scheme',
        key,
        detail: 'not dotted lowerCamel segments, two or more',
      });
    }
    const longer = keys.find((other) => other.startsWith(`${key}.`));
    if (longer) problems.push({ rule: 'key-prefix', key, detail: `a prefix of ${longer}` });
    const previous = keys[index - 1];
    if (previous !== undefined && previous > key) {
      problems.push({ rule: 'key-sort', key, detail: `sorted after ${previous}` });
    }
  }
  return problems;
}

type Report = (rule: CatalogRule, detail: string) => void;

function messageProblems(
  context: Context,
  key: string,
  message: string,
  source: string | undefined,
): CatalogProblem[] {
  const problems: CatalogProblem[] = [];
  const report: Report = (rule, detail) => problems.push({ rule, key, detail });
  if (!message.trim() || message !== message.trim()) report('blank-or-padded', 'empty or padded');
  // ICU reads a straight apostrophe as a quote, which can swallow the arguments after it.
  if (message.includes("'")) report('straight-apostrophe', 'a straight apostrophe: write ’');
  const shape = parsed(message);
  if (shape instanceof Error) {
    report('icu-syntax', shape.message);
    return problems;
  }
  for (const detail of pluralSlips(context.locale, shape)) report('plural-categories', detail);
  const english =
    source === undefined || context.locale === DEFAULT_LOCALE ? undefined : parsed(source);
  if (english && !(english instanceof Error)) {
    translationProblems(context, { message, shape }, { message: source, shape: english }, report);
  }
  wordingProblems(context, message, shape, report);
  return problems;
}

interface Text {
  readonly message: string | undefined;
  readonly shape: MessageShape;
}

/** What a translation must keep of its English text, and what it must change. */
function translationProblems(context: Context, own: Text, english: Text, report: Report): void {
  if (JSON.stringify(own.shape.args) !== JSON.stringify(english.shape.args)) {
    const list = (args: string[]) => args.join(', ') || 'none';
    report('arguments', `has ${list(own.shape.args)}, English ${list(english.shape.args)}`);
  }
  if (JSON.stringify(own.shape.selects) !== JSON.stringify(english.shape.selects)) {
    report('select-options', 'select options differ from the English ones');
  }
  const englishWords = lettersWithout(english.shape.text, context.brands);
  const copied = own.message === english.message;
  const allowedCopy = copied && sameInLanguage(context, englishWords);
  if (copied && englishWords !== '' && !allowedCopy) {
    report('english-copy', 'the English text, untranslated');
  }
  const script = LOCALE_SCRIPTS[context.locale];
  const words = lettersWithout(own.shape.text, context.brands);
  if (script && englishWords !== '' && !allowedCopy && !script.test(words)) {
    report('script', `not written in the script of ${context.locale}`);
  }
  const englishUnnamed = withoutNames(english.shape.text, context.brands);
  const ownUnnamed = withoutNames(own.shape.text, context.brands);
  for (const concept of GLOSSARY_CONCEPTS) {
    const entry = GLOSSARY[context.locale][concept];
    const named = ENGLISH_CONCEPTS[concept].test(englishUnnamed);
    if (named && !findWord(context.locale, ownUnnamed, entry.forms)) {
      report('glossary-term', `the English says ${concept}: write “${entry.term}”`);
    }
  }
}

/** The locale's own wording: its Chinese, glossary, form of address and French spacing. */
function wordingProblems(
  context: Context,
  message: string,
  shape: MessageShape,
  report: Report,
): void {
  const foreign = [...(FOREIGN_CHINESE[context.locale] ?? '')].filter((char) =>
    message.includes(char),
  );
  if (foreign.length > 0) {
    report('chinese-variant', `${foreign.join('')} belong to the other Chinese`);
  }
  const variants = new Set<string>();
  const unnamed = withoutNames(shape.text, context.brands);
  for (const concept of GLOSSARY_CONCEPTS) {
    const entry = GLOSSARY[context.locale][concept];
    const variant = findWord(context.locale, unnamed, entry.avoid);
    // A word refused for two concepts (전사 for transcript and transcription) is told once.
    if (variant && !variants.has(variant)) {
      variants.add(variant);
      report('glossary-variant', `“${variant}” for ${concept}: write “${entry.term}”`);
    }
  }
  const address = FORM_OF_ADDRESS[context.locale];
  const slip = findWord(context.locale, shape.text, address.avoid);
  if (slip) {
    report(
      'form-of-address',
      `“${slip}”: ${context.locale} addresses the reader with ${address.form}`,
    );
  }
  if (context.locale === 'fr-FR') {
    const slips = shape.literals.flatMap(frenchSpacingSlips);
    if (slips.length > 0) {
      const excerpts = slips.map((excerpt) => `“${excerpt}”`).join(', ');
      report('french-spacing', `no U+00A0 no-break space in ${excerpts}`);
    }
  }
}

function parsed(message: string): MessageShape | Error {
  try {
    return messageShape(message);
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  }
}

/** Every word of the English text is one the language spells the same way. */
function sameInLanguage(context: Context, englishWords: string): boolean {
  const words = englishWords.split(' ').filter(Boolean);
  return (
    words.length > 0 &&
    words.every((word) => context.sameInLanguage[word]?.includes(context.locale))
  );
}

const neededCategories = new Map<Locale, { known: Set<string>; needed: string[] }>();

/** The plural categories of a language, and those whole numbers from 0 to 1000 fall into. */
function pluralCategories(locale: Locale) {
  let categories = neededCategories.get(locale);
  if (!categories) {
    const rules = new Intl.PluralRules(locale);
    categories = {
      known: new Set(rules.resolvedOptions().pluralCategories),
      needed: [...new Set(Array.from({ length: 1001 }, (_, n) => rules.select(n)))],
    };
    neededCategories.set(locale, categories);
  }
  return categories;
}

/** Plural options the language does not have, and categories it needs that are missing. */
function pluralSlips(locale: Locale, shape: MessageShape): string[] {
  const { known, needed } = pluralCategories(locale);
  return Object.entries(shape.plurals).flatMap(([name, options]) => {
    const unknown = options.filter((option) => !known.has(option) && !/^=\d+$/.test(option));
    const missing = needed.filter((category) => !options.includes(category));
    return [
      ...(unknown.length > 0
        ? [`{${name}}: ${unknown.join(', ')} not a category of ${locale}`]
        : []),
      ...(missing.length > 0 ? [`{${name}}: lacks ${missing.join(', ')}`] : []),
    ];
  });
}
