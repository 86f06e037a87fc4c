import { resolve, SUBTITLE_FORMATS, withLocale } from '@captio/routing-rules';
import { FORMATS } from '@captio/subtitle-core';
import { describe, expect, it } from 'vitest';
import { convertPath, POPULAR_CONVERSIONS, relatedConversions } from './convert-links.js';
import { conversionOf } from './convert-route.js';

describe('converter links', () => {
  it('cover the same formats as subtitle-core reads and writes', () => {
    expect([...SUBTITLE_FORMATS].sort()).toEqual([...FORMATS].sort());
  });

  const pairs = FORMATS.flatMap((from) =>
    FORMATS.filter((to) => to !== from).map((to) => ({ from, to })),
  );

  // The reverse, then the source to and the target from each of the other formats.
  const relatedCount = 1 + 2 * (FORMATS.length - 2);

  it.each(pairs)('$from to $to: every link is a converter page of routing-rules', (pair) => {
    const related = relatedConversions(pair);
    expect(related).toHaveLength(relatedCount);
    expect(related[0]).toEqual({ from: pair.to, to: pair.from });
    expect(new Set(related.map(({ from, to }) => `${from}-${to}`)).size).toBe(relatedCount);
    for (const conversion of [pair, ...related]) {
      expect(conversion.from).not.toBe(conversion.to);
      const resolution = resolve(withLocale(convertPath(conversion.from, conversion.to), 'ja-JP'));
      expect(resolution).toEqual({
        kind: 'page',
        name: 'convert-t1-to-t2',
        params: { t1: conversion.from, t2: conversion.to },
        locale: 'ja-JP',
      });
      expect(conversionOf(resolution.kind === 'page' ? resolution : { params: {} })).toEqual(
        conversion,
      );
    }
  });

  it('offers popular converters that exist', () => {
    for (const { from, to } of POPULAR_CONVERSIONS) {
      expect(resolve(convertPath(from, to))).toMatchObject({ kind: 'page' });
    }
  });
});
