import { lazy, Suspense, useRef, useState } from 'react';
import { useT } from '@captio/i18n/react';
import type { HeaderProps } from '../Header/header-props.js';
import { Icon } from '../Icon/Icon.js';
import styles from './MobileMenu.module.css';

// The sheet (a modal dialog, with its focus trap and scroll lock) loads the first time the menu
// opens: a wide screen never shows it, a narrow one only on demand.
const MobileMenuSheet = lazy(() =>
  import('./MobileMenuSheet.js').then((module) => ({ default: module.MobileMenuSheet })),
);

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
  const [wanted, setWanted] = useState(defaultOpen);
  const trigger = useRef<HTMLButtonElement>(null);
  const change = (next: boolean) => {
    setOpen(next);
    if (next) setWanted(true);
    if (next && navProps.user) onAccountMenuOpen?.();
  };
  return (
    <>
      <button
        ref={trigger}
        type="button"
        className={styles['trigger']}
        aria-label={t('header.openMenu')}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-state={open ? 'open' : 'closed'}
        onClick={() => change(!open)}
      >
        <Icon name="menu" />
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <MobileMenuSheet {...navProps} open={open} onOpenChange={change} trigger={trigger} />
        </Suspense>
      )}
    </>
  );
}
