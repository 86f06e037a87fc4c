/** What the user chose; `system` follows the OS dark-scheme setting. */
export type ColorModePreference = 'system' | 'light' | 'dark';
/** What is shown, and what a page may force. */
export type ColorModeValue = 'light' | 'dark';

export const COLOR_MODE_PREFERENCES: readonly ColorModePreference[] = ['system', 'light', 'dark'];

/** What the colour mode is computed from. */
export interface ColorModeInputs {
  preference: ColorModePreference;
  /** The OS `prefers-color-scheme: dark`; undefined until read (server rendering). */
  systemDark: boolean | undefined;
  /** A page's forced mode, if any. */
  forced: ColorModeValue | undefined;
}

export type ColorModeAction =
  | { type: 'prefer'; preference: ColorModePreference }
  | { type: 'system'; dark: boolean | undefined }
  | { type: 'force'; mode: ColorModeValue | undefined };

/** The colour mode state: preference, value, unknown, forced. */
export interface ColorModeState {
  preference: ColorModePreference;
  /** The mode shown; 'light' while `unknown`. */
  value: ColorModeValue;
  /** True while the system preference decides and has not been read yet. */
  unknown: boolean;
  forced: ColorModeValue | undefined;
}

export function isColorModePreference(value: unknown): value is ColorModePreference {
  return value === 'system' || value === 'light' || value === 'dark';
}

export function assertColorModePreference(value: unknown): asserts value is ColorModePreference {
  if (!isColorModePreference(value)) {
    throw new TypeError(
      `The colour mode preference is 'system', 'light' or 'dark', not ${JSON.stringify(value)}.`,
    );
  }
}

/** Forcing 'system' (or anything else) is a programming error: say so plainly. */
export function assertForcedColorMode(mode: unknown): asserts mode is ColorModeValue | undefined {
  if (mode !== undefined && mode !== 'light' && mode !== 'dark') {
    throw new TypeError(
      `A page can force the colour mode to 'light' or 'dark' only, not ${JSON.stringify(mode)}.`,
    );
  }
}

export function colorModeReducer(
  inputs: ColorModeInputs,
  action: ColorModeAction,
): ColorModeInputs {
  switch (action.type) {
    case 'prefer':
      assertColorModePreference(action.preference);
      return { ...inputs, preference: action.preference };
    case 'system':
      return { ...inputs, systemDark: action.dark };
    case 'force':
      assertForcedColorMode(action.mode);
      return { ...inputs, forced: action.mode };
  }
}

export function resolveColorMode({
  preference,
  systemDark,
  forced,
}: ColorModeInputs): ColorModeState {
  if (forced) return { preference, value: forced, unknown: false, forced };
  if (preference !== 'system') return { preference, value: preference, unknown: false, forced };
  if (systemDark === undefined) return { preference, value: 'light', unknown: true, forced };
  return { preference, value: systemDark ? 'dark' : 'light', unknown: false, forced };
}
