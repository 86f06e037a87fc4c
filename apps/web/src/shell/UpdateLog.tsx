import { useEffect, useReducer, useState } from 'react';
import type { VersionRecord } from '@captio/ui-kit';
import { LatestUpdatesDialog, UpdateLogDialog } from './lazy-dialogs.js';
import { useApi } from '../api/api-context.js';
import { useAppStores, usePopups, useSession } from '../state/stores.js';
import { browserStorage, STORAGE_KEYS, webKeyValueStore } from './client-storage.js';
import { latestUpdateClosed, latestUpdateOnLoad } from './latest-updates.js';

/** This device's storage, read when the dialog needs it (never during the server's render). */
const deviceStore = () => webKeyValueStore(browserStorage());
import {
  confirmUpdate,
  loadUpdateLog,
  openUpdateLog,
  UPDATE_LOG_INITIAL,
  updateLogReducer,
} from './update-log.js';

/** The update log, opened from the header or the footer. */
export function UpdateLog() {
  const api = useApi();
  const open = usePopups((state) => state.updateLog);
  const close = usePopups((state) => state.close);
  const signedIn = useSession((state) => state.user !== undefined);
  const [list, dispatch] = useReducer(updateLogReducer, UPDATE_LOG_INITIAL);

  const stores = useAppStores();
  useEffect(() => {
    // Once per opening, for whoever is signed in at that moment.
    if (open) void openUpdateLog(api, Boolean(stores.session.getState().user), dispatch);
  }, [open, api, stores]);

  return (
    <UpdateLogDialog
      open={open}
      onOpenChange={(next) => !next && close('updateLog')}
      status={list.status}
      versions={list.versions}
      notViewed={list.notViewed}
      signedIn={signedIn}
      onConfirm={(version) => confirmUpdate(api, version, dispatch)}
      onRetry={() => void loadUpdateLog(api, dispatch)}
    />
  );
}

/**
 * The latest-updates dialog: once the session is known (not_viewed is the user's), the newest
 * version is announced when it is important and unseen; a visitor's answer came with the page.
 */
export function LatestUpdates() {
  const api = useApi();
  const checked = useSession((state) => state.checked);
  const signedIn = useSession((state) => state.user !== undefined);
  const openLog = usePopups((state) => state.open);
  const [version, setVersion] = useState<VersionRecord>();
  const [asked, setAsked] = useState(false);
  const stores = useAppStores();

  useEffect(() => {
    if (!checked || asked) return;
    setAsked(true);
    void latestUpdateOnLoad(api, {
      signedIn: Boolean(stores.session.getState().user),
      fromServer: stores.system.getState().visitorLatestUpdate,
      seenHere: deviceStore().get(STORAGE_KEYS.seenVersion),
    }).then(setVersion);
  }, [checked, asked, api, stores]);

  return (
    <LatestUpdatesDialog
      version={version}
      onClose={(seen) => {
        setVersion(undefined);
        void latestUpdateClosed(api, {
          signedIn,
          version: seen,
          rememberHere: (version) => deviceStore().set(STORAGE_KEYS.seenVersion, version),
        });
      }}
      onMore={() => openLog('updateLog')}
    />
  );
}
