import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Size, MAX_IMAGE_SIZE, fitWithin } from './fit-within.js';

describe('fitWithin', () => {
  it.each<[string, Size, Size]>([
    ['full HD shrinks to the box', { width: 1920, height: 1080 }, { width: 1280, height: 720 }],
    ['4K shrinks to the box', { width: 3840, height: 2160 }, { width: 1280, height: 720 }],
    [
      'a tall phone photo fits the height',
      { width: 1080, height: 1920 },
      { width: 405, height: 720 },
    ],
    ['a square fits the height', { width: 2000, height: 2000 }, { width: 720, height: 720 }],
    ['a wide panorama fits the width', { width: 6000, height: 1000 }, { width: 1280, height: 213 }],
    ['the box itself stays', { width: 1280, height: 720 }, { width: 1280, height: 720 }],
    ['a small image is never enlarged', { width: 640, height: 480 }, { width: 640, height: 480 }],
    ['a thin strip keeps one pixel', { width: 100_000, height: 1 }, { width: 1280, height: 1 }],
    ['odd sizes round to whole pixels', { width: 1281, height: 721 }, { width: 1279, height: 720 }],
  ])('%s', (_case, size, expected) => {
    expect(fitWithin(size)).toEqual(expected);
  });

  it('takes another box', () => {
    expect(fitWithin({ width: 1000, height: 500 }, { width: 200, height: 200 })).toEqual({
      width: 200,
      height: 100,
    });
  });

  it.each<[Size, Size, string]>([
    [{ width: 0, height: 720 }, MAX_IMAGE_SIZE, 'The image width must be a positive number, got 0'],
    [
      { width: 10, height: -1 },
      MAX_IMAGE_SIZE,
      'The image height must be a positive number, got -1',
    ],
    [
      { width: Number.NaN, height: 1 },
      MAX_IMAGE_SIZE,
      'The image width must be a positive number, got NaN',
    ],
    [
      { width: 10, height: 10 },
      { width: 0, height: 10 },
      'The image box width must be a positive number, got 0',
    ],
  ])('refuses %j in %j', (size, box, message) => {
    expect(() => fitWithin(size, box)).toThrow(new RangeError(message));
  });

  const side = fc.integer({ min: 1, max: 20_000 });
  it('stays within the box, never enlarges, and keeps the aspect ratio', () => {
    fc.assert(
      fc.property(side, side, side, side, (width, height, boxWidth, boxHeight) => {
        const fitted = fitWithin({ width, height }, { width: boxWidth, height: boxHeight });
        expect(fitted.width).toBeLessThanOrEqual(Math.max(1, Math.min(width, boxWidth)));
        expect(fitted.height).toBeLessThanOrEqual(Math.max(1, Math.min(height, boxHeight)));
        expect(Number.isInteger(fitted.width) && Number.isInteger(fitted.height)).toBe(true);
        // Rounding moves each side by at most half a pixel, so the ratio error is bounded.
        const ratio = width / height;
        const low = (fitted.width - 0.5) / (fitted.height + 0.5);
        const high = (fitted.width + 0.5) / Math.max(0.5, fitted.height - 0.5);
        if (fitted.width > 1 && fitted.height > 1) {
          expect(ratio).toBeGreaterThanOrEqual(low);
          expect(ratio).toBeLessThanOrEqual(high);
        }
      }),
    );
  });

  it('fills the box on one side whenever it shrinks', () => {
    fc.assert(
      fc.property(side, side, (width, height) => {
        const fitted = fitWithin({ width, height });
        const shrunk = width > MAX_IMAGE_SIZE.width || height > MAX_IMAGE_SIZE.height;
        if (shrunk) {
          expect(fitted.width === 1280 || fitted.height === 720).toBe(true);
        } else {
          expect(fitted).toEqual({ width, height });
        }
      }),
    );
  });
});
