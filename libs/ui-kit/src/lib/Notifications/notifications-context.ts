import { createContext, useContext } from 'react';
import type { Notification } from './notification.js';

export interface Notify {
  /** Shows a toast and returns its id. */
  notify: (notification: Notification) => string;
  /** Closes a toast (its callback runs); unknown or closed ids are ignored. */
  dismiss: (id: string) => void;
}

export const NotificationsContext = createContext<Notify | null>(null);

/** `notify` and `dismiss` of the nearest NotificationsProvider. */
export function useNotify(): Notify {
  const value = useContext(NotificationsContext);
  if (!value) throw new Error('useNotify() needs a <NotificationsProvider> above it.');
  return value;
}
