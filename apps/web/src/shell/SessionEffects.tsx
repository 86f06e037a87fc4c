import { useEffect, useRef } from 'react';
import { useApi } from '../api/api-context.js';
import { useNavigate } from '../router/navigation-context.js';
import { useAppStores, useSession } from '../state/stores.js';
import type { KeyValueStore } from './client-storage.js';
import { activateKeptDealLicense } from './deal-activation.js';
import { deviceFingerprint, deviceTraits } from './fingerprint.js';
import { bootstrapProfile } from './profile-bootstrap.js';

/**
 * What follows a user signing in, on load or later in the visit, once per user and page load:
 * the credit balance, the profile bootstrap (a new account gets its invite code) and the
 * activation of a deal license key kept from before signing in.
 */
export function SessionEffects({ store }: { store: KeyValueStore }) {
  const api = useApi();
  const stores = useAppStores();
  const navigate = useNavigate();
  const userId = useSession((state) => state.user?.user_id);
  const done = useRef(new Set<number>());

  useEffect(() => {
    if (userId === undefined || done.current.has(userId)) return;
    done.current.add(userId);
    api
      .call('countPoint', {}, { toast: false })
      .then((answer) => {
        if (stores.session.getState().user?.user_id === userId) {
          stores.session.getState().setPoint(answer.data.point);
        }
      })
      .catch(() => {
        // The balance of the user record stays shown.
      });
    void bootstrapProfile({
      stores,
      api,
      store,
      navigate,
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      fingerprint: () => deviceFingerprint(deviceTraits()),
    });
    void activateKeptDealLicense({ stores, api, store });
  }, [userId, api, stores, store, navigate]);

  return null;
}
