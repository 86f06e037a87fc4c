import { useEffect, useRef } from 'react';
import { DropdownMenu } from 'radix-ui';
import type { PageName } from '@captio/routing-rules';
import { useT } from '@captio/i18n/react';
import {
  MenuChevron,
  MenuContent,
  MenuItem,
  MenuLinkItem,
  MenuRoot,
  MenuSeparator,
  menuStyles,
} from '../Menu/Menu.js';
import { useActionAfterClose } from '../Menu/use-action-after-close.js';
import { CREDITS, SETTINGS } from '../navigation/destinations.js';
import type { HeaderActions, HeaderUser } from './header-props.js';
import { showsInviteFriends } from './header-rules.js';
import { UserAvatar } from './UserAvatar.js';
import type { OpenAtFirst } from '../Menu/DeferredMenu.js';
import styles from './Header.module.css';

export interface AccountMenuProps extends Pick<
  HeaderActions,
  'onOpenDrawer' | 'onInvite' | 'onLogout' | 'onAccountMenuOpen'
> {
  user: HeaderUser;
  pageName?: PageName;
  /** Open at first: the deferred header menu was pressed before its code arrived. */
  openAtFirst?: OpenAtFirst;
}

/**
 * The signed-in user's menu: the credit balance (a link to /credits), the cloud file drawer,
 * invite friends (not on the workspace page), settings and logout.
 */
export function AccountMenu({
  user,
  pageName,
  onOpenDrawer,
  onInvite,
  onLogout,
  onAccountMenuOpen,
  openAtFirst,
}: AccountMenuProps) {
  const t = useT();
  const { runAfterClose, onCloseAutoFocus } = useActionAfterClose();
  // Opened at first (pressed before its code arrived) is an opening too: the balance is fetched.
  const openedAtFirst = useRef(openAtFirst !== undefined);
  useEffect(() => {
    if (openedAtFirst.current) onAccountMenuOpen?.();
    openedAtFirst.current = false;
  }, [onAccountMenuOpen]);
  return (
    <MenuRoot
      defaultOpen={openAtFirst !== undefined}
      onOpenChange={(open) => {
        if (open) onAccountMenuOpen?.();
      }}
    >
      <DropdownMenu.Trigger
        className={styles['menuButton']}
        aria-label={t('header.accountMenu', { name: user.name })}
      >
        <UserAvatar avatar={user.avatar} />
        <MenuChevron />
      </DropdownMenu.Trigger>
      <MenuContent
        focusFirstItem={openAtFirst === 'keys'}
        align="end"
        onCloseAutoFocus={onCloseAutoFocus}
      >
        {/* The name is shown here rather than on the button, which keeps the header one row. */}
        <DropdownMenu.Label className={menuStyles['label']}>{user.name}</DropdownMenu.Label>
        <MenuLinkItem href={CREDITS.href}>
          {t('header.credits', { count: user.point })}
        </MenuLinkItem>
        <MenuItem onSelect={() => runAfterClose(onOpenDrawer)}>{t('header.cloudFiles')}</MenuItem>
        {showsInviteFriends(pageName) && (
          <MenuItem onSelect={() => runAfterClose(onInvite)}>{t('header.inviteFriends')}</MenuItem>
        )}
        <MenuLinkItem href={SETTINGS.href}>{t(SETTINGS.label)}</MenuLinkItem>
        <MenuSeparator />
        <MenuItem onSelect={() => runAfterClose(onLogout)}>{t('header.logout')}</MenuItem>
      </MenuContent>
    </MenuRoot>
  );
}
