import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  afterSignin,
  GUARDS,
  LOCALES,
  OUTPUT_FORMATS,
  resolve,
  runGuards,
  SNS_SITES,
  SPOKEN_LANGUAGES,
  stripLocale,
  SUBTITLE_FORMATS,
  withLocale,
} from '../src/index.js';
import type { GuardState } from '../src/index.js';
import { LOCALIZED_EXAMPLES } from './support/routes.js';

// Pieces real paths are made of, so that random paths often hit a route or come close to one.
const WORDS = [
  ...LOCALES,
  'zh-cn',
  'xx-XX',
  'users',
  'signin',
  'signup',
  'result',
  'transcription-ab',
  'blog',
  'pricing',
  'package-redeem',
  'podcast',
  'workspace',
  'tools',
  'youtube-subtitle-downloader',
  'Empty',
  'maintenance',
  ...SNS_SITES.map((sns) => `${sns}-to-${OUTPUT_FORMATS[1]}`),
  'convert-srt-to-vtt',
  'transcribe-mp4-to-text',
  `translate-${SPOKEN_LANGUAGES[3]?.name}-media-to-english`,
  'subtitle-generator-cantonese',
  '%',
  '%2F',
  '%E4%B8%AD',
  '..',
  '\\',
  '',
];

const segment = fc.oneof(
  fc.constantFrom(...WORDS),
  fc.constantFrom(...WORDS).map((word) => word.toUpperCase()),
  fc.string({ maxLength: 8 }),
  fc.string({ unit: 'grapheme', maxLength: 4 }),
);
const pathLike = fc
  .tuple(
    fc.array(segment, { maxLength: 5 }),
    fc.constantFrom('', '/', '//'),
    fc.constantFrom('', '?c_code=appsumo', '?redirect=%2Fsettings', '#x', '?a=1#b'),
  )
  .map(([segments, end, suffix]) => `/${segments.join('/')}${end}${suffix}`);
const anyString = fc.oneof(fc.string(), fc.string({ unit: 'binary' }), pathLike);

const state: fc.Arbitrary<GuardState> = fc.record({
  loggedIn: fc.boolean(),
  isMaintenance: fc.boolean(),
  maintenanceBypass: fc.option(fc.constantFrom('k', '', 'x'), { nil: undefined }),
  maintenanceSecret: fc.option(fc.constantFrom('k', ''), { nil: undefined }),
  serverRedirect: fc.option(fc.oneof(anyString, fc.constantFrom('https://a.example', '/blog')), {
    nil: undefined,
  }),
  preferredLocale: fc.option(fc.oneof(fc.constantFrom(...LOCALES), fc.string()), {
    nil: undefined,
  }),
});

