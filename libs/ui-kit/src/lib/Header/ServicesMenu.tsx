import { DropdownMenu } from 'radix-ui';
import { useT } from '@captio/i18n/react';
import { MenuChevron, MenuContent, MenuLinkItem, MenuRoot } from '../Menu/Menu.js';
import { SERVICES } from '../navigation/destinations.js';
import type { OpenAtFirst } from '../Menu/DeferredMenu.js';
import styles from './Header.module.css';

/** The header's services menu: /services/transcription, captions generator, translate, AI companion. */
export function ServicesMenu({ openAtFirst }: { openAtFirst?: OpenAtFirst }) {
  const t = useT();
  return (
    <MenuRoot defaultOpen={openAtFirst !== undefined}>
      <DropdownMenu.Trigger className={styles['menuButton']}>
        {t('header.services')}
        <MenuChevron />
      </DropdownMenu.Trigger>
      <MenuContent focusFirstItem={openAtFirst === 'keys'} align="start">
        {SERVICES.map(({ href, label }) => (
          <MenuLinkItem key={href} href={href}>
            {t(label)}
          </MenuLinkItem>
        ))}
      </MenuContent>
    </MenuRoot>
  );
}
