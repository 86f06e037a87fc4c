import { describe, expect, it, test } from 'vitest';
import { fakeApi } from '../testing/fake-api.js';
import { memoryKeyValueStore } from '../testing/memory-store.js';
import { testStores } from '../testing/stores.js';
import { userData } from '@captio/api-client/testing';
import { STORAGE_KEYS } from './client-storage.js';
import {
  activateKeptDealLicense,
  dealActivationBody,
  keepDealLicenseKey,
} from './deal-activation.js';

describe('dealActivationBody', () => {
  test.each([
    [true, 'KEY-1', { license_key: 'KEY-1' }],
    [true, '  KEY-2 ', { license_key: 'KEY-2' }],
    [true, '   ', undefined],
    [true, undefined, undefined],
    [false, 'KEY-1', undefined],
  ])('signed in %s with key %j: %j', (signedIn, licenseKey, expected) => {
    expect(dealActivationBody({ signedIn, licenseKey })).toEqual(expected);
  });
});

describe('activateKeptDealLicense', () => {
  test.each([
    [200, true, undefined, 1],
    [400, false, 'KEY-1', 0],
  ])('answer %i: activated %s, key kept %j, level %i', async (status, activated, kept, level) => {
    const stores = testStores();
    stores.session.getState().signedIn(userData());
    const store = memoryKeyValueStore();
    keepDealLicenseKey(store, ' KEY-1 ');
    const { api, calls } = fakeApi({
      'POST /api/auth/activate_appsumo/': {
        status,
        data:
          status === 200
            ? { data: { userdata: userData({ level: 1 }) } }
            : { message: 'Unknown key', code: 'invalid_license' },
      },
    });
    expect(await activateKeptDealLicense({ stores, api, store })).toBe(activated);
    expect(calls.map((call) => call.body)).toEqual([{ license_key: 'KEY-1' }]);
    expect(store.get(STORAGE_KEYS.dealLicenseKey)).toBe(kept);
    expect(stores.session.getState().user?.level).toBe(level);
  });

  it('waits for a signed-in user', async () => {
    const store = memoryKeyValueStore({ [STORAGE_KEYS.dealLicenseKey]: 'KEY-1' });
    const { api, calls } = fakeApi({});
    expect(await activateKeptDealLicense({ stores: testStores(), api, store })).toBe(false);
    expect(calls).toEqual([]);
  });
});
