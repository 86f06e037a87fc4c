import { describe, expect, test } from 'vitest';
import { colorModeBootScript } from './color-mode-boot.js';

interface FakeRoot {
  style: { colorScheme: string };
  attributes: Record<string, string>;
  setAttribute(name: string, value: string): void;
}

function run(stored: string | null | Error, systemDark: boolean): FakeRoot {
  const root: FakeRoot = {
    style: { colorScheme: '' },
    attributes: {},
    setAttribute(name, value) {
      root.attributes[name] = value;
    },
  };
  const localStorage = {
    getItem: () => {
      if (stored instanceof Error) throw stored;
      return stored;
    },
  };
  const matchMedia = () => ({ matches: systemDark });
  new Function('localStorage', 'matchMedia', 'document', colorModeBootScript())(
    localStorage,
    matchMedia,
    { documentElement: root },
  );
  return root;
}

describe('colorModeBootScript', () => {
  test.each([
    ['dark', false, 'dark'],
    ['light', true, 'light'],
    ['system', true, 'dark'],
    ['system', false, 'light'],
    [null, true, 'dark'],
    ['purple', false, 'light'],
  ])('stored %s, system dark %s: %s before the first paint', (stored, systemDark, mode) => {
    const root = run(stored, systemDark);
    expect(root.style.colorScheme).toBe(mode);
    expect(root.attributes['data-color-mode']).toBe(mode);
  });

  test('storage that throws leaves the CSS default', () => {
    const root = run(new Error('SecurityError'), true);
    expect(root.style.colorScheme).toBe('');
    expect(root.attributes).toEqual({});
  });

  test('a key cannot close the script element', () => {
    expect(colorModeBootScript('</script><script>alert(1)')).not.toContain('</script>');
  });
});
