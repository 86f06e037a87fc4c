import { useT } from '@captio/i18n/react';
import { RadioGroup } from 'radix-ui';
import { createContext, useContext, useId } from 'react';
import {
  COLOR_MODE_PREFERENCES,
  isColorModePreference,
  type ColorModePreference,
} from './color-mode.js';
import { Icon } from '../Icon/Icon.js';
import styles from './ColorModeSwitch.module.css';
import { useColorMode } from './ColorModeProvider.js';
import { classNames } from '../class-names.js';

const LABEL_KEYS = {
  system: 'colorMode.system',
  light: 'colorMode.light',
  dark: 'colorMode.dark',
} as const satisfies Record<ColorModePreference, string>;

/**
 * True where the switch sits in a row of controls (the desktop header): its label and the
 * options' names are then for screen readers only, so that the options line up with the row and
 * take only their icons' room. Each option keeps its name as a tooltip.
 */
export const ColorModeCompact = createContext(false);

/**
 * System / Light / Dark, a radio group: Tab reaches the chosen option, arrow
 * keys choose. Disabled, with the reason, on a page that forces its mode.
 */
export function ColorModeSwitch({ className }: { className?: string }) {
  const t = useT();
  const { preference, forced, setPreference } = useColorMode();
  const compact = useContext(ColorModeCompact);
  const labelId = useId();
  const hintId = useId();
  return (
    <div className={classNames(styles['switch'], className)}>
      <span id={labelId} className={styles[compact ? 'hidden' : 'label']}>
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
          <RadioGroup.Item
            key={option}
            className={classNames(styles['option'], compact && styles['compactOption'])}
            value={option}
            title={compact ? t(LABEL_KEYS[option]) : undefined}
          >
            <Icon name={option} />
            <span className={compact ? styles['hidden'] : undefined}>{t(LABEL_KEYS[option])}</span>
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
