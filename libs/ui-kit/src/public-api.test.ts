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
  kit.ColorPair,
  kit.Comparison,
  kit.CookieBannerProps,
  kit.CookieBannerState,
  kit.CouponPopupProps,
  kit.CouponPopupState,
  kit.CueField,
  kit.CueListProps,
  kit.CueListTranslation,
  kit.CueRowActions,
  kit.CueRowProps,
  kit.CueTextView,
  kit.CueTimeError,
  kit.CueTimeResult,
  kit.CueTimingRequest,
  kit.DarkSchemeQuery,
  kit.Destination,
  kit.EditorShortcutsProps,
  kit.ErrorPageProps,
  kit.FindReplaceBarProps,
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
  kit.PlayerAction,
  kit.PlayerControlsProps,
  kit.PlayerKeyInput,
  kit.PlayerShortcutHandlers,
  kit.ReplacedCue,
  kit.SafeHtmlProps,
  kit.SearchOptions,
  kit.ShopPromptModalProps,
  kit.SocialLink,
  kit.SpeakerChipProps,
  kit.SpeakerColor,
  kit.StorageBannerProps,
  kit.TextCue,
  kit.TextMatch,
  kit.TimeInput,
  kit.TimedCue,
  kit.UpdateLogDialogProps,
  kit.UpdateLogListProps,
  kit.UpdateLogStatus,
  kit.VersionLabelProps,
  kit.VersionRecord,
  kit.WaveformCue,
  kit.WaveformProps,
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
  'CueList',
  'EditorShortcuts',
  'ErrorPage',
  'FindReplaceBar',
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
  'PlayerControls',
  'SafeHtml',
  'ShopPromptModal',
  'SpeakerChip',
  'Spinner',
  'StorageBanner',
  'UpdateLogDialog',
  'UpdateLogList',
  'VersionLabel',
  'Waveform',
];
/** Components wrapped in memo (objects, not functions): rows of long lists. */
const MEMO_COMPONENTS = ['CueRow'];
const HOOKS = ['useColorMode', 'useForcedColorMode', 'useNotify', 'usePlayerShortcuts'];
/** The rules the app applies itself, and the storage adapter it hands the colour mode. */
const FUNCTIONS = [
  'apiLinkFor',
  'clampCueTiming',
  'clampTime',
  'contrastRatio',
  'cueIndexAt',
  'findMatches',
  'firstMatchFrom',
  'formatCueTime',
  'lastCueStartingBy',
  'latestUpdateToShow',
  'nextZoom',
  'parseCueTime',
  'paymentSuccessAction',
  'playerShortcutAction',
  'playerShortcutOf',
  'readCueTimeInput',
  'replaceAll',
  'replaceMatch',
  'shouldShowCookieBanner',
  'shouldShowCouponPopup',
  'speakerColor',
  'speakerColorIndex',
  'speakerColorStyle',
  'stepMatch',
  'stepPlaybackRate',
  'webStorageColorMode',
];
// The key the colour preference is stored under: the app's boot script reads it before paint.
// The editor's tables: palettes, zoom steps, speeds, shortcuts (the page shows and applies them).
const CONSTANTS = [
  'COLOR_MODE_STORAGE_KEY',
  'DEFAULT_ZOOM',
  'DELETE_SUCCESS_TOAST_MS',
  'EDITOR_SHORTCUTS',
  'MIN_CUE_DURATION_MS',
  'PLAYBACK_RATES',
  'PLAYER_KEYSHORTCUTS',
  'SKIP_MS',
  'SPEAKER_COLORS',
  'ZOOM_LEVELS',
];

describe('public API', () => {
  it('exports exactly the documented names', () => {
    expect(Object.keys(kit).sort()).toEqual(
      [...COMPONENTS, ...MEMO_COMPONENTS, ...HOOKS, ...FUNCTIONS, ...CONSTANTS].sort(),
    );
  });

  it.each([...COMPONENTS, ...HOOKS, ...FUNCTIONS])('%s is a function', (name) => {
    expect(typeof (kit as Record<string, unknown>)[name]).toBe('function');
  });

  it.each(MEMO_COMPONENTS)('%s is a memoized component', (name) => {
    expect((kit as Record<string, unknown>)[name]).toHaveProperty(
      '$$typeof',
      Symbol.for('react.memo'),
    );
  });

  it('keeps the spec value of the file-deleted toast', () => {
    expect(kit.DELETE_SUCCESS_TOAST_MS).toBe(1500);
  });

  it('keeps the spec’s ten speaker palettes', () => {
    expect(kit.SPEAKER_COLORS).toHaveLength(10);
  });
});
