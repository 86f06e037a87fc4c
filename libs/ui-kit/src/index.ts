// The design tokens every component reads: imported once with the kit, bundled into ui-kit.css.
import './lib/theme/tokens.css';

export { Link, LinkProvider, isExternalHref, useLocalizedHref } from './lib/Link/LinkProvider.js';
export type { LinkComponent, LinkProps, LinkProviderProps } from './lib/Link/LinkProvider.js';
export { VersionLabel } from './lib/VersionLabel/VersionLabel.js';
export type { VersionLabelProps } from './lib/VersionLabel/VersionLabel.js';
export { Modal } from './lib/Modal/Modal.js';
export type { ModalProps, ModalRole } from './lib/Modal/Modal.js';
export { DEFAULT_MODAL_WIDTH, modalWidth } from './lib/Modal/modal-width.js';
export { MessageBox } from './lib/MessageBox/MessageBox.js';
export type { MessageBoxInput, MessageBoxProps, MessageTone } from './lib/MessageBox/MessageBox.js';
export { rejectionMessage, validateMessageInput } from './lib/MessageBox/message-validation.js';
export type { MessageInputRules, MessageValidator } from './lib/MessageBox/message-validation.js';
export { NotificationsProvider } from './lib/Notifications/NotificationsProvider.js';
export type { NotificationsProviderProps } from './lib/Notifications/NotificationsProvider.js';
export { useNotify } from './lib/Notifications/notifications-context.js';
export type { Notify } from './lib/Notifications/notifications-context.js';
export {
  DEFAULT_TOAST_MS,
  DELETE_SUCCESS_TOAST_MS,
  ERROR_TOAST_MS,
  toastAnnouncement,
  toastDuration,
} from './lib/Notifications/notification.js';
export type {
  Notification,
  NotificationAction,
  NotificationColor,
} from './lib/Notifications/notification.js';
