import { useCallback } from 'react';
import { ColorModeSwitch, Header, type HeaderUser } from '@captio/ui-kit';
import type { Locale } from '@captio/routing-rules';
import { useApiInHandlers } from '../api/api-context.js';
import { browserCookies } from '../api/cookies.js';
import { siteConfig } from '../app/site-config.js';
import { useNavigate } from '../router/navigation-context.js';
import { accountPending } from '../state/session-store.js';
import { useAppStores, usePopups, useRoute, useSession } from '../state/stores.js';
import { localeSwitch, rememberLocale } from './locale-switch.js';
import type { LogoClickHandler } from './logo-click.js';
import { signOut } from './sign-out.js';
import { useIsMobile, useMounted } from './use-client.js';
import styles from './Shell.module.css';

/** The signed-in user as the header shows them, with the freshest balance known. */
function useHeaderUser(): HeaderUser | undefined {
  const user = useSession((state) => state.user);
  const point = useSession((state) => state.point);
  if (!user) return undefined;
  return {
    name: user.name,
    ...(user.user_avatar ? { avatar: user.user_avatar } : {}),
    level: user.level,
    point: point ?? user.point,
  };
}

/** The header wired to the session, the popups, the router and the api. */
export function ShellHeader({ onLogoClick }: { onLogoClick: LogoClickHandler | undefined }) {
  const stores = useAppStores();
  const api = useApiInHandlers();
  const navigate = useNavigate();
  const mounted = useMounted();
  const mobile = useIsMobile();
  const user = useHeaderUser();
  const pending = useSession(accountPending);
  const pageName = useRoute((state) => state.shown.route.name);
  const open = usePopups((state) => state.open);

  const refreshBalance = useCallback(() => {
    api()
      .call('countPoint', {}, { toast: false })
      .then((answer) => stores.session.getState().setPoint(answer.data.point))
      .catch(() => {
        // The balance shown stays the last one known.
      });
  }, [api, stores]);

  const switchLocale = (to: Locale) => {
    const { route } = stores.route.getState().shown;
    const signedIn = Boolean(stores.session.getState().user);
    const change = localeSwitch({
      address: route.path + route.search + location.hash,
      to,
      signedIn,
    });
    rememberLocale(to, browserCookies);
    navigate(change.href, { replace: true });
    if (change.profileChange) {
      api()
        .call('changeProfile', { body: change.profileChange })
        .then((answer) => {
          if (stores.session.getState().user) {
            stores.session.getState().signedIn(answer.data.userdata);
          }
        })
        .catch(() => {
          // Toasted by the client; the page is in the new language either way.
        });
    }
  };

  const logout = () => {
    void api()
      .call('logout')
      .catch(() => undefined)
      .then(() => signOut('logout', { stores, cookies: browserCookies, navigate }));
  };

  return (
    // Until the browser knows the width, a narrow screen shows the logo alone (see the CSS):
    // the server renders the desktop header, which does not fit there.
    <div className={styles['header']} data-mounted={mounted || undefined}>
      <Header
        {...(user ? { user } : {})}
        accountPending={pending}
        {...(pageName ? { pageName } : {})}
        overseas={siteConfig.overseas}
        mobile={mobile}
        // The stored preference is the browser's: until mounted, the server's switch (the
        // default checked) holds its place unseen, so the header does not move when the live
        // one, a new element, takes it.
        colorModeSwitch={
          mounted ? (
            <ColorModeSwitch key="live" />
          ) : (
            <div key="placeholder" className={styles['placeholder']} aria-hidden inert>
              <ColorModeSwitch />
            </div>
          )
        }
        {...(onLogoClick ? { onLogoClick } : {})}
        onAccountMenuOpen={refreshBalance}
        onLocaleChange={switchLocale}
        onOpenUpdateLog={() => open('updateLog')}
        onOpenDrawer={() => open('fileDrawer')}
        onInvite={() => open('invite')}
        onLogout={logout}
      />
    </div>
  );
}
