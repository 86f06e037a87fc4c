import { describe, expect, it } from 'vitest';
import { compressImage } from './canvas-jpeg.js';
import { dataUrlToBlob } from './data-url.js';

/** A PNG of random pixels: noise compresses badly, so the quality steps matter. */
async function noisePng(width: number, height: number): Promise<Blob> {
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d context');
  const pixels = context.createImageData(width, height);
  for (let index = 0; index < pixels.data.length; index++) {
    pixels.data[index] = index % 4 === 3 ? 255 : Math.floor(Math.random() * 256);
  }
  context.putImageData(pixels, 0, 0);
  return canvas.convertToBlob({ type: 'image/png' });
}

describe('compressImage in Chromium', () => {
  it('turns a full HD PNG into a 1280x720 JPEG under the limit', async () => {
    const result = await compressImage(await noisePng(1920, 1080), { maxKb: 300 });
    expect(result.type).toBe('image/jpeg');
    expect(result.size).toBeLessThanOrEqual(300 * 1024);
    const decoded = await createImageBitmap(result);
    expect([decoded.width, decoded.height]).toEqual([1280, 720]);
  });

  it('keeps a small picture at its size', async () => {
    const decoded = await createImageBitmap(
      await compressImage(await noisePng(300, 200), { maxKb: 500 }),
    );
    expect([decoded.width, decoded.height]).toEqual([300, 200]);
  });

  it.each([
    ['a limit no quality reaches', noisePng(1280, 720), 1, 'too_large'],
    ['a file that is not a picture', Promise.resolve(new Blob(['hello'])), 100, 'load_failed'],
  ])('fails on %s', async (_case, source, maxKb, code) => {
    await expect(compressImage(await source, { maxKb })).rejects.toMatchObject({ code });
  });
});

describe('dataUrlToBlob in Chromium', () => {
  it("reads back FileReader's data URL of a picture", async () => {
    const png = await noisePng(16, 16);
    const dataUrl = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsDataURL(png);
    });
    const blob = dataUrlToBlob(dataUrl);
    expect(blob.type).toBe('image/png');
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(
      new Uint8Array(await png.arrayBuffer()),
    );
  });
});
