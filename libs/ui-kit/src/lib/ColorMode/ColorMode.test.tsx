import type { Locale } from '@captio/i18n';
import { describe, expect, test, vi } from 'vitest';
import { renderMarkup } from '../../testing/render.js';
import {
  assertForcedColorMode,
  colorModeReducer,
  resolveColorMode,
  type ColorModeAction,
  type ColorModeInputs,
  type ColorModeState,
} from './color-mode.js';
import { webStorageColorMode } from './color-mode-storage.js';
import { ColorModeProvider, useColorMode } from './ColorModeProvider.js';
import { ColorModeSwitch } from './ColorModeSwitch.js';

const base: ColorModeInputs = { preference: 'system', systemDark: undefined, forced: undefined };

describe('colorModeReducer', () => {
  test.each<[string, ColorModeInputs, ColorModeAction, ColorModeInputs]>([
    ['prefer dark', base, { type: 'prefer', preference: 'dark' }, { ...base, preference: 'dark' }],
    [
      'prefer system again',
      { ...base, preference: 'light' },
      { type: 'prefer', preference: 'system' },
      base,
    ],
    ['the OS turns dark', base, { type: 'system', dark: true }, { ...base, systemDark: true }],
    [
      'the OS turns light',
      { ...base, systemDark: true },
      { type: 'system', dark: false },
      { ...base, systemDark: false },
    ],
    ['a page forces dark', base, { type: 'force', mode: 'dark' }, { ...base, forced: 'dark' }],
    ['the page is left', { ...base, forced: 'dark' }, { type: 'force', mode: undefined }, base],
    [
      'a preference while forced is kept for later',
      { ...base, forced: 'light' },
      { type: 'prefer', preference: 'dark' },
      { ...base, preference: 'dark', forced: 'light' },
    ],
  ])('%s', (_, inputs, action, expected) => {
    expect(colorModeReducer(inputs, action)).toEqual(expected);
  });

  test.each([['system'], ['auto'], [''], [null], [1]])('forcing %o throws a TypeError', (mode) => {
    const action = { type: 'force', mode } as unknown as ColorModeAction;
    expect(() => colorModeReducer(base, action)).toThrow(TypeError);
    expect(() => assertForcedColorMode(mode)).toThrow(/'light' or 'dark' only/);
  });

  test('an unknown preference throws a TypeError', () => {
    const action = { type: 'prefer', preference: 'sepia' } as unknown as ColorModeAction;
    expect(() => colorModeReducer(base, action)).toThrow(TypeError);
  });
});

describe('resolveColorMode', () => {
  test.each<[Partial<ColorModeInputs>, ColorModeState]>([
    [{}, { preference: 'system', value: 'light', unknown: true, forced: undefined }],
    [
      { systemDark: true },
      { preference: 'system', value: 'dark', unknown: false, forced: undefined },
    ],
    [
      { systemDark: false },
      { preference: 'system', value: 'light', unknown: false, forced: undefined },
    ],
    [
      { preference: 'dark' },
      { preference: 'dark', value: 'dark', unknown: false, forced: undefined },
    ],
    [
      { preference: 'light', systemDark: true },
      { preference: 'light', value: 'light', unknown: false, forced: undefined },
    ],
    [{ forced: 'dark' }, { preference: 'system', value: 'dark', unknown: false, forced: 'dark' }],
    [
      { preference: 'dark', systemDark: true, forced: 'light' },
      { preference: 'dark', value: 'light', unknown: false, forced: 'light' },
    ],
  ])('%o -> %o', (inputs, expected) => {
    expect(resolveColorMode({ ...base, ...inputs })).toEqual(expected);
  });
});

describe('webStorageColorMode', () => {
  const memory = (initial: Record<string, string> = {}) => {
    const data = new Map(Object.entries(initial));
    return {
      getItem: (k: string) => data.get(k) ?? null,
      setItem: (k: string, v: string) => void data.set(k, v),
      data,
    };
  };

  test.each([
    ['dark', 'dark'],
    ['system', 'system'],
    ['sepia', undefined],
    [undefined, undefined],
  ])('reads %s as %s', (stored, expected) => {
    const storage = memory(stored === undefined ? {} : { 'captio-color-mode': stored });
    expect(webStorageColorMode(storage).read()).toBe(expected);
  });

  test('writes under its key, and storage that throws acts as empty', () => {
    const storage = memory();
    webStorageColorMode(storage, 'k').write('light');
    expect(storage.data.get('k')).toBe('light');
    const broken = {
      getItem: vi.fn(() => {
        throw new Error('SecurityError');
      }),
      setItem: vi.fn(() => {
        throw new Error('QuotaExceededError');
      }),
    };
    expect(webStorageColorMode(broken).read()).toBeUndefined();
    expect(() => webStorageColorMode(broken).write('dark')).not.toThrow();
    expect(webStorageColorMode(undefined).read()).toBeUndefined();
  });
});

function Probe() {
  const { preference, value, unknown, forced } = useColorMode();
  return <output>{JSON.stringify({ preference, value, unknown, forced })}</output>;
}

describe('ColorModeProvider on the server', () => {
  test('is unknown while the system decides, and known for a stored preference', () => {
    expect(
      renderMarkup(
        <ColorModeProvider root={null}>
          <Probe />
        </ColorModeProvider>,
      ),
    ).toContain(
      '{&quot;preference&quot;:&quot;system&quot;,&quot;value&quot;:&quot;light&quot;,&quot;unknown&quot;:true}',
    );
    const storage = { read: () => 'dark' as const, write: () => undefined };
    expect(
      renderMarkup(
        <ColorModeProvider root={null} storage={storage}>
          <Probe />
        </ColorModeProvider>,
      ),
    ).toContain('&quot;value&quot;:&quot;dark&quot;,&quot;unknown&quot;:false');
  });

  test('useColorMode outside a provider says what is missing', () => {
    expect(() => renderMarkup(<Probe />)).toThrow(/inside a ColorModeProvider/);
  });
});

describe('ColorModeSwitch', () => {
  test.each<[Locale, string, string[]]>([
    ['en-US', 'Color mode', ['System', 'Light', 'Dark']],
    ['fr-FR', 'Mode de couleur', ['Système', 'Clair', 'Sombre']],
    ['ja-JP', 'カラーモード', ['システム設定', 'ライト', 'ダーク']],
  ])('in %s is a radio group labelled %s with three options', (locale, label, options) => {
    const markup = renderMarkup(
      <ColorModeProvider root={null} storage={{ read: () => 'light', write: () => undefined }}>
        <ColorModeSwitch />
      </ColorModeProvider>,
      locale,
    );
    const labelId = markup.match(/<span id="([^"]+)"[^>]*>([^<]+)</);
    expect(labelId?.[2]).toBe(label);
    expect(markup).toMatch(new RegExp(`role="radiogroup"[^>]*aria-labelledby="${labelId?.[1]}"`));
    const radios = [
      ...markup.matchAll(/role="radio" aria-checked="(true|false)"[^>]*>.*?<span>([^<]+)<\/span>/g),
    ];
    expect(radios.map((r) => r[2])).toEqual(options);
    expect(radios.map((r) => r[1])).toEqual(['false', 'true', 'false']);
  });
});
