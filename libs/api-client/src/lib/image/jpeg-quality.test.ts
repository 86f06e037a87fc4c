import { describe, expect, it, vi } from 'vitest';
import { ImageError } from './image-error.js';
import { JPEG_QUALITY_STEPS, type JpegEncoder, compressToSize } from './jpeg-quality.js';

/** An encoder whose output shrinks with the quality: `kbPerTenth` KB per tenth of quality. */
function fakeEncoder(kbPerTenth: number, floorKb = 0): JpegEncoder {
  return async (quality) =>
    new Blob([new Uint8Array(Math.round((floorKb + quality * 10 * kbPerTenth) * 1024))], {
      type: 'image/jpeg',
    });
}

describe('JPEG_QUALITY_STEPS', () => {
  it('goes from 0.9 down by exact tenths, ten tries', () => {
    expect(JPEG_QUALITY_STEPS).toEqual([0.9, 0.8, 0.7, 0.6, 0.5, 0.4, 0.3, 0.2, 0.1, 0]);
  });
});

describe('compressToSize', () => {
  it.each<[string, number, number, number, number, number]>([
    ['small enough at the first try', 10, 0, 100, 0.9, 1],
    ['after lowering the quality', 50, 0, 200, 0.4, 6],
    ['exactly at the limit', 10, 0, 80, 0.8, 2],
    ['only at the last try', 100, 5, 5, 0, 10],
  ])('%s', async (_case, kbPerTenth, floorKb, maxKb, quality, tries) => {
    const encode = vi.fn(fakeEncoder(kbPerTenth, floorKb));
    const result = await compressToSize(encode, maxKb);
    expect(result.quality).toBe(quality);
    expect(result.blob.size).toBeLessThanOrEqual(maxKb * 1024);
    expect(encode).toHaveBeenCalledTimes(tries);
    expect(encode.mock.calls.map(([q]) => q)).toEqual(JPEG_QUALITY_STEPS.slice(0, tries));
  });

  it('gives up after ten tries with a clear error', async () => {
    const encode = vi.fn(fakeEncoder(10, 200));
    const error = await compressToSize(encode, 100).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ImageError);
    expect(error).toMatchObject({
      code: 'too_large',
      message: 'Unable to compress the image to the desired size (100 KB)',
    });
    expect(encode).toHaveBeenCalledTimes(10);
  });

  it.each<[string, JpegEncoder]>([
    ['null', async () => null],
    ['an empty blob', async () => new Blob([])],
  ])('reports an empty canvas when the encoder gives %s', async (_case, encode) => {
    await expect(compressToSize(encode, 100)).rejects.toMatchObject({
      code: 'empty_canvas',
      message: 'The canvas is empty: the image could not be encoded',
    });
  });

  it.each([0, -1, Number.NaN])('refuses a limit of %d KB', async (maxKb) => {
    await expect(compressToSize(fakeEncoder(1), maxKb)).rejects.toThrow(RangeError);
  });
});
