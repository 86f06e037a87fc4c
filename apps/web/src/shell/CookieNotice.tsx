import { useState } from 'react';
import { CookieBanner } from '@captio/ui-kit';
import { useApi } from '../api/api-context.js';
import { useRoute, useSession } from '../state/stores.js';
import type { KeyValueStore } from './client-storage.js';
import { acceptCookieNotice, cookieBannerDue } from './cookie-consent.js';

/** The cookie notice on the home and sign-in/sign-up pages, until accepted. */
export function CookieNotice({ store }: { store: KeyValueStore }) {
  const api = useApi();
  const routeName = useRoute((state) => state.shown.route.name);
  const user = useSession((state) => state.user);
  const checked = useSession((state) => state.checked);
  const [accepted, setAccepted] = useState(false);
  // Waits for the session: a signed-in user who accepted in their profile never sees it flash.
  if (!checked || accepted || !cookieBannerDue(routeName, user, store)) return null;
  return (
    <CookieBanner
      onAccept={() => {
        setAccepted(true);
        void acceptCookieNotice(api, store, user !== undefined);
      }}
    />
  );
}