describe('resolve, for any string', () => {
  it('never throws, and answers one of the three kinds', () => {
    fc.assert(
      fc.property(anyString, fc.boolean(), (path, dev) => {
        const result = resolve(path, { dev });
        expect(['page', 'redirect', 'not-found']).toContain(result.kind);
        if (result.kind === 'not-found') {
          expect(result.message).toBe(`Page Not Found: ${result.path}`);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('redirects only to a path on this site, in one step', () => {
    fc.assert(
      fc.property(anyString, fc.boolean(), (path, dev) => {
        const result = resolve(path, { dev });
        if (result.kind !== 'redirect') return;
        expect(result.to).toMatch(/^\/(?![/\\])/);
        expect(resolve(result.to, { dev }).kind).not.toBe('redirect');
      }),
      { numRuns: 2000 },
    );
  });

  it('a page path is canonical: the same path with its query and hash is the same page', () => {
    fc.assert(
      fc.property(pathLike, fc.string(), (path, query) => {
        const result = resolve(path);
        if (result.kind !== 'page') return;
        const pathname = path.split(/[?#]/)[0] ?? '';
        expect(resolve(`${pathname}?${query.replace(/#/g, '')}`)).toEqual(result);
      }),
    );
  });
});

describe('the guards, for any string and state', () => {
  it('never throw', () => {
    fc.assert(
      fc.property(anyString, state, fc.boolean(), (path, guardState, dev) => {
        for (const guard of GUARDS) guard(path, guardState);
        runGuards(path, guardState, { dev });
        afterSignin(path);
      }),
      { numRuns: 1000 },
    );
  });

  it('only the server redirect leaves the site', () => {
    fc.assert(
      fc.property(anyString, state, (path, guardState) => {
        const outcome = runGuards(path, guardState);
        if (outcome.kind !== 'redirect') return;
        if (outcome.external) {
          expect(outcome.guard).toBe('server-redirect');
          expect(outcome.to).toMatch(/^(https?:)?\/\/[^/\\]/i);
        } else {
          expect(outcome.to).toMatch(/^\/(?![/\\])/);
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('afterSignin stays on this site', () => {
    fc.assert(
      fc.property(anyString, (back) => {
        const to = afterSignin(`/users/signin?redirect=${encodeURIComponent(back)}`);
        expect(to).toMatch(/^\/(?![/\\])/);
        expect(to === '/workspace' || to === back).toBe(true);
      }),
    );
  });
});

describe('locale prefixes', () => {
  const locale = fc.constantFrom(...LOCALES);
  const value = fc.stringMatching(/^[A-Za-z0-9_-]{1,12}$/);
  // Canonical localized paths, with random values where the route has a parameter.
  const localizedPath = fc.oneof(
    fc.constantFrom(...LOCALIZED_EXAMPLES.map((route) => route.path)),
    value.map((hash) => `/result/${hash}`),
    value.map((article) => `/blog/${article}`),
    fc.constantFrom(...SPOKEN_LANGUAGES).map(({ name }) => `/transcribe-${name}`),
    fc
      .tuple(fc.constantFrom(...SUBTITLE_FORMATS), fc.constantFrom(...SUBTITLE_FORMATS))
      .map(([a, b]) => `/convert-${a}-to-${b}`),
  );
  const suffix = fc.constantFrom('', '?coupon=true', '#top', '?a=1&b=2#c');

  it('withLocale(stripLocale(p).path, l) round-trips for localized routes', () => {
    fc.assert(
      fc.property(localizedPath, suffix, locale, locale, (path, end, l1, l2) => {
        const inL1 = withLocale(path + end, l1);
        const stripped = stripLocale(inL1);
        expect(stripped).toEqual({ locale: l1, path: path + end });
        expect(withLocale(stripped.path, stripped.locale)).toBe(inL1);
        expect(withLocale(inL1, l2)).toBe(withLocale(path + end, l2));
        expect(stripLocale(withLocale(stripped.path, l2))).toEqual({
          locale: l2,
          path: path + end,
        });
      }),
    );
  });

  it('a localized page is the same page in every locale', () => {
    fc.assert(
      fc.property(localizedPath, locale, (path, l) => {
        const bare = resolve(path);
        const there = resolve(withLocale(path, l));
        if (bare.kind === 'page') expect(there).toEqual({ ...bare, locale: l });
        else expect(there.kind).toBe(bare.kind);
      }),
    );
  });

  // withLocale replaces one prefix: '/zh-CN/fr-FR/x' (not a route) keeps its second segment.
  const hasTwoPrefixes = (path: string): boolean => {
    const once = stripLocale(path.startsWith('/') ? path : `/${path}`).path;
    return stripLocale(once).path !== once;
  };

  it('withLocale never throws and is idempotent for any path with at most one prefix', () => {
    fc.assert(
      fc.property(anyString, locale, locale, (path, l1, l2) => {
        fc.pre(!hasTwoPrefixes(path));
        expect(withLocale(withLocale(path, l1), l2)).toBe(withLocale(path, l2));
      }),
      { numRuns: 1000 },
    );
  });

  it('stripLocale never throws, and keeps what follows the prefix, from one slash', () => {
    fc.assert(
      fc.property(anyString, (path) => {
        const { locale: found, path: rest } = stripLocale(path);
        expect(LOCALES).toContain(found);
        if (found === 'en-US' && rest === path) return;
        expect(rest).toMatch(/^\/(?![/\\])/);
        const after = path.replace(/^\/[^/?#]*[/\\]*/, '');
        expect(rest.slice(1)).toBe(after.replace(/^\//, ''));
      }),
      { numRuns: 1000 },
    );
  });
});
