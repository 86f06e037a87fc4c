import { DropdownMenu } from 'radix-ui';
import { isLocale, LOCALE_NATIVE_NAMES, LOCALES, type Locale } from '@captio/i18n';
import { useLocale, useT } from '@captio/i18n/react';
import { Icon } from '../Icon/Icon.js';
import { MenuContent, MenuRoot, menuStyles } from '../Menu/Menu.js';
import type { OpenAtFirst } from '../Menu/DeferredMenu.js';
import styles from './Header.module.css';

export interface LocaleMenuProps {
  onLocaleChange: (locale: Locale) => void;
  /** Open at first: the deferred header menu was pressed before its code arrived. */
  openAtFirst?: OpenAtFirst;
}

/**
 * The interface language, each locale named in itself (a reader looks for their own language)
 * and marked with its `lang`, so that screen readers pronounce "Deutsch" as German.
 */
export function LocaleMenu({ onLocaleChange, openAtFirst }: LocaleMenuProps) {
  const t = useT();
  const current = useLocale();
  const currentName = LOCALE_NATIVE_NAMES[current];
  return (
    <MenuRoot defaultOpen={openAtFirst !== undefined}>
      <DropdownMenu.Trigger
        className={styles['menuButton']}
        aria-label={t('header.languageMenu', { language: currentName })}
      >
        <Icon name="globe" />
        <span lang={current}>{currentName}</span>
      </DropdownMenu.Trigger>
      <MenuContent focusFirstItem={openAtFirst === 'keys'} align="end">
        <DropdownMenu.RadioGroup
          value={current}
          onValueChange={(value) => {
            if (isLocale(value) && value !== current) onLocaleChange(value);
          }}
        >
          {LOCALES.map((locale) => (
            <DropdownMenu.RadioItem
              key={locale}
              value={locale}
              lang={locale}
              className={menuStyles['item']}
            >
              <span className={menuStyles['indicator']}>
                <DropdownMenu.ItemIndicator>
                  <Icon name="check" />
                </DropdownMenu.ItemIndicator>
              </span>
              {LOCALE_NATIVE_NAMES[locale]}
            </DropdownMenu.RadioItem>
          ))}
        </DropdownMenu.RadioGroup>
      </MenuContent>
    </MenuRoot>
  );
}
