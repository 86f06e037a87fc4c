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
export { NotificationsProvider } from './lib/Notifications/NotificationsProvider.js';
export type { NotificationsProviderProps } from './lib/Notifications/NotificationsProvider.js';
export { useNotify } from './lib/Notifications/notifications-context.js';
export type { Notify } from './lib/Notifications/notifications-context.js';
export {
  DEFAULT_TOAST_MS,
  DELETE_SUCCESS_TOAST_MS,
  toastAnnouncement,
  toastDuration,
} from './lib/Notifications/notification.js';
export type {
  Notification,
  NotificationAction,
  NotificationColor,
} from './lib/Notifications/notification.js';
export { CookieBanner } from './lib/CookieBanner/CookieBanner.js';
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
export { CloudFileDrawer } from './lib/CloudFileDrawer/CloudFileDrawer.js';
export type { CloudFileDrawerProps } from './lib/CloudFileDrawer/CloudFileDrawer.js';
export { CloudFileList } from './lib/CloudFileDrawer/CloudFileList.js';
export type { CloudFileListProps } from './lib/CloudFileDrawer/CloudFileList.js';
export { CloudFileItem } from './lib/CloudFileDrawer/CloudFileItem.js';
export type { CloudFileItemProps } from './lib/CloudFileDrawer/CloudFileItem.js';
export {
  deleteButtonVisibility,
  isVideoFile,
  resultPath,
} from './lib/CloudFileDrawer/cloud-file.js';
export type { DeleteButtonVisibility } from './lib/CloudFileDrawer/cloud-file.js';
export { StorageBanner } from './lib/StorageBanner/StorageBanner.js';
export type { StorageBannerProps } from './lib/StorageBanner/StorageBanner.js';
export { avatarSource, initials } from './lib/Avatar/avatar-source.js';
export { UpdateLogDialog } from './lib/UpdateLogDialog/UpdateLogDialog.js';
export type { UpdateLogDialogProps } from './lib/UpdateLogDialog/UpdateLogDialog.js';
export { UpdateLogList } from './lib/UpdateLogDialog/UpdateLogList.js';
export type { UpdateLogListProps, UpdateLogStatus } from './lib/UpdateLogDialog/UpdateLogList.js';
export { SafeHtml } from './lib/UpdateLogDialog/SafeHtml.js';
export type { SafeHtmlProps } from './lib/UpdateLogDialog/SafeHtml.js';
export { MAX_SAFE_HTML_DEPTH, parseSafeHtml, safeHref } from './lib/UpdateLogDialog/safe-html.js';
export type { SafeElement, SafeNode, SafeTag } from './lib/UpdateLogDialog/safe-html.js';
export { initiallyOpenVersions, updateEntryState } from './lib/UpdateLogDialog/version-record.js';
export type { UpdateEntryState, VersionRecord } from './lib/UpdateLogDialog/version-record.js';
export { LatestUpdatesDialog } from './lib/LatestUpdatesDialog/LatestUpdatesDialog.js';
export type { LatestUpdatesDialogProps } from './lib/LatestUpdatesDialog/LatestUpdatesDialog.js';
export { latestUpdateToShow } from './lib/LatestUpdatesDialog/latest-update.js';
export { ErrorPage } from './lib/ErrorPage/ErrorPage.js';
export type { ErrorPageProps } from './lib/ErrorPage/ErrorPage.js';
export { errorPageMessage } from './lib/ErrorPage/error-message.js';
export type { ErrorPageInput } from './lib/ErrorPage/error-message.js';
export { LoadingBar } from './lib/LoadingBar/LoadingBar.js';
export type { LoadingBarProps } from './lib/LoadingBar/LoadingBar.js';
export {
  LOADING_BAR_CEILING,
  LOADING_BAR_IDLE,
  LOADING_BAR_TIMING,
  loadingBarNextTick,
  loadingBarReducer,
  loadingBarView,
} from './lib/LoadingBar/loading-bar-machine.js';
export type {
  LoadingBarEvent,
  LoadingBarState,
  LoadingBarTiming,
  LoadingBarView,
  Ms,
} from './lib/LoadingBar/loading-bar-machine.js';
export {
  ColorModeProvider,
  useColorMode,
  useForcedColorMode,
} from './lib/ColorMode/ColorModeProvider.js';
export type {
  ColorModeContextValue,
  ColorModeProviderProps,
  DarkSchemeQuery,
} from './lib/ColorMode/ColorModeProvider.js';
export { ColorModeSwitch } from './lib/ColorMode/ColorModeSwitch.js';
export {
  assertColorModePreference,
  assertForcedColorMode,
  COLOR_MODE_PREFERENCES,
  colorModeReducer,
  isColorModePreference,
  resolveColorMode,
} from './lib/ColorMode/color-mode.js';
export type {
  ColorModeAction,
  ColorModeInputs,
  ColorModePreference,
  ColorModeState,
  ColorModeValue,
} from './lib/ColorMode/color-mode.js';
export { COLOR_MODE_STORAGE_KEY, webStorageColorMode } from './lib/ColorMode/color-mode-storage.js';
export type { ColorModeStorage } from './lib/ColorMode/color-mode-storage.js';
