import type { CSSProperties } from 'react';

/** The modal's width when none is given. */
export const DEFAULT_MODAL_WIDTH = 480;

/**
 * A CSS length for the modal's width: numbers are pixels. Anything unusable (NaN, negative,
 * empty) falls back to the default rather than collapsing the dialog.
 */
export function modalWidth(width: number | string | undefined): string {
  if (typeof width === 'number') {
    return Number.isFinite(width) && width > 0 ? `${width}px` : `${DEFAULT_MODAL_WIDTH}px`;
  }
  const trimmed = width?.trim();
  return trimmed ? trimmed : `${DEFAULT_MODAL_WIDTH}px`;
}

/** The inline style giving a dialog panel of the surface stylesheet its width. */
export function modalWidthStyle(width: number | string | undefined): CSSProperties {
  return { '--captio-modal-width': modalWidth(width) } as CSSProperties;
}
