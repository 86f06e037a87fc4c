import { describe, expect, test } from 'vitest';
import { VERSIONS } from '../../testing/fixtures.js';
import { latestUpdateToShow } from './latest-update.js';

const v = (version: string, importance: number) => ({ version, importance });

describe('latestUpdateToShow', () => {
  test.each([
    ['newest important and not viewed', [v('2.0', 1), v('1.9', 0)], ['2.0'], '2.0'],
    ['newest important but viewed', [v('2.0', 1)], [], undefined],
    ['newest not important', [v('2.0', 0), v('1.9', 1)], ['2.0', '1.9'], undefined],
    ['only importance 1 triggers it', [v('2.0', 2)], ['2.0'], undefined],
    ['an older important version never does', [v('2.0', 0), v('1.9', 1)], ['1.9'], undefined],
    ['no versions', [], ['2.0'], undefined],
  ])('%s', (_, versions, notViewed, expected) => {
    expect(latestUpdateToShow(versions, notViewed)?.version).toBe(expected);
  });

  test('gives back the record itself, for the dialog to show', () => {
    expect(latestUpdateToShow(VERSIONS, ['1.4.0'])).toBe(VERSIONS[0]);
  });
});
