import { afterEach, describe, expect, it, vi } from 'vitest';
import { compressImage, loadImage } from './canvas-jpeg.js';
import { ImageError } from './image-error.js';

/**
 * Node has no canvas: these stand-ins for createImageBitmap, OffscreenCanvas and a canvas
 * element record what the helper draws and encode to a size that falls with the quality
 * (100 KB per unit), so the wiring between decoding, fitting, drawing and encoding is checked.
 */
interface Drawn {
  calls: string[];
  closed: boolean;
}

function fakeBitmaps(drawn: Drawn) {
  return async (blob: Blob) => {
    const text = await blob.text();
    const match = /^(\d+)x(\d+)$/.exec(text);
    if (!match)
      throw new DOMException('The source image could not be decoded.', 'InvalidStateError');
    return {
      width: Number(match[1]),
      height: Number(match[2]),
      close: () => (drawn.closed = true),
    };
  };
}

function fakeContext(drawn: Drawn) {
  return {
    fillStyle: '' as unknown,
    fillRect(x: number, y: number, w: number, h: number) {
      drawn.calls.push(`fill ${String(this.fillStyle)} ${x},${y} ${w}x${h}`);
    },
    drawImage(image: { width: number }, x: number, y: number, w: number, h: number) {
      drawn.calls.push(`draw ${image.width}px at ${x},${y} as ${w}x${h}`);
    },
  };
}

const encoded = (quality: number) =>
  new Blob([new Uint8Array(Math.round(quality * 100 * 1024))], { type: 'image/jpeg' });

function stubOffscreen(drawn: Drawn, output = encoded) {
  vi.stubGlobal('createImageBitmap', fakeBitmaps(drawn));
  vi.stubGlobal(
    'OffscreenCanvas',
    class {
      constructor(width: number, height: number) {
        drawn.calls.push(`canvas ${width}x${height}`);
      }
      getContext = () => fakeContext(drawn);
      convertToBlob = async ({ type, quality }: { type: string; quality: number }) => {
        drawn.calls.push(`encode ${type} ${quality}`);
        return output(quality);
      };
    },
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const picture = (text: string) => new Blob([text], { type: 'image/png' });

describe('compressImage', () => {
  it('fits a full HD picture into 1280x720 on white and lowers the quality to the limit', async () => {
    const drawn: Drawn = { calls: [], closed: false };
    stubOffscreen(drawn);
    const blob = await compressImage(picture('1920x1080'), { maxKb: 60 });
    expect(blob.type).toBe('image/jpeg');
    expect(blob.size).toBeLessThanOrEqual(60 * 1024);
    expect(drawn.calls).toEqual([
      'canvas 1280x720',
      'fill #ffffff 0,0 1280x720',
      'draw 1920px at 0,0 as 1280x720',
      'encode image/jpeg 0.9',
      'encode image/jpeg 0.8',
      'encode image/jpeg 0.7',
      'encode image/jpeg 0.6',
    ]);
    expect(drawn.closed).toBe(true);
  });

  it('uses a canvas element where there is no OffscreenCanvas', async () => {
    const drawn: Drawn = { calls: [], closed: false };
    vi.stubGlobal('createImageBitmap', fakeBitmaps(drawn));
    const element = {
      width: 0,
      height: 0,
      getContext: () => fakeContext(drawn),
      toBlob: (done: (blob: Blob | null) => void, type: string, quality: number) => {
        drawn.calls.push(`encode ${type} ${quality}`);
        done(encoded(quality));
      },
    };
    vi.stubGlobal('document', { createElement: () => element });
    await compressImage(picture('640x480'), { maxKb: 100 });
    expect([element.width, element.height]).toEqual([640, 480]);
    expect(drawn.calls).toEqual([
      'fill #ffffff 0,0 640x480',
      'draw 640px at 0,0 as 640x480',
      'encode image/jpeg 0.9',
    ]);
  });

  const noCanvas = () => stubOffscreen({ calls: [], closed: false });
  const emptyCanvas = () => stubOffscreen({ calls: [], closed: false }, () => new Blob([]));
  it.each<[string, () => void, string, string, string]>([
    [
      'a file that is not a picture',
      noCanvas,
      'not an image',
      'load_failed',
      'Failed to load the image',
    ],
    [
      'no image decoding here (Node)',
      () => undefined,
      '800x600',
      'load_failed',
      'Failed to load the image',
    ],
    [
      'an encoder that gives nothing',
      emptyCanvas,
      '800x600',
      'empty_canvas',
      'The canvas is empty: the image could not be encoded',
    ],
  ])('fails clearly on %s', async (_case, stub, source, code, message) => {
    stub();
    const error = await compressImage(picture(source), { maxKb: 50 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImageError);
    expect(error).toMatchObject({ code, message });
  });

  it('fails with too_large after ten tries, and still frees the bitmap', async () => {
    const drawn: Drawn = { calls: [], closed: false };
    stubOffscreen(drawn, () => new Blob([new Uint8Array(20 * 1024)]));
    await expect(compressImage(picture('800x600'), { maxKb: 10 })).rejects.toMatchObject({
      code: 'too_large',
      message: 'Unable to compress the image to the desired size (10 KB)',
    });
    expect(drawn.calls.filter((call) => call.startsWith('encode'))).toHaveLength(10);
    expect(drawn.closed).toBe(true);
  });
});

describe('loadImage', () => {
  it('keeps the decoder error as the cause', async () => {
    stubOffscreen({ calls: [], closed: false });
    const error = (await loadImage(picture('garbage')).catch((e: unknown) => e)) as ImageError;
    expect(error.code).toBe('load_failed');
    expect(error.cause).toMatchObject({ name: 'InvalidStateError' });
  });
});
