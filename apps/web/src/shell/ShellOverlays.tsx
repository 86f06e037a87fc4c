import { useEffect, useState } from 'react';
import { siteConfig } from '../app/site-config.js';
import { useAppStores, usePopups } from '../state/stores.js';
import { CloudDrawer } from './CloudDrawer.js';
import { CookieNotice } from './CookieNotice.js';
import { InviteDialog } from './InviteDialog.js';
import { AppSumoActivated, Coupon, PaymentSuccess } from './LaunchDialogs.js';
import { readLaunchQuery, rememberLaunchQuery } from './launch-query.js';
import { SessionEffects } from './SessionEffects.js';
import { InsufficientCreditModal, ShopPromptModal } from './lazy-dialogs.js';
import { LatestUpdates, UpdateLog } from './UpdateLog.js';
import { useBrowserStore, useIsMobile } from './use-client.js';

/** The shop prompt and insufficient-credit modals, opened by pages through the popup store. */
function PricingPrompts() {
  const shopPrompt = usePopups((state) => state.shopPrompt);
  const insufficientCredit = usePopups((state) => state.insufficientCredit);
  const close = usePopups((state) => state.close);
  return (
    <>
      <ShopPromptModal open={shopPrompt} onOpenChange={(open) => !open && close('shopPrompt')} />
      <InsufficientCreditModal
        open={insufficientCredit}
        onOpenChange={(open) => !open && close('insufficientCredit')}
      />
    </>
  );
}

/**
 * Everything of the shell that only the browser has: dialogs, the drawer, the cookie notice and
 * the effects of the session and of the address the app was opened with. Mounted once the
 * page is hydrated, and for the whole visit.
 */
export function ShellOverlays() {
  const stores = useAppStores();
  const store = useBrowserStore();
  const mobile = useIsMobile();
  // The address the app was opened with, read once.
  const [launch] = useState(() =>
    readLaunchQuery(stores.route.getState().shown.route.search, {
      userAgent: navigator.userAgent,
      partnerBrowserToken: siteConfig.partnerBrowserToken,
    }),
  );
  useEffect(() => rememberLaunchQuery(launch, store), [launch, store]);

  return (
    <>
      <SessionEffects store={store} />
      <CloudDrawer mobile={mobile} />
      <PricingPrompts />
      <UpdateLog />
      <LatestUpdates />
      <InviteDialog />
      <Coupon store={store} />
      <PaymentSuccess launch={launch} store={store} />
      <AppSumoActivated launch={launch} />
      <CookieNotice store={store} />
    </>
  );
}
