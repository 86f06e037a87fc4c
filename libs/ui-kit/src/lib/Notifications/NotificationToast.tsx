import { useT } from '@captio/i18n/react';
import { Avatar, Toast } from 'radix-ui';
import { ActionButton } from '../ActionButton/ActionButton.js';
import { CloseButton } from '../ActionButton/CloseButton.js';
import { toastAnnouncement, toastDuration, type Notification } from './notification.js';
import tones from '../theme/tone.module.css';
import styles from './Notifications.module.css';

const DEFAULT_TITLE = { error: 'notify.error', success: 'notify.success' } as const;

interface NotificationToastProps {
  notification: Notification;
  open: boolean;
  onClose: () => void;
}

/** One toast of the viewport. Radix pauses its timer while the viewport is hovered or focused. */
export function NotificationToast({ notification, open, onClose }: NotificationToastProps) {
  const t = useT();
  const { description, icon, avatar, actions, color = 'neutral' } = notification;
  const defaultTitle = color === 'error' || color === 'success' ? DEFAULT_TITLE[color] : undefined;
  const title = notification.title ?? (defaultTitle && t(defaultTitle));
  return (
    <Toast.Root
      className={`${styles['toast']} ${tones[color]}`}
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      duration={toastDuration(notification)}
      type={toastAnnouncement(color)}
    >
      {avatar ? (
        <Avatar.Root className={styles['avatar']}>
          <Avatar.Image className={styles['avatarImage']} src={avatar} alt="" />
          {icon != null && <Avatar.Fallback aria-hidden="true">{icon}</Avatar.Fallback>}
        </Avatar.Root>
      ) : (
        icon != null && (
          <span className={styles['icon']} aria-hidden="true">
            {icon}
          </span>
        )
      )}
      <div className={styles['text']}>
        {title != null && <Toast.Title className={styles['title']}>{title}</Toast.Title>}
        {description != null && (
          <Toast.Description className={styles['description']}>{description}</Toast.Description>
        )}
        {actions && actions.length > 0 && (
          <div className={styles['actions']}>
            {actions.map((action) => (
              <Toast.Action key={action.label} altText={action.altText ?? action.label} asChild>
                <ActionButton onClick={action.onClick}>{action.label}</ActionButton>
              </Toast.Action>
            ))}
          </div>
        )}
      </div>
      {notification.closeButton !== false && (
        <Toast.Close asChild>
          <CloseButton label={t('notify.dismiss')} />
        </Toast.Close>
      )}
    </Toast.Root>
  );
}
