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
