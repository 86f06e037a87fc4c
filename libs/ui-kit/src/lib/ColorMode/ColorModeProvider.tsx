import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useReducer,
  type ReactNode,
} from 'react';
import {
  assertColorModePreference,
  assertForcedColorMode,
  colorModeReducer,
  resolveColorMode,
  type ColorModePreference,
  type ColorModeState,
  type ColorModeValue,
} from './color-mode.js';
import type { ColorModeStorage } from './color-mode-storage.js';

/** The part of a MediaQueryList the provider listens to. */
export interface DarkSchemeQuery {
  readonly matches: boolean;
  addEventListener: (type: 'change', listener: () => void) => void;
  removeEventListener: (type: 'change', listener: () => void) => void;
}

export interface ColorModeContextValue extends ColorModeState {
  setPreference: (preference: ColorModePreference) => void;
}

interface InternalContext extends ColorModeContextValue {
  force: (mode: ColorModeValue | undefined) => void;
}

const ColorModeContext = createContext<InternalContext | undefined>(undefined);

function browserDarkSchemeQuery(): DarkSchemeQuery | undefined {
  return typeof matchMedia === 'function' ? matchMedia('(prefers-color-scheme: dark)') : undefined;
}

function documentRoot(): HTMLElement | undefined {
  return typeof document === 'undefined' ? undefined : document.documentElement;
}

export interface ColorModeProviderProps {
  children?: ReactNode;
  /** Keeps the preference between visits (webStorageColorMode(localStorage)); none: per visit. */
  storage?: ColorModeStorage;
  /** The preference when storage has none. */
  defaultPreference?: ColorModePreference;
  /** The OS dark-scheme query; default `matchMedia('(prefers-color-scheme: dark)')`. */
  darkSchemeQuery?: () => DarkSchemeQuery | undefined;
  /**
   * The element whose `color-scheme` and `data-color-mode` follow the mode, so the kit's
   * light-dark() tokens do; default the document's root element, null for none.
   */
  root?: HTMLElement | null;
}

/** The colour mode of everything inside it. */
export function ColorModeProvider({
  children,
  storage,
  defaultPreference = 'system',
  darkSchemeQuery = browserDarkSchemeQuery,
  root,
}: ColorModeProviderProps) {
  const [inputs, dispatch] = useReducer(colorModeReducer, undefined, () => ({
    preference: storage?.read() ?? defaultPreference,
    // Read in an effect: during server rendering there is no OS to ask (`unknown`).
    systemDark: undefined,
    forced: undefined,
  }));

  // Layout effect: the system mode is known before the first paint in the browser.
  useLayoutEffect(() => {
    const query = darkSchemeQuery();
    if (!query) return;
    const update = () => dispatch({ type: 'system', dark: query.matches });
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, [darkSchemeQuery]);

  const state = resolveColorMode(inputs);
  const target = root === undefined ? documentRoot() : root;
  useLayoutEffect(() => {
    if (!target) return;
    const previous = {
      scheme: target.style.colorScheme,
      mode: target.dataset['colorMode'],
    };
    // Unknown: both schemes allowed, so the CSS default (the OS) decides until it is read.
    target.style.colorScheme = state.unknown ? 'light dark' : state.value;
    if (state.unknown) delete target.dataset['colorMode'];
    else target.dataset['colorMode'] = state.value;
    return () => {
      target.style.colorScheme = previous.scheme;
      if (previous.mode === undefined) delete target.dataset['colorMode'];
      else target.dataset['colorMode'] = previous.mode;
    };
  }, [target, state.unknown, state.value]);

  // Stable callbacks: useForcedColorMode's effect depends on `force`, and must not re-run
  // (unforce, force again) every time the mode it forces changes the state.
  const setPreference = useCallback(
    (preference: ColorModePreference) => {
      // Thrown here, to the caller, not from the reducer inside React's render.
      assertColorModePreference(preference);
      dispatch({ type: 'prefer', preference });
      storage?.write(preference);
    },
    [storage],
  );
  const force = useCallback((mode: ColorModeValue | undefined) => {
    assertForcedColorMode(mode);
    dispatch({ type: 'force', mode });
  }, []);
  const { preference, value: mode, unknown, forced } = state;
  const value = useMemo<InternalContext>(
    () => ({ preference, value: mode, unknown, forced, setPreference, force }),
    [preference, mode, unknown, forced, setPreference, force],
  );
  return <ColorModeContext value={value}>{children}</ColorModeContext>;
}

function useColorModeContext(caller: string): InternalContext {
  const context = useContext(ColorModeContext);
  if (!context) throw new Error(`${caller} must be used inside a ColorModeProvider.`);
  return context;
}

/** preference, value, unknown and forced, and setPreference to change the preference. */
export function useColorMode(): ColorModeContextValue {
  const { force: _force, ...value } = useColorModeContext('useColorMode');
  return value;
}

/**
 * Forces a page to 'light' or 'dark' while it is mounted; undefined forces nothing.
 * Forcing 'system' throws a TypeError: a page that follows the system should force nothing.
 */
export function useForcedColorMode(mode: ColorModeValue | undefined): void {
  assertForcedColorMode(mode);
  const { force } = useColorModeContext('useForcedColorMode');
  useEffect(() => {
    force(mode);
    return () => force(undefined);
  }, [force, mode]);
}
