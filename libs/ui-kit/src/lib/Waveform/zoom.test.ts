import { describe, expect, test } from 'vitest';
import { canZoom, nextZoom, ZOOM_LEVELS } from './zoom.js';

describe('nextZoom', () => {
  test.each([
    [100, 'in', 200],
    [100, 'out', 50],
    [800, 'in', 800],
    [5, 'out', 5],
    [150, 'in', 200],
    [150, 'out', 100],
    [1, 'in', 5],
    [5000, 'out', 800],
  ] as const)('from %d px/s, %s gives %d', (current, direction, expected) => {
    expect(nextZoom(current, direction)).toBe(expected);
  });

  test('the ends cannot zoom further', () => {
    expect(canZoom(ZOOM_LEVELS[0] as number, 'out')).toBe(false);
    expect(canZoom(ZOOM_LEVELS.at(-1) as number, 'in')).toBe(false);
    expect(canZoom(100, 'in') && canZoom(100, 'out')).toBe(true);
  });
});
