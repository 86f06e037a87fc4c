import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isStorableText, storableText, unstorableTextPaths } from './storable-text.js';

/** What Postgres keeps of a text: its UTF-8 bytes, read back; it refuses a NUL outright. */
const keptAsIs = (text: string) =>
  !text.includes('\u0000') && Buffer.from(text, 'utf8').toString('utf8') === text;

/** Texts of any UTF-16 code units: whole code points, NULs, and halves of surrogate pairs. */
const anyText = fc.string({
  unit: fc.oneof(
    fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
    fc.integer({ min: 0, max: 0xffff }).map((unit) => String.fromCharCode(unit)),
    fc.constantFrom('\u0000', '\uD800', '\uDBFF', '\uDC00', '\uDFFF'),
  ),
});

describe('isStorableText', () => {
  it.each([
    ['plain text', 'Hello', true],
    ['an empty text', '', true],
    ['a whole surrogate pair (emoji)', 'caf\u00e9 \u{1F600}', true],
    ['a NUL', 'a\u0000b', false],
    ['a NUL alone', '\u0000', false],
    ['a lone high surrogate', 'a\uD800b', false],
    ['a lone low surrogate', 'a\uDC00b', false],
    ['a high surrogate at the end', 'a\uD83D', false],
    ['two high surrogates', '\uD83D\uD83D\uDE00', false],
    ['a pair in the wrong order', '\uDE00\uD83D', false],
    ['U+FFFD', '\uFFFD', true],
    ['other control characters', '\u0001\u001f\u007f', true],
  ])('%s: %s', (_case, text, storable) => {
    expect(isStorableText(text)).toBe(storable);
  });

  it('is true exactly for the texts UTF-8 keeps as they are, without a NUL', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        expect(isStorableText(text)).toBe(keptAsIs(text));
      }),
      { seed: 20_260_301, numRuns: 2_000 },
    );
  });

  it('storableText makes any text storable and keeps a storable one as it is', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        expect(isStorableText(storableText(text))).toBe(true);
        expect(storableText(text).length).toBe(text.length);
        if (isStorableText(text)) expect(storableText(text)).toBe(text);
      }),
      { seed: 20_260_302, numRuns: 2_000 },
    );
  });
});

describe('unstorableTextPaths', () => {
  it.each([
    ['a storable document', { a: ['b', { c: 'd' }], e: 1, f: null, g: true }, []],
    ['a bare text', 'a\u0000', [[]]],
    ['a field', { name: 'a\u0000b', ok: 'x' }, [['name']]],
    ['an item', { list: ['ok', '\uD800'] }, [['list', 1]]],
    ['a key (not what it holds)', { ['k\u0000']: 'v\u0000' }, [['k\u0000']]],
    ['a deep field', { a: { b: [{ c: '\uDC00' }] } }, [['a', 'b', 0, 'c']]],
    ['two fields', { a: '\u0000', b: '\u0000' }, [['a'], ['b']]],
  ])('finds %s', (_case, value, paths) => {
    expect(unstorableTextPaths(value).sort()).toEqual(paths.sort());
  });

  it('reports at most 20 paths', () => {
    expect(unstorableTextPaths(Array.from({ length: 1000 }, () => '\u0000'))).toHaveLength(20);
  });

  it.each([
    ['arrays', (inner: unknown) => [inner]],
    ['objects', (inner: unknown) => ({ a: inner })],
  ])('walks 100 000 levels of %s without overflowing the stack', (_case, wrap) => {
    let value: unknown = 'end\u0000';
    for (let level = 0; level < 100_000; level += 1) value = wrap(value);
    const paths = unstorableTextPaths(value);
    expect(paths).toHaveLength(1);
    expect(paths[0]).toHaveLength(100_000);
  });
});
