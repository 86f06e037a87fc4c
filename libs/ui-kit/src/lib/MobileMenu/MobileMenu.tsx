import { useState } from 'react';
import { Dialog } from 'radix-ui';
import { useT } from '@captio/i18n/react';
import type { HeaderProps } from '../Header/header-props.js';
import { DialogHeader } from '../dialog/DialogHeader.js';
import { Icon } from '../Icon/Icon.js';
import { useActionAfterClose } from '../Menu/use-action-after-close.js';
import { MobileMenuNav } from './MobileMenuNav.js';
import surface from '../theme/surface.module.css';
import styles from './MobileMenu.module.css';

export interface MobileMenuProps extends Omit<HeaderProps, 'mobile' | 'onLogoClick' | 'className'> {
  /** Open at first (stories, tests); the menu button opens it otherwise. */
  defaultOpen?: boolean;
}

/**
 * The header's menu on narrow screens: a button opening a sheet (a modal dialog: focus stays
 * inside, Escape closes it) with every destination of the header, the API link (unless
 * overseas), the account actions or the sign-in links, the language and the update log.
 * Opening it for a signed-in user counts as opening the account menu (the balance is shown).
 */
export function MobileMenu({
  defaultOpen = false,
  onAccountMenuOpen,
  ...navProps
}: MobileMenuProps) {
  const t = useT();
  const [open, setOpen] = useState(defaultOpen);
  const { runAfterClose, onCloseAutoFocus } = useActionAfterClose();
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next && navProps.user) onAccountMenuOpen?.();
      }}
    >
      <Dialog.Trigger className={styles['trigger']} aria-label={t('header.openMenu')}>
        <Icon name="menu" />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={surface['overlay']} />
        <Dialog.Content
          className={`${surface['sheetRight']} ${styles['sheet']}`}
          aria-describedby={undefined}
          onCloseAutoFocus={onCloseAutoFocus}
        >
          <DialogHeader title={t('header.navigationMenu')} closeLabel={t('header.closeMenu')} />
          <MobileMenuNav
            {...navProps}
            onNavigate={() => setOpen(false)}
            onAction={(action) => {
              runAfterClose(action);
              setOpen(false);
            }}
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
