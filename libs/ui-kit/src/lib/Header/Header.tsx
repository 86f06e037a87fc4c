import { useT } from '@captio/i18n/react';
import { ActionLink } from '../ActionButton/ActionButton.js';
import { Link } from '../Link/LinkProvider.js';
import { classNames } from '../class-names.js';
import { DeferredMenu, openAtFirst } from '../Menu/DeferredMenu.js';
import { MobileMenu } from '../MobileMenu/MobileMenu.js';
import {
  BLOG,
  HOME,
  OTHER_SITES_TO_MP4,
  PRICING,
  SIGNIN,
  SIGNUP,
  WORKSPACE,
  YOUTUBE_TO_MP4,
  type Destination,
} from '../navigation/destinations.js';
import { DestinationItem } from '../navigation/DestinationItem.js';
import type { HeaderProps } from './header-props.js';
import { authLinks, showsBackLink } from './header-rules.js';
import { Logo } from './Logo.js';
import { AccountStandIn, HoverStandIn, LocaleStandIn, ServicesStandIn } from './menu-stand-ins.js';
import styles from './Header.module.css';
import { ColorModeCompact } from '../ColorMode/ColorModeSwitch.js';
import { Icon } from '../Icon/Icon.js';

/** Sign in and sign up; `reserved`: in their place but invisible and out of reach. */
function AuthLinks({ state }: { state: ReturnType<typeof authLinks> }) {
  const t = useT();
  if (state === 'none') return null;
  return (
    <span className={styles['authLinks']} inert={state === 'reserved'}>
      <Link href={SIGNIN.href} className={styles['navLink']}>
        {t(SIGNIN.label)}
      </Link>
      <ActionLink href={SIGNUP.href}>{t(SIGNUP.label)}</ActionLink>
    </span>
  );
}

/**
 * The site header: logo, main navigation, update log, language, colour mode
 * and the account menu or the sign-in links. With `mobile`, a menu button opens the same
 * destinations in a sheet.
 */
export function Header(props: HeaderProps) {
  const { user, pageName, mobile = false, onLogoClick, colorModeSwitch, className } = props;
  const { accountPending } = props;
  const t = useT();
  const signedIn = user !== undefined;
  const navItem = (destination: Destination) => (
    <DestinationItem
      key={destination.href}
      destination={destination}
      className={styles['navLink']}
    />
  );

  const downloader = {
    href: YOUTUBE_TO_MP4.href,
    label: t(YOUTUBE_TO_MP4.label),
    menuLabel: t('header.downloader'),
  };

  if (mobile) {
    const { mobile: _mobile, onLogoClick: _onLogoClick, className: _className, ...sheet } = props;
    return (
      <header className={classNames(styles['header'], className)}>
        <Logo onLogoClick={onLogoClick} />
        <MobileMenu {...sheet} />
      </header>
    );
  }

  return (
    <header className={classNames(styles['header'], className)}>
      <Logo onLogoClick={onLogoClick} />
      <nav className={styles['nav']} aria-label={t('header.mainNavigation')}>
        <ul className={styles['navList']}>
          {showsBackLink({ signedIn, pageName }) && [navItem(WORKSPACE), navItem(HOME)]}
          <li>
            <DeferredMenu
              standIn={<ServicesStandIn />}
              live={(menus, intent) => <menus.ServicesMenu openAtFirst={openAtFirst(intent)} />}
            />
          </li>
          <li>
            <DeferredMenu
              opensOnHover
              standIn={<HoverStandIn {...downloader} />}
              live={(menus, intent) => (
                <menus.HoverMenu
                  {...downloader}
                  items={OTHER_SITES_TO_MP4.map(({ href, label }) => ({ href, label: t(label) }))}
                  {...(intent === 'look' ? {} : { initiallyOpen: intent })}
                />
              )}
            />
          </li>
          {navItem(BLOG)}
          {navItem(PRICING)}
        </ul>
      </nav>
      <div className={styles['actions']}>
        {/* Its name is shown where the row has room for it; the icon alone (the name still read,
            and a tooltip) keeps the header on one row at a laptop's 1280 pixels in every locale. */}
        <button
          type="button"
          className={styles['menuButton']}
          title={t('header.updateLog')}
          onClick={props.onOpenUpdateLog}
        >
          <Icon name="megaphone" />
          <span className={styles['roomyName']}>{t('header.updateLog')}</span>
        </button>
        <DeferredMenu
          standIn={<LocaleStandIn />}
          live={(menus, intent) => (
            <menus.LocaleMenu
              onLocaleChange={props.onLocaleChange}
              openAtFirst={openAtFirst(intent)}
            />
          )}
        />
        <ColorModeCompact.Provider value={true}>{colorModeSwitch}</ColorModeCompact.Provider>
        {user ? (
          <DeferredMenu
            standIn={<AccountStandIn user={user} />}
            live={(menus, intent) => (
              <menus.AccountMenu
                user={user}
                pageName={pageName}
                onOpenDrawer={props.onOpenDrawer}
                onInvite={props.onInvite}
                onLogout={props.onLogout}
                onAccountMenuOpen={props.onAccountMenuOpen}
                openAtFirst={openAtFirst(intent)}
              />
            )}
          />
        ) : (
          <AuthLinks state={authLinks({ signedIn, accountPending })} />
        )}
      </div>
    </header>
  );
}
