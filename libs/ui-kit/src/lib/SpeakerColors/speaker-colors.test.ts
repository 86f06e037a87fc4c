import { describe, expect, test } from 'vitest';
import {
  contrastRatio,
  SPEAKER_COLORS,
  speakerColor,
  speakerColorIndex,
} from './speaker-colors.js';

describe('SPEAKER_COLORS', () => {
  test('has the ten palettes of the spec, each a different hue', () => {
    expect(SPEAKER_COLORS).toHaveLength(10);
    expect(new Set(SPEAKER_COLORS.map((color) => color.name)).size).toBe(10);
  });

  test.each(
    SPEAKER_COLORS.flatMap((color) => [
      [color.name, 'light', color.light] as const,
      [color.name, 'dark', color.dark] as const,
    ]),
  )('%s keeps 4.5:1 between text and background in the %s scheme', (_name, _scheme, pair) => {
    expect(contrastRatio(pair.text, pair.background)).toBeGreaterThanOrEqual(4.5);
  });
});

describe('contrastRatio', () => {
  test.each([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#000000', 21],
    ['#777777', '#777777', 1],
    ['#767676', '#ffffff', 4.54],
  ])('%s on %s is %d:1', (first, second, expected) => {
    expect(contrastRatio(first, second)).toBeCloseTo(expected, 1);
  });
});

describe('speakerColor', () => {
  test.each([
    [0, 'blue'],
    [1, 'orange'],
    [9, 'slate'],
    [10, 'blue'],
    [23, 'purple'],
    [-1, 'orange'],
    [2.7, 'green'],
    [Number.NaN, 'blue'],
  ])('index %d is %s', (index, name) => {
    expect(speakerColor(index).name).toBe(name);
  });
});

describe('speakerColorIndex', () => {
  const speakers = ['Ana', 'Bo', 'Chen'];
  test.each([
    ['Ana', 0],
    ['Chen', 2],
  ])('%s, listed, takes its place in the list: %d', (speaker, index) => {
    expect(speakerColorIndex(speaker, speakers)).toBe(index);
  });

  test('a speaker past the tenth wraps around', () => {
    const many = Array.from({ length: 12 }, (_, i) => `S${i}`);
    expect(speakerColorIndex('S11', many)).toBe(1);
  });

  test('a name not in the list gets the same palette every time, within the ten', () => {
    const first = speakerColorIndex('Dora', speakers);
    expect(speakerColorIndex('Dora', speakers)).toBe(first);
    expect(first).toBeGreaterThanOrEqual(0);
    expect(first).toBeLessThan(10);
    const spread = new Set(
      ['Dora', 'Eli', 'Fay', 'Gus', 'Hal', 'Ivy'].map((n) => speakerColorIndex(n, [])),
    );
    expect(spread.size).toBeGreaterThan(1);
  });
});
