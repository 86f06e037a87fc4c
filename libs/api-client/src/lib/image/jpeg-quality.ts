import { emptyCanvasError, tooLargeError } from './image-error.js';

/** 0.9, 0.8 ... 0.0: ten tries, a tenth lower each. Exact decimals. */
export const JPEG_QUALITY_STEPS: readonly number[] = Array.from(
  { length: 10 },
  (_, index) => (9 - index) / 10,
);

/** Encodes the drawn picture as JPEG at a quality from 0 to 1; null when nothing came out. */
export type JpegEncoder = (quality: number) => Promise<Blob | null>;

export interface CompressedImage {
  blob: Blob;
  quality: number;
}

/**
 * The first encoding, from quality 0.9 down, of at most `maxKb` KB (1 KB = 1024 bytes).
 * Fails with 'empty_canvas' when the encoder gives nothing, 'too_large' after ten tries.
 */
export async function compressToSize(encode: JpegEncoder, maxKb: number): Promise<CompressedImage> {
  if (!Number.isFinite(maxKb) || maxKb <= 0) {
    throw new RangeError(`The size limit must be a positive number of KB, got ${maxKb}`);
  }
  for (const quality of JPEG_QUALITY_STEPS) {
    const blob = await encode(quality);
    if (!blob || blob.size === 0) throw emptyCanvasError();
    if (blob.size <= maxKb * 1024) return { blob, quality };
  }
  throw tooLargeError(maxKb);
}
