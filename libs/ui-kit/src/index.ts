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
export { ShopPromptModal, SHOP_PROMPT_WIDTH } from './lib/PricingPromptModal/ShopPromptModal.js';
export type { ShopPromptModalProps } from './lib/PricingPromptModal/ShopPromptModal.js';
export { InsufficientCreditModal } from './lib/PricingPromptModal/InsufficientCreditModal.js';
export type { InsufficientCreditModalProps } from './lib/PricingPromptModal/InsufficientCreditModal.js';
export { PRICING_PATH } from './lib/PricingPromptModal/PricingPromptModal.js';
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
export { CookieBanner, PRIVACY_POLICY_PATH } from './lib/CookieBanner/CookieBanner.js';
export type { CookieBannerProps } from './lib/CookieBanner/CookieBanner.js';
export { shouldShowCookieBanner } from './lib/CookieBanner/should-show-cookie-banner.js';
export type { CookieBannerState } from './lib/CookieBanner/should-show-cookie-banner.js';
export { PaymentSuccessDialog } from './lib/PaymentSuccessDialog/PaymentSuccessDialog.js';
export type { PaymentSuccessDialogProps } from './lib/PaymentSuccessDialog/PaymentSuccessDialog.js';
export {
  formatPaymentAmount,
  parsePaymentValue,
  paymentSuccessAction,
} from './lib/PaymentSuccessDialog/payment-success.js';
export type {
  PaymentQuery,
  PaymentSuccessAction,
} from './lib/PaymentSuccessDialog/payment-success.js';
export { CouponPopup } from './lib/CouponPopup/CouponPopup.js';
export type { CouponPopupProps } from './lib/CouponPopup/CouponPopup.js';
export {
  COUPON_PRICING_PATH,
  COUPON_SUPPRESS_MS,
  shouldShowCouponPopup,
} from './lib/CouponPopup/coupon-popup.js';
export type { CouponPopupState, TimeInput } from './lib/CouponPopup/coupon-popup.js';
export { AppSumoActivatedDialog } from './lib/AppSumoActivatedDialog/AppSumoActivatedDialog.js';
export type { AppSumoActivatedDialogProps } from './lib/AppSumoActivatedDialog/AppSumoActivatedDialog.js';
export { HoverMenu } from './lib/HoverMenu/HoverMenu.js';
export type { HoverMenuItem, HoverMenuProps } from './lib/HoverMenu/HoverMenu.js';
export { Header } from './lib/Header/Header.js';
export type { HeaderActions, HeaderProps, HeaderUser } from './lib/Header/header-props.js';
export {
  apiLinkFor,
  showsAuthLinks,
  showsBackLink,
  showsInviteFriends,
} from './lib/Header/header-rules.js';
export type { ApiLinkInput, BackLinkInput } from './lib/Header/header-rules.js';
export type { Destination } from './lib/navigation/destinations.js';
export { MobileMenu } from './lib/MobileMenu/MobileMenu.js';
export type { MobileMenuProps } from './lib/MobileMenu/MobileMenu.js';
export { Footer } from './lib/Footer/Footer.js';
export type { FooterProps, SocialLink } from './lib/Footer/Footer.js';
export type { Comparison } from './lib/Footer/footer-links.js';
