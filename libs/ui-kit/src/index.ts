// The design tokens every component reads: imported once with the kit, bundled into ui-kit.css.
import './lib/theme/tokens.css';

// What an app uses: components and their props, the providers and hooks, and the pure rules the
// app itself must apply (whether to show a banner or dialog). Reducers, timing tables and the
// helpers the components apply themselves stay inside the kit; its tests import them from their
// files.

export { Link, LinkProvider } from './lib/Link/LinkProvider.js';
export type { LinkComponent, LinkProps, LinkProviderProps } from './lib/Link/LinkProvider.js';
export { ActionButton, ActionLink } from './lib/ActionButton/ActionButton.js';
export type {
  ActionButtonProps,
  ActionLinkProps,
  ActionVariant,
} from './lib/ActionButton/ActionButton.js';
export { Spinner } from './lib/Spinner/Spinner.js';
export { Icon } from './lib/Icon/Icon.js';
export type { IconProps } from './lib/Icon/Icon.js';
export type { IconName } from './lib/Icon/icon-shapes.js';
export { VersionLabel } from './lib/VersionLabel/VersionLabel.js';
export type { VersionLabelProps } from './lib/VersionLabel/VersionLabel.js';

export { Modal } from './lib/Modal/Modal.js';
export type { ModalProps, ModalRole } from './lib/Modal/Modal.js';
export { MessageBox } from './lib/MessageBox/MessageBox.js';
export type { MessageBoxInput, MessageBoxProps, MessageTone } from './lib/MessageBox/MessageBox.js';
export type { MessageValidator } from './lib/MessageBox/message-validation.js';
export { ShopPromptModal } from './lib/PricingPromptModal/ShopPromptModal.js';
export type { ShopPromptModalProps } from './lib/PricingPromptModal/ShopPromptModal.js';
export { InsufficientCreditModal } from './lib/PricingPromptModal/InsufficientCreditModal.js';
export type { InsufficientCreditModalProps } from './lib/PricingPromptModal/InsufficientCreditModal.js';

export { NotificationsProvider } from './lib/Notifications/NotificationsProvider.js';
export type { NotificationsProviderProps } from './lib/Notifications/NotificationsProvider.js';
export { useNotify } from './lib/Notifications/notifications-context.js';
export type { Notify } from './lib/Notifications/notifications-context.js';
export { DELETE_SUCCESS_TOAST_MS } from './lib/Notifications/notification.js';
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
export { paymentSuccessAction } from './lib/PaymentSuccessDialog/payment-success.js';
export type {
  PaymentQuery,
  PaymentSuccessAction,
} from './lib/PaymentSuccessDialog/payment-success.js';
export { CouponPopup } from './lib/CouponPopup/CouponPopup.js';
export type { CouponOffer, CouponPopupProps } from './lib/CouponPopup/CouponPopup.js';
export { shouldShowCouponPopup } from './lib/CouponPopup/coupon-popup.js';
export type { CouponPopupState, TimeInput } from './lib/CouponPopup/coupon-popup.js';
export { AppSumoActivatedDialog } from './lib/AppSumoActivatedDialog/AppSumoActivatedDialog.js';
export type { AppSumoActivatedDialogProps } from './lib/AppSumoActivatedDialog/AppSumoActivatedDialog.js';

export { HoverMenu } from './lib/HoverMenu/HoverMenu.js';
export type { HoverMenuItem, HoverMenuProps } from './lib/HoverMenu/HoverMenu.js';
export { Header } from './lib/Header/Header.js';
export type { HeaderActions, HeaderProps, HeaderUser } from './lib/Header/header-props.js';
export { apiLinkFor } from './lib/Header/header-rules.js';
export type { ApiLinkInput } from './lib/Header/header-rules.js';
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
export { StorageBanner } from './lib/StorageBanner/StorageBanner.js';
export type { StorageBannerProps } from './lib/StorageBanner/StorageBanner.js';

export { UpdateLogDialog } from './lib/UpdateLogDialog/UpdateLogDialog.js';
export type { UpdateLogDialogProps } from './lib/UpdateLogDialog/UpdateLogDialog.js';
export { UpdateLogList } from './lib/UpdateLogDialog/UpdateLogList.js';
export type { UpdateLogListProps, UpdateLogStatus } from './lib/UpdateLogDialog/UpdateLogList.js';
export type { VersionRecord } from './lib/UpdateLogDialog/version-record.js';
export { SafeHtml } from './lib/UpdateLogDialog/SafeHtml.js';
export type { SafeHtmlProps } from './lib/UpdateLogDialog/SafeHtml.js';
export { LatestUpdatesDialog } from './lib/LatestUpdatesDialog/LatestUpdatesDialog.js';
export type { LatestUpdatesDialogProps } from './lib/LatestUpdatesDialog/LatestUpdatesDialog.js';
export { latestUpdateToShow } from './lib/LatestUpdatesDialog/latest-update.js';

