import { useT } from '@captio/i18n/react';
import { RadioGroup } from 'radix-ui';
import { useId, type ReactElement } from 'react';
import {
  COLOR_MODE_PREFERENCES,
  isColorModePreference,
  type ColorModePreference,
} from './color-mode.js';
import { glyphProps } from '../theme/glyph.js';
import styles from './ColorModeSwitch.module.css';
import { useColorMode } from './ColorModeProvider.js';

const LABEL_KEYS = {
  system: 'colorMode.system',
  light: 'colorMode.light',
  dark: 'colorMode.dark',
} as const satisfies Record<ColorModePreference, string>;

const glyph = glyphProps(16);

const GLYPHS: Record<ColorModePreference, ReactElement> = {
  system: (
    <svg {...glyph}>
      <rect x="3" y="4" width="18" height="12" rx="2" />
      <path d="M8 20h8M12 16v4" />
    </svg>
  ),
  light: (
    <svg {...glyph}>
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
    </svg>
  ),
  dark: (
    <svg {...glyph}>
      <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />
    </svg>
  ),
};

/**
 * System / Light / Dark (SPEC section 4), a radio group: Tab reaches the chosen option, arrow
 * keys choose. Disabled, with the reason, on a page that forces its mode.
 */
export function ColorModeSwitch({ className }: { className?: string }) {
  const t = useT();
  const { preference, forced, setPreference } = useColorMode();
  const labelId = useId();
  const hintId = useId();
  return (
    <div className={className ? `${styles['switch']} ${className}` : styles['switch']}>
      <span id={labelId} className={styles['label']}>
        {t('colorMode.label')}
      </span>
      <RadioGroup.Root
        className={styles['group']}
        aria-labelledby={labelId}
        aria-describedby={forced ? hintId : undefined}
        orientation="horizontal"
        value={preference}
        disabled={forced !== undefined}
        onValueChange={(value) => {
          if (isColorModePreference(value)) setPreference(value);
        }}
      >
        {COLOR_MODE_PREFERENCES.map((option) => (
          <RadioGroup.Item key={option} className={styles['option']} value={option}>
            {GLYPHS[option]}
            <span>{t(LABEL_KEYS[option])}</span>
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>
      {forced && (
        <p id={hintId} className={styles['hint']}>
          {t(forced === 'dark' ? 'colorMode.forcedDark' : 'colorMode.forcedLight')}
        </p>
      )}
    </div>
  );
}
