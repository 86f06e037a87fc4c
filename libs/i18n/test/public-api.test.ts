// The names other packages import. Removing or renaming one is a breaking change: this test
// makes it a deliberate one. It also holds the line between the two entries: the package root
// is what the api imports, so nothing reachable from it may pull in React or touch the DOM.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as core from '../src/index.js';
import * as catalogRules from '../src/catalog-rules.js';
import * as react from '../src/react.js';
import pkg from '../package.json' with { type: 'json' };

const CORE_FUNCTIONS = [
  'bytesToGb',
  'bytesToMb',
  'clearLocaleCookie',
  'createTranslator',
  'dailyResetCountdown',
  'dayjsLocale',
  'findLanguage',
  'formatDate',
  'formatFileSize',
  'formatFileTime',
  'formatMessage',
  'formatGb',
  'formatMb',
  'freeUsesLabel',
  'isLocale',
  'isMessageDescriptor',
  'languageName',
  'loadMessages',
  'matchLocale',
  'negotiateLocale',
  'nextMidnight',
  'parseLocaleCookie',
  'planLabel',
  'readCookie',
  'relativeTime',
  'relativeTimeParts',
  'round2',
  'searchLanguages',
  'selectableLanguages',
  'serializeLocaleCookie',
  'sortLanguages',
  'startOfWeek',
  'storagePercent',
  'toDate',
  'uploadErrorLabel',
  'weekStart',
];
const CORE_CONSTANTS = [
  'AUTO_DETECT',
  'DAYJS_LOCALES',
  'DEFAULT_LOCALE',
  'FILE_TIME_FORMAT',
  'FREE_QUOTA',
  'LANGUAGES',
  'LOCALE_COOKIE',
  'LOCALE_COOKIE_MAX_AGE',
  'LOCALE_NATIVE_NAMES',
  'LOCALES',
  'MULTILINGUAL',
  'WEEK_START',
];
const REACT_EXPORTS = ['I18nProvider', 'useFormat', 'useLocale', 'useT'];
const CATALOG_RULES_EXPORTS = [
  'BRANDS',
  'checkCatalog',
  'ENGLISH_CONCEPTS',
  'FORM_OF_ADDRESS',
  'FRENCH_SPACING',
  'GLOSSARY',
  'GLOSSARY_CONCEPTS',
  'SAME_IN_LANGUAGE',
];

describe('@captio/i18n', () => {
  it('exports exactly the documented names', () => {
    expect(Object.keys(core).sort()).toEqual([...CORE_FUNCTIONS, ...CORE_CONSTANTS].sort());
  });

  it.each(CORE_FUNCTIONS)('%s is a function', (name) => {
    expect(typeof (core as Record<string, unknown>)[name]).toBe('function');
  });

  it('keeps its constants', () => {
    expect(core.DEFAULT_LOCALE).toBe('en-US');
    expect(core.LOCALES).toHaveLength(11);
    expect(core.LOCALE_COOKIE_MAX_AGE).toBe(365 * 24 * 3600);
    expect(core.FREE_QUOTA).toBe(3);
    expect(core.AUTO_DETECT).toBe('auto');
  });
});

describe('@captio/i18n/react', () => {
  it('exports exactly the documented names, all functions', () => {
    expect(Object.keys(react).sort()).toEqual(REACT_EXPORTS);
    for (const name of REACT_EXPORTS) {
      expect(typeof (react as Record<string, unknown>)[name]).toBe('function');
    }
  });
});

describe('@captio/i18n/catalog-rules', () => {
  it('exports exactly the documented names', () => {
    expect(Object.keys(catalogRules).sort()).toEqual([...CATALOG_RULES_EXPORTS].sort());
    expect(typeof catalogRules.checkCatalog).toBe('function');
  });

  it('has a glossary entry for every concept and a form of address in every locale', () => {
    for (const locale of core.LOCALES) {
      expect(Object.keys(catalogRules.GLOSSARY[locale]), locale).toEqual([
        ...catalogRules.GLOSSARY_CONCEPTS,
      ]);
      expect(catalogRules.FORM_OF_ADDRESS[locale].form, locale).not.toBe('');
    }
  });
});

describe('package.json', () => {
  it('is @captio/i18n 0.1.0, MIT, ESM, with its three entries in its export map', () => {
    expect([pkg.name, pkg.version, pkg.license, pkg.type]).toEqual([
      '@captio/i18n',
      '0.1.0',
      'MIT',
      'module',
    ]);
    expect(Object.keys(pkg.exports)).toEqual([
      '.',
      './react',
      './catalog-rules',
      './messages/*.json',
      './package.json',
    ]);
    expect(pkg.exports['.']['@captio/source']).toBe('./src/index.ts');
    expect(pkg.exports['./react']['@captio/source']).toBe('./src/react.ts');
    expect(pkg.exports['./react'].import).toBe('./dist/src/react.js');
    const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
    for (const entry of ['.', './react', './catalog-rules'] as const) {
      const target = pkg.exports[entry]['@captio/source'];
      expect(existsSync(resolve(root, target)), target).toBe(true);
      // The build (tsc, rootDir '.') writes src/x.ts to dist/src/x.js.
      expect(pkg.exports[entry].import).toBe(
        target.replace(/^\.\/src\/(.*)\.ts$/, './dist/src/$1.js'),
      );
    }
  });

  it('React is an optional peer: the api installs the package without it', () => {
    expect(pkg.peerDependenciesMeta.react.optional).toBe(true);
    expect(Object.keys(pkg.dependencies).sort()).toEqual([
      '@captio/routing-rules',
      '@formatjs/icu-messageformat-parser',
      'dayjs',
      'intl-messageformat',
      'react-intl',
    ]);
  });
});

describe('the package root stays free of React and the DOM', () => {
  const src = resolve(dirname(fileURLToPath(import.meta.url)), '../src');

  // Every module reachable from src/index.ts by relative imports, with its bare imports.
  function reachable(entry: string) {
    const seen = new Map<string, string[]>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      const text = readFileSync(file, 'utf8');
      const specifiers = [...text.matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)].map(
        (m) => m[1] ?? '',
      );
      seen.set(
        file,
        specifiers.filter((s) => !s.startsWith('.')),
      );
      for (const s of specifiers) {
        if (s.startsWith('.') && s.endsWith('.js'))
          visit(resolve(dirname(file), s.replace(/\.js$/, '.ts')));
      }
    };
    visit(entry);
    return seen;
  }

  const graph = reachable(resolve(src, 'index.ts'));

  it('walks the whole core', () => {
    expect(graph.size).toBeGreaterThan(8);
  });

  // '@scope/name/sub' is the package '@scope/name'; 'name/sub' is 'name'.
  const packageOf = (specifier: string) =>
    specifier
      .split('/')
      .slice(0, specifier.startsWith('@') ? 2 : 1)
      .join('/');

  it('imports only routing-rules (which imports nothing), dayjs and intl-messageformat', () => {
    const packages = new Set([...graph.values()].flat().map(packageOf));
    expect([...packages].sort()).toEqual(['@captio/routing-rules', 'dayjs', 'intl-messageformat']);
  });

  it('touches no DOM global', () => {
    for (const file of graph.keys()) {
      const code = readFileSync(file, 'utf8').replace(/\/\/.*$|\/\*[\s\S]*?\*\//gm, '');
      expect(code, file).not.toMatch(/\b(window|document|navigator|localStorage)\./);
    }
  });
});
