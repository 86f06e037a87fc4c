// Properties of what the package parses and converts, over inputs no table thinks of.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bytesToMb,
  LOCALE_COOKIE,
  LOCALES,
  matchLocale,
  negotiateLocale,
  parseLocaleCookie,
  relativeTimeParts,
  round2,
  serializeLocaleCookie,
  storagePercent,
} from '../src/index.js';

// Locally every run draws new cases; CI runs one fixed seed, so a run fails on its own merits.
if (process.env['CI']) fc.configureGlobal({ seed: 20261122 });

const locale = fc.constantFrom(...LOCALES);
const anyText = fc.oneof(fc.string(), fc.string({ unit: 'binary' }));

describe('locale cookie and header parsing', () => {
  it('parseLocaleCookie never throws and answers a locale or nothing', () => {
    fc.assert(
      fc.property(anyText, (header) => {
        const found = parseLocaleCookie(header);
        expect(found === undefined || LOCALES.includes(found)).toBe(true);
      }),
    );
  });

  // Other cookies a browser sends along: names that are not ours, values without ';'.
  const otherCookie = fc
    .tuple(fc.stringMatching(/^[a-z_]{1,10}$/), fc.stringMatching(/^[^;]{0,10}$/))
    .filter(([name]) => name !== LOCALE_COOKIE)
    .map(([name, value]) => `${name}=${value}`);

  it('reads back the locale it wrote, among any other cookies', () => {
    fc.assert(
      fc.property(locale, fc.array(otherCookie), fc.array(otherCookie), (l, before, after) => {
        const sent = serializeLocaleCookie(l).split(';')[0] ?? '';
        expect(parseLocaleCookie([...before, sent, ...after].join('; '))).toBe(l);
      }),
    );
  });

  it('negotiateLocale never throws and always answers an interface locale', () => {
    fc.assert(
      fc.property(anyText, (header) => {
        expect(LOCALES).toContain(negotiateLocale(header));
      }),
    );
  });

  it('an interface locale first in the header wins, whatever follows', () => {
    fc.assert(
      fc.property(locale, anyText, (l, rest) => {
        expect(negotiateLocale(`${l},${rest}`)).toBe(l);
      }),
    );
  });

  it('matchLocale reads a locale in any case, with - or _', () => {
    fc.assert(
      fc.property(locale, fc.boolean(), fc.boolean(), (l, upper, underscore) => {
        let tag = upper ? l.toUpperCase() : l.toLowerCase();
        if (underscore) tag = tag.replace('-', '_');
        expect(matchLocale(tag)).toBe(l);
      }),
    );
  });
});

describe('number conversions', () => {
  const amount = fc.double({ min: -1e12, max: 1e12, noNaN: true });

  it('round2 keeps at most two decimals and moves a value by half a cent at most', () => {
    fc.assert(
      fc.property(amount, (value) => {
        const rounded = round2(value);
        const cents = rounded * 100;
        expect(Math.abs(cents - Math.round(cents))).toBeLessThan(
          1e-6 * Math.max(1, Math.abs(cents)),
        );
        expect(Math.abs(rounded - value)).toBeLessThanOrEqual(0.005 + 1e-9 * Math.abs(value));
      }),
    );
  });

  it('more bytes never show fewer megabytes', () => {
    const bytes = fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER });
    fc.assert(
      fc.property(bytes, bytes, (a, b) => {
        const [small, large] = a <= b ? [a, b] : [b, a];
        expect(bytesToMb(small)).toBeLessThanOrEqual(bytesToMb(large));
      }),
    );
  });

  it('storage percentage is 0 without both figures, never negative for real ones', () => {
    const size = fc.option(fc.integer({ min: 0, max: 2 ** 50 }), { nil: undefined });
    fc.assert(
      fc.property(size, size, (used, capacity) => {
        const percent = storagePercent(used, capacity);
        if (!used || !capacity) expect(percent).toBe(0);
        else {
          const exact = (used / capacity) * 100;
          expect(Math.abs(percent - exact)).toBeLessThanOrEqual(0.005 + Math.abs(exact) * 1e-12);
        }
        expect(percent).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});

describe('relative time', () => {
  const ORDER = ['now', 'minutes', 'hours', 'yesterday', 'date'];
  const now = new Date(2025, 4, 7, 14, 0, 0).getTime();

  it('the longer ago, the coarser the words, never a count of zero', () => {
    const elapsed = fc.integer({ min: 0, max: 10 * 24 * 3600 * 1000 });
    fc.assert(
      fc.property(elapsed, elapsed, (a, b) => {
        const [short, long] = a <= b ? [a, b] : [b, a];
        const first = relativeTimeParts(now - short, now);
        const second = relativeTimeParts(now - long, now);
        expect(ORDER.indexOf(first.unit)).toBeLessThanOrEqual(ORDER.indexOf(second.unit));
        if ('value' in first) expect(first.value).toBeGreaterThan(0);
      }),
    );
  });
});
