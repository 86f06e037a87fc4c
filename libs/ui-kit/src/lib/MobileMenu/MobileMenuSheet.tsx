import type { RefObject } from 'react';
import { Dialog } from 'radix-ui';
import { useT } from '@captio/i18n/react';
import { DialogHeader } from '../dialog/DialogHeader.js';
import { useActionAfterClose } from '../Menu/use-action-after-close.js';
import { MobileMenuNav, type MobileMenuNavProps } from './MobileMenuNav.js';
import surface from '../theme/surface.module.css';
import styles from './MobileMenu.module.css';

export interface MobileMenuSheetProps extends Omit<MobileMenuNavProps, 'onNavigate' | 'onAction'> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The menu button, which gets the focus back when the sheet closes. */
  trigger: RefObject<HTMLButtonElement | null>;
}

/** The mobile menu's sheet: a modal dialog, focus inside, Escape closes it. */
export function MobileMenuSheet({
  open,
  onOpenChange,
  trigger,
  ...navProps
}: MobileMenuSheetProps) {
  const t = useT();
  const { runAfterClose, onCloseAutoFocus } = useActionAfterClose();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={surface['overlay']} />
        <Dialog.Content
          className={`${surface['sheetRight']} ${styles['sheet']}`}
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            // The action first, with focus back on the menu button: a dialog it opens returns
            // focus there when it closes.
            event.preventDefault();
            trigger.current?.focus();
            onCloseAutoFocus();
          }}
        >
          <DialogHeader title={t('header.navigationMenu')} closeLabel={t('header.closeMenu')} />
          <MobileMenuNav
            {...navProps}
            onNavigate={() => onOpenChange(false)}
            onAction={(action) => {
              runAfterClose(action);
              onOpenChange(false);
            }}
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
