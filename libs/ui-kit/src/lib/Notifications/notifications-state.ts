import type { Notification } from './notification.js';

/** A toast the provider shows (or has just closed, while Radix plays its exit). */
export interface ToastEntry {
  id: string;
  /** Unique per notify() call: a replaced id gets a new element and so a fresh timer. */
  key: number;
  notification: Notification;
  open: boolean;
}

function hasText({ title, description, color }: Notification): boolean {
  // Error and success toasts fall back to a default title (notify.error, notify.success).
  return title != null || description != null || color === 'error' || color === 'success';
}

/**
 * The list after notify(): the new toast last, an open toast with the same id replaced, and
 * toasts closed earlier dropped (their exit is over by now). Throws a TypeError for a
 * notification with nothing to read.
 */
export function addToast(
  entries: readonly ToastEntry[],
  notification: Notification,
  key: number,
): { entries: ToastEntry[]; id: string } {
  if (!hasText(notification)) {
    throw new TypeError('notify() needs a title or a description.');
  }
  const id = notification.id ?? `notification-${key}`;
  const kept = entries.filter((e) => e.open && e.id !== id);
  return { entries: [...kept, { id, key, notification, open: true }], id };
}

/**
 * The list after closing `id`, and the toast that closed (its callback is due), or null when
 * no open toast has that id, so a toast's callback runs once however often it is closed.
 */
export function closeToast(
  entries: readonly ToastEntry[],
  id: string,
): { entries: readonly ToastEntry[]; closed: ToastEntry | null } {
  const closed = entries.find((e) => e.id === id && e.open) ?? null;
  if (!closed) return { entries, closed };
  return { entries: entries.map((e) => (e === closed ? { ...e, open: false } : e)), closed };
}
