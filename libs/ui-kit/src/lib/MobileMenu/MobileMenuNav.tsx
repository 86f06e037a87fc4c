import { useId, type ReactNode } from 'react';
import { isLocale, LOCALE_NATIVE_NAMES, LOCALES } from '@captio/i18n';
import { useLocale, useT } from '@captio/i18n/react';
import type { PageName } from '@captio/routing-rules';
import type { HeaderActions, HeaderUser } from '../Header/header-props.js';
import {
  apiLinkFor,
  authLinks,
  showsBackLink,
  showsInviteFriends,
} from '../Header/header-rules.js';
import {
  BLOG,
  CREDITS,
  HOME,
  OTHER_SITES_TO_MP4,
  PRICING,
  SERVICES,
  SETTINGS,
  SIGNIN,
  SIGNUP,
  WORKSPACE,
  YOUTUBE_TO_MP4,
  type Destination,
} from '../navigation/destinations.js';
import { DestinationItem } from '../navigation/DestinationItem.js';
import { LinkGroup, type LinkGroupLayout } from '../navigation/LinkGroup.js';
import styles from './MobileMenu.module.css';

export interface MobileMenuNavProps extends Pick<
  HeaderActions,
  'onLocaleChange' | 'onOpenUpdateLog' | 'onOpenDrawer' | 'onInvite' | 'onLogout'
> {
  user?: HeaderUser;
  accountPending?: boolean;
  pageName?: PageName;
  overseas?: boolean;
  colorModeSwitch?: ReactNode;
  /** A link was followed: the sheet closes. */
  onNavigate: () => void;
  /** A button was pressed: the sheet closes, then runs the action. */
  onAction: (action: () => void) => void;
}

/** The sheet's groups, inside its navigation landmark or after it. */
const SECTION = {
  landmark: 'section',
  headingLevel: 3,
  classNames: { group: styles['section'], heading: styles['heading'], list: styles['list'] },
} as const satisfies LinkGroupLayout;

/** The mobile menu's contents: every destination of the header, then the account and preferences. */
export function MobileMenuNav({
  user,
  accountPending = false,
  pageName,
  overseas = false,
  colorModeSwitch,
  onNavigate,
  onAction,
  ...actions
}: MobileMenuNavProps) {
  const t = useT();
  const locale = useLocale();
  const localeId = useId();
  const signedIn = user !== undefined;

  const item = (destination: Destination, text?: string) => (
    <DestinationItem
      key={destination.href}
      destination={destination}
      className={styles['row']}
      onClick={onNavigate}
      text={text}
    />
  );
  const action = (text: string, run: () => void) => (
    <li>
      <button type="button" className={styles['row']} onClick={() => onAction(run)}>
        {text}
      </button>
    </li>
  );
  const api = apiLinkFor({ level: user?.level, overseas });

  return (
    <>
      <nav aria-label={t('header.mainNavigation')} className={styles['nav']}>
        <ul className={styles['list']}>
          {showsBackLink({ signedIn, pageName }) && [item(WORKSPACE), item(HOME)]}
          {item(BLOG)}
          {item(PRICING)}
          {api && item(api)}
        </ul>
        <LinkGroup {...SECTION} heading={t('header.services')}>
          {SERVICES.map((link) => item(link))}
        </LinkGroup>
        <LinkGroup {...SECTION} heading={t('header.downloader')}>
          {[YOUTUBE_TO_MP4, ...OTHER_SITES_TO_MP4].map((link) => item(link))}
        </LinkGroup>
      </nav>
      {user ? (
        <LinkGroup {...SECTION} heading={t('header.accountMenu', { name: user.name })}>
          {item(CREDITS, t('header.credits', { count: user.point }))}
          {action(t('header.cloudFiles'), actions.onOpenDrawer)}
          {showsInviteFriends(pageName) && action(t('header.inviteFriends'), actions.onInvite)}
          {item(SETTINGS)}
          {action(t('header.logout'), actions.onLogout)}
        </LinkGroup>
      ) : (
        // A sheet has no layout to keep: while the session is unconfirmed it offers neither.
        authLinks({ signedIn, accountPending }) === 'shown' && (
          <ul className={styles['list']}>
            {item(SIGNIN)}
            {item(SIGNUP)}
          </ul>
        )
      )}
      <div className={styles['preferences']}>
        <label htmlFor={localeId} className={styles['heading']}>
          {t('header.language')}
        </label>
        <select
          id={localeId}
          className={styles['select']}
          value={locale}
          onChange={(event) => {
            const next = event.currentTarget.value;
            if (isLocale(next)) actions.onLocaleChange(next);
          }}
        >
          {LOCALES.map((option) => (
            <option key={option} value={option} lang={option}>
              {LOCALE_NATIVE_NAMES[option]}
            </option>
          ))}
        </select>
        {colorModeSwitch}
        <ul className={styles['list']}>{action(t('header.updateLog'), actions.onOpenUpdateLog)}</ul>
      </div>
    </>
  );
}
