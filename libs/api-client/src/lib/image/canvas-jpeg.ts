import { type Size, MAX_IMAGE_SIZE, fitWithin } from './fit-within.js';
import { emptyCanvasError, loadFailedError } from './image-error.js';
import { type JpegEncoder, compressToSize } from './jpeg-quality.js';

/** A decoded picture (an ImageBitmap in browsers). */
export interface DecodedImage extends Size {
  close?(): void;
}

// The DOM types this needs, declared here so the package compiles (and the api imports it)
// without the DOM library; the globals are looked up only when a function runs.
interface Context2D {
  fillStyle: unknown;
  fillRect(x: number, y: number, width: number, height: number): void;
  drawImage(image: DecodedImage, x: number, y: number, width: number, height: number): void;
}
interface OffscreenCanvasLike {
  getContext(kind: '2d'): Context2D | null;
  convertToBlob(options: { type: string; quality: number }): Promise<Blob>;
}
interface HtmlCanvasLike extends Size {
  getContext(kind: '2d'): Context2D | null;
  toBlob(done: (blob: Blob | null) => void, type: string, quality: number): void;
}
interface ImageGlobals {
  createImageBitmap?: (source: Blob) => Promise<DecodedImage>;
  OffscreenCanvas?: new (width: number, height: number) => OffscreenCanvasLike;
  document?: { createElement(tag: 'canvas'): HtmlCanvasLike };
}
const dom = globalThis as ImageGlobals;

/** Decodes an image file; fails with 'load_failed' when it is not a picture the browser reads. */
export async function loadImage(source: Blob): Promise<DecodedImage> {
  if (!dom.createImageBitmap) {
    throw loadFailedError(new Error('createImageBitmap is not available in this environment'));
  }
  try {
    return await dom.createImageBitmap(source);
  } catch (error) {
    throw loadFailedError(error);
  }
}

/**
 * Draws the image once at `size` on a white ground (JPEG has no transparency) and returns the
 * encoder of that canvas: OffscreenCanvas where it exists, a canvas element otherwise.
 */
export function canvasJpegEncoder(image: DecodedImage, size: Size): JpegEncoder {
  if (dom.OffscreenCanvas) {
    const canvas = new dom.OffscreenCanvas(size.width, size.height);
    draw(canvas.getContext('2d'), image, size);
    return (quality) => canvas.convertToBlob({ type: 'image/jpeg', quality });
  }
  if (!dom.document) throw emptyCanvasError();
  const canvas = dom.document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  draw(canvas.getContext('2d'), image, size);
  return (quality) => new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
}

function draw(context: Context2D | null, image: DecodedImage, size: Size) {
  if (!context) throw emptyCanvasError();
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, size.width, size.height);
  context.drawImage(image, 0, 0, size.width, size.height);
}

export interface CompressImageOptions {
  /** The largest file wanted, in KB (1024 bytes). */
  maxKb: number;
  /** Default 1280x720. */
  box?: Size;
}

/** An image file as a JPEG within the box and the size limit, or an ImageError saying why not. */
export async function compressImage(file: Blob, options: CompressImageOptions): Promise<Blob> {
  const image = await loadImage(file);
  try {
    const size = fitWithin(image, options.box ?? MAX_IMAGE_SIZE);
    return (await compressToSize(canvasJpegEncoder(image, size), options.maxKb)).blob;
  } finally {
    image.close?.();
  }
}
