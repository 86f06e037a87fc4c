export type ImageErrorCode = 'load_failed' | 'empty_canvas' | 'too_large' | 'invalid_data_url';

/** An image that cannot be loaded, drawn, compressed or decoded; `code` says which, to translate. */
export class ImageError extends Error {
  override readonly name = 'ImageError';
  constructor(
    readonly code: ImageErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export const loadFailedError = (cause?: unknown) =>
  new ImageError('load_failed', 'Failed to load the image', { cause });

export const emptyCanvasError = () =>
  new ImageError('empty_canvas', 'The canvas is empty: the image could not be encoded');

export const tooLargeError = (maxKb: number) =>
  new ImageError('too_large', `Unable to compress the image to the desired size (${maxKb} KB)`);

export const invalidDataUrlError = (reason: string) =>
  new ImageError('invalid_data_url', `Invalid base64 data URL: ${reason}`);
