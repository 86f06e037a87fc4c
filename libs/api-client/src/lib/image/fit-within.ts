export interface Size {
  width: number;
  height: number;
}

/** The largest picture kept: 1280x720, the default video size. */
export const MAX_IMAGE_SIZE: Readonly<Size> = { width: 1280, height: 720 };

/**
 * The size that fits `size` within `box` keeping its aspect ratio, never enlarged; sides are
 * rounded to whole pixels and kept at least 1 (a 10000x1 strip stays visible).
 */
export function fitWithin(size: Size, box: Size = MAX_IMAGE_SIZE): Size {
  for (const [what, value] of [
    ['width', size.width],
    ['height', size.height],
    ['box width', box.width],
    ['box height', box.height],
  ] as const) {
    if (!Number.isFinite(value) || value <= 0) {
      throw new RangeError(`The image ${what} must be a positive number, got ${value}`);
    }
  }
  const scale = Math.min(1, box.width / size.width, box.height / size.height);
  return {
    width: Math.max(1, Math.min(box.width, Math.round(size.width * scale))),
    height: Math.max(1, Math.min(box.height, Math.round(size.height * scale))),
  };
}
