// The design tokens every component reads: imported once with the kit, bundled into ui-kit.css.
import './lib/theme/tokens.css';

export { Link, LinkProvider, isExternalHref, useLocalizedHref } from './lib/Link/LinkProvider.js';
export type { LinkComponent, LinkProps, LinkProviderProps } from './lib/Link/LinkProvider.js';
export { VersionLabel } from './lib/VersionLabel/VersionLabel.js';
export type { VersionLabelProps } from './lib/VersionLabel/VersionLabel.js';
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
export type { CloudFile, DeleteButtonVisibility } from './lib/CloudFileDrawer/cloud-file.js';
export { StorageBanner } from './lib/StorageBanner/StorageBanner.js';
export type { StorageBannerProps } from './lib/StorageBanner/StorageBanner.js';
export { avatarSource, initials } from './lib/StorageBanner/initials.js';
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
export { errorPageMessage, errorStatus } from './lib/ErrorPage/error-message.js';
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
