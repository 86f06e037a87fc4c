// What the header's menus paint before their code arrives (Menu/DeferredMenu.tsx): each live
// trigger's markup, classes and accessible name, without the menu behind it.
import { useLocale, useT } from '@captio/i18n/react';
import { LOCALE_NATIVE_NAMES } from '@captio/i18n';
import { Icon } from '../Icon/Icon.js';
import { Link } from '../Link/LinkProvider.js';
import { CLOSED_MENU_TRIGGER } from '../Menu/DeferredMenu.js';
import { MenuChevron } from '../Menu/MenuChevron.js';
import type { HeaderUser } from './header-props.js';
import { UserAvatar } from './UserAvatar.js';
import hoverStyles from '../HoverMenu/HoverMenu.module.css';
import styles from './Header.module.css';

export function ServicesStandIn() {
  const t = useT();
  return (
    <button {...CLOSED_MENU_TRIGGER} className={styles['menuButton']}>
      {t('header.services')}
      <MenuChevron />
    </button>
  );
}

export function LocaleStandIn() {
  const t = useT();
  const current = useLocale();
  const currentName = LOCALE_NATIVE_NAMES[current];
  return (
    <button
      {...CLOSED_MENU_TRIGGER}
      className={styles['menuButton']}
      aria-label={t('header.languageMenu', { language: currentName })}
    >
      <Icon name="globe" />
      <span lang={current}>{currentName}</span>
    </button>
  );
}

export function AccountStandIn({ user }: { user: HeaderUser }) {
  const t = useT();
  return (
    <button
      {...CLOSED_MENU_TRIGGER}
      className={styles['menuButton']}
      aria-label={t('header.accountMenu', { name: user.name })}
    >
      <UserAvatar avatar={user.avatar} />
      <MenuChevron />
    </button>
  );
}

export function HoverStandIn({
  href,
  label,
  menuLabel,
}: {
  href: string;
  label: string;
  menuLabel: string;
}) {
  return (
    <div className={hoverStyles['root']}>
      <Link href={href} className={hoverStyles['link']}>
        {label}
      </Link>
      <button {...CLOSED_MENU_TRIGGER} className={hoverStyles['toggle']} aria-label={menuLabel}>
        <MenuChevron />
      </button>
    </div>
  );
}