export { ErrorPage } from './lib/ErrorPage/ErrorPage.js';
export type { ErrorPageProps } from './lib/ErrorPage/ErrorPage.js';
export { LoadingBar } from './lib/LoadingBar/LoadingBar.js';
export type { LoadingBarProps } from './lib/LoadingBar/LoadingBar.js';
export type { LoadingBarTiming } from './lib/LoadingBar/loading-bar-machine.js';

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
export type { ColorModePreference, ColorModeValue } from './lib/ColorMode/color-mode.js';
export { COLOR_MODE_STORAGE_KEY, webStorageColorMode } from './lib/ColorMode/color-mode-storage.js';
export type { ColorModeStorage } from './lib/ColorMode/color-mode-storage.js';

// The subtitle editor's parts: presentational and controlled (the page owns the cues, the media
// and the search state), with the pure rules the page applies to its own state.
export { SpeakerChip } from './lib/SpeakerColors/SpeakerChip.js';
export type { SpeakerChipProps } from './lib/SpeakerColors/SpeakerChip.js';
export {
  contrastRatio,
  SPEAKER_COLORS,
  speakerColor,
  speakerColorIndex,
  speakerColorStyle,
} from './lib/SpeakerColors/speaker-colors.js';
export type { ColorPair, SpeakerColor } from './lib/SpeakerColors/speaker-colors.js';
export { CueList } from './lib/CueList/CueList.js';
export type { CueListProps, CueListTranslation } from './lib/CueList/CueList.js';
export { CueRow } from './lib/CueList/CueRow.js';
export type { CueField, CueRowActions, CueRowProps, CueTextView } from './lib/CueList/CueRow.js';
export { cueIndexAt, lastCueStartingBy } from './lib/CueList/current-cue.js';
export type { TimedCue } from './lib/CueList/current-cue.js';
export { formatCueTime, parseCueTime, readCueTimeInput } from './lib/CueList/cue-time.js';
export type { CueTimeError, CueTimeResult } from './lib/CueList/cue-time.js';
export { Waveform } from './lib/Waveform/Waveform.js';
export type { WaveformCue, WaveformProps } from './lib/Waveform/Waveform.js';
export { clampCueTiming, MIN_CUE_DURATION_MS } from './lib/Waveform/cue-timing.js';
export type { CueTimingRequest } from './lib/Waveform/cue-timing.js';
export { DEFAULT_ZOOM, nextZoom, ZOOM_LEVELS } from './lib/Waveform/zoom.js';
export { PlayerControls } from './lib/PlayerControls/PlayerControls.js';
export type { PlayerControlsProps } from './lib/PlayerControls/PlayerControls.js';
export { EditorShortcuts, EDITOR_SHORTCUTS } from './lib/PlayerControls/EditorShortcuts.js';
export type { EditorShortcutsProps } from './lib/PlayerControls/EditorShortcuts.js';
export { usePlayerShortcuts } from './lib/PlayerControls/use-player-shortcuts.js';
export type { PlayerShortcutHandlers } from './lib/PlayerControls/use-player-shortcuts.js';
export {
  PLAYER_KEYSHORTCUTS,
  playerShortcutAction,
  playerShortcutOf,
} from './lib/PlayerControls/player-shortcuts.js';
export type { PlayerAction, PlayerKeyInput } from './lib/PlayerControls/player-shortcuts.js';
export {
  clampTime,
  PLAYBACK_RATES,
  SKIP_MS,
  stepPlaybackRate,
} from './lib/PlayerControls/playback.js';
export { FindReplaceBar } from './lib/FindReplaceBar/FindReplaceBar.js';
export type { FindReplaceBarProps } from './lib/FindReplaceBar/FindReplaceBar.js';
export {
  findMatches,
  firstMatchFrom,
  replaceAll,
  replaceMatch,
  stepMatch,
} from './lib/FindReplaceBar/find-replace.js';
export type {
  ReplacedCue,
  SearchOptions,
  TextCue,
  TextMatch,
} from './lib/FindReplaceBar/find-replace.js';
