import { useT } from '@captio/i18n/react';
import { Toast } from 'radix-ui';
import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import type { Notification } from './notification.js';
import { NotificationsContext, type Notify } from './notifications-context.js';
import { addToast, closeToast, type ToastEntry } from './notifications-state.js';
import { NotificationToast } from './NotificationToast.js';
import styles from './Notifications.module.css';

export interface NotificationsProviderProps {
  children?: ReactNode;
}

/**
 * Shows the toasts of `useNotify()` in a viewport at the bottom right, a region labelled
 * notify.region (F8 moves focus into it). Put it once around the app.
 */
export function NotificationsProvider({ children }: NotificationsProviderProps) {
  const t = useT();
  const [entries, setEntries] = useState<readonly ToastEntry[]>([]);
  // The source of truth, so closing can run a callback exactly once, outside a state updater.
  const current = useRef<readonly ToastEntry[]>([]);
  const counter = useRef(0);

  const commit = useCallback((next: readonly ToastEntry[]) => {
    current.current = next;
    setEntries(next);
  }, []);

  const dismiss = useCallback(
    (id: string) => {
      const { entries: next, closed } = closeToast(current.current, id);
      if (!closed) return;
      commit(next);
      try {
        closed.notification.callback?.();
      } catch (error) {
        // The toast is closed whatever its callback does; the failure goes to the page's error handler.
        globalThis.reportError(error);
      }
    },
    [commit],
  );

  const notify = useCallback(
    (notification: Notification) => {
      const { entries: next, id } = addToast(current.current, notification, ++counter.current);
      commit(next);
      return id;
    },
    [commit],
  );

  const value = useMemo<Notify>(() => ({ notify, dismiss }), [notify, dismiss]);

  return (
    <NotificationsContext value={value}>
      <Toast.Provider label={t('notify.label')} swipeDirection="right">
        {children}
        {entries.map((entry) => (
          <NotificationToast
            key={entry.key}
            notification={entry.notification}
            open={entry.open}
            onClose={() => dismiss(entry.id)}
          />
        ))}
        <Toast.Viewport className={styles['viewport']} label={t('notify.region')} />
      </Toast.Provider>
    </NotificationsContext>
  );
}
