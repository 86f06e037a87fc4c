import type { ApiClient } from '@captio/api-client';
import type { AppStores } from '../state/stores.js';
import { STORAGE_KEYS, type KeyValueStore } from './client-storage.js';

/**
 * A deal channel's license key kept in this browser, to activate once the user is signed in
 * (the redeem page keeps it when a visitor brings one before having an account).
 */
export function keepDealLicenseKey(store: KeyValueStore, licenseKey: string): void {
  const key = licenseKey.trim();
  if (key) store.set(STORAGE_KEYS.dealLicenseKey, key);
}

/** The activation call's body: a signed-in user with a kept key; else nothing to do. */
export function dealActivationBody({
  signedIn,
  licenseKey,
}: {
  signedIn: boolean;
  licenseKey: string | undefined;
}): { license_key: string } | undefined {
  const key = licenseKey?.trim();
  return signedIn && key ? { license_key: key.slice(0, 100) } : undefined;
}

/**
 * Activates the kept key on the signed-in account; on success the key is forgotten and the
 * user (now on the deal's plan) kept. A refusal is shown by the client's toast, and the key
 * stays for the next load: a network failure must not lose a purchase.
 */
export async function activateKeptDealLicense({
  stores,
  api,
  store,
}: {
  stores: AppStores;
  api: Pick<ApiClient, 'call'>;
  store: KeyValueStore;
}): Promise<boolean> {
  const body = dealActivationBody({
    signedIn: Boolean(stores.session.getState().user),
    licenseKey: store.get(STORAGE_KEYS.dealLicenseKey),
  });
  if (!body) return false;
  const answer = await api.call('activateAppsumo', { body }).catch(() => undefined);
  if (!answer) return false;
  store.remove(STORAGE_KEYS.dealLicenseKey);
  stores.session.getState().signedIn(answer.data.userdata);
  return true;
}
