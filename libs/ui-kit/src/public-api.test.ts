// The names the web app imports. Removing or renaming one is a breaking change, and exporting an
// internal makes it one to keep: this test makes either a deliberate act.
import { describe, expect, it } from 'vitest';
import * as kit from './index.js';

/** The exported types: removing one fails the typecheck. */
export type PublicTypes = [
  kit.ActionButtonProps,
  kit.ActionLinkProps,
  kit.ActionVariant,
  kit.ApiLinkInput,
  kit.AppSumoActivatedDialogProps,
  kit.CloudFileDrawerProps,
  kit.CloudFileItemProps,
  kit.CloudFileListProps,
  kit.ColorModeContextValue,
  kit.ColorModePreference,
  kit.ColorModeProviderProps,
  kit.ColorModeStorage,
  kit.ColorModeValue,
  kit.Comparison,
  kit.CookieBannerProps,
  kit.CookieBannerState,
  kit.CouponPopupProps,
  kit.CouponPopupState,
  kit.DarkSchemeQuery,
  kit.Destination,
  kit.ErrorPageProps,
  kit.FooterProps,
  kit.HeaderActions,
  kit.HeaderProps,
  kit.HeaderUser,
  kit.HoverMenuItem,
  kit.HoverMenuProps,
  kit.IconName,
  kit.IconProps,
  kit.InsufficientCreditModalProps,
  kit.LatestUpdatesDialogProps,
  kit.LinkComponent,
  kit.LinkProps,
  kit.LinkProviderProps,
  kit.LoadingBarProps,
  kit.LoadingBarTiming,
  kit.MessageBoxInput,
  kit.MessageBoxProps,
  kit.MessageTone,
  kit.MessageValidator,
  kit.MobileMenuProps,
  kit.ModalProps,
  kit.ModalRole,
  kit.Notification,
  kit.NotificationAction,
  kit.NotificationColor,
  kit.NotificationsProviderProps,
  kit.Notify,
  kit.PaymentQuery,
  kit.PaymentSuccessAction,
  kit.PaymentSuccessDialogProps,
  kit.SafeHtmlProps,
  kit.ShopPromptModalProps,
  kit.SocialLink,
  kit.StorageBannerProps,
  kit.TimeInput,
  kit.UpdateLogDialogProps,
  kit.UpdateLogListProps,
  kit.UpdateLogStatus,
  kit.VersionLabelProps,
  kit.VersionRecord,
];

const COMPONENTS = [
  'ActionButton',
  'ActionLink',
  'AppSumoActivatedDialog',
  'CloudFileDrawer',
  'CloudFileItem',
  'CloudFileList',
  'ColorModeProvider',
  'ColorModeSwitch',
  'CookieBanner',
  'CouponPopup',
  'ErrorPage',
  'Footer',
  'Header',
  'HoverMenu',
  'Icon',
  'InsufficientCreditModal',
  'LatestUpdatesDialog',
  'Link',
  'LinkProvider',
  'LoadingBar',
  'MessageBox',
  'MobileMenu',
  'Modal',
  'NotificationsProvider',
  'PaymentSuccessDialog',
  'SafeHtml',
  'ShopPromptModal',
  'Spinner',
  'StorageBanner',
  'UpdateLogDialog',
  'UpdateLogList',
  'VersionLabel',
];
const HOOKS = ['useColorMode', 'useForcedColorMode', 'useNotify'];
/** The rules the app applies itself, and the storage adapter it hands the colour mode. */
const FUNCTIONS = [
  'apiLinkFor',
  'latestUpdateToShow',
  'paymentSuccessAction',
  'shouldShowCookieBanner',
  'shouldShowCouponPopup',
  'webStorageColorMode',
];
// The key the colour preference is stored under: the app's boot script reads it before paint.
const CONSTANTS = ['COLOR_MODE_STORAGE_KEY', 'DELETE_SUCCESS_TOAST_MS'];

describe('public API', () => {
  it('exports exactly the documented names', () => {
    expect(Object.keys(kit).sort()).toEqual(
      [...COMPONENTS, ...HOOKS, ...FUNCTIONS, ...CONSTANTS].sort(),
    );
  });

  it.each([...COMPONENTS, ...HOOKS, ...FUNCTIONS])('%s is a function', (name) => {
    expect(typeof (kit as Record<string, unknown>)[name]).toBe('function');
  });

  it('keeps the spec value of the file-deleted toast', () => {
    expect(kit.DELETE_SUCCESS_TOAST_MS).toBe(1500);
  });
});
