import { formatTimestamp } from '@captio/subtitle-core';
import { describe, expect, it } from 'vitest';
import { formatDuration } from './handled-file.js';

describe('formatDuration', () => {
  it.each([
    [0, '0:00'],
    [7.797, '0:07'],
    [59.99, '0:59'],
    [65, '1:05'],
    [3723.4, '1:02:03'],
    [-3, '0:00'],
  ])('%d s reads %s', (seconds, shown) => {
    expect(formatDuration(seconds)).toBe(shown);
  });

  it('says what the player says of the same length', () => {
    for (const seconds of [7.797, 9.68, 61.5, 3599.999]) {
      expect(formatDuration(seconds)).toBe(formatTimestamp(seconds * 1000, 'short'));
    }
  });
});
