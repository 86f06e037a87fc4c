import { ERROR_TOAST_MS } from '@captio/api-client';
import type { ReactNode } from 'react';

/** A toast's default lifetime (errors: ERROR_TOAST_MS, the api client's). */
export const DEFAULT_TOAST_MS = 5000;
/** The file-deleted toast, shown before the page reloads. */
export const DELETE_SUCCESS_TOAST_MS = 1500;

export type NotificationColor = 'neutral' | 'info' | 'success' | 'warning' | 'error';

export interface NotificationAction {
  label: string;
  /** How to do the same without the toast, for screen reader users who may miss it; default the label. */
  altText?: string;
  onClick: () => void;
}

/** A toast. It needs a title or a description (error and success have a default title). */
export interface Notification {
  /** Reusing the id of a shown toast replaces it. Default: a new id. */
  id?: string;
  title?: ReactNode;
  description?: ReactNode;
  /** Decorative, before the text. */
  icon?: ReactNode;
  /** An image address shown before the text (decorative); the icon shows if it cannot load. */
  avatar?: string;
  /** Default true. */
  closeButton?: boolean;
  /** Milliseconds; default 5000, 3000 for errors; null or 0: it stays until dismissed. */
  timeout?: number | null;
  /** Buttons; choosing one closes the toast. */
  actions?: readonly NotificationAction[];
  /** Runs once when the toast closes, however it closes. */
  callback?: () => void;
  /** Default neutral. Errors are announced at once (assertive), the others politely. */
  color?: NotificationColor;
}

/**
 * How long a toast stays, in ms (Infinity: until dismissed). A negative or NaN timeout is a
 * caller's mistake: it gets the default rather than a toast that vanishes or never can.
 */
export function toastDuration({ timeout, color }: Pick<Notification, 'timeout' | 'color'>): number {
  if (timeout === null || timeout === 0) return Infinity;
  if (timeout !== undefined && timeout > 0) return timeout;
  return color === 'error' ? ERROR_TOAST_MS : DEFAULT_TOAST_MS;
}

/** Radix's announcement type: 'foreground' is read at once (assertive), 'background' politely. */
export function toastAnnouncement(
  color: NotificationColor | undefined,
): 'foreground' | 'background' {
  return color === 'error' ? 'foreground' : 'background';
}
