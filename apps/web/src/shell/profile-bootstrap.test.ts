import { describe, expect, it, test } from 'vitest';
import { fakeApi } from '../testing/fake-api.js';
import { memoryKeyValueStore } from '../testing/memory-store.js';
import { testStores } from '../testing/stores.js';
import { userData } from '@captio/api-client/testing';
import { STORAGE_KEYS } from './client-storage.js';
import { deviceFingerprint } from './fingerprint.js';
import {
  bootstrapProfile,
  dealRedeemPath,
  profileBootstrapBody,
  type ProfileBootstrapInput,
} from './profile-bootstrap.js';

const base: ProfileBootstrapInput = {
  user: userData({ name: 'Ada' }),
  locale: 'fr-FR',
  timeZone: 'europe/paris',
  inviteCode: undefined,
  referrer: undefined,
  fingerprint: undefined,
};

describe('profileBootstrapBody', () => {
  test.each<[string, Partial<ProfileBootstrapInput>, unknown]>([
    ['a visitor', { user: undefined }, undefined],
    ['a user with an invite code', { user: userData({ invite_code: 'MINE1' }) }, undefined],
    ['a new user', {}, { name: 'Ada', language: 'fr-FR', timezone: 'Europe/Paris' }],
    [
      'a new user from an invite link, a partner and this device',
      { inviteCode: 'FRIEND', referrer: 'https://partner.example/', fingerprint: 'f'.repeat(64) },
      {
        name: 'Ada',
        language: 'fr-FR',
        timezone: 'Europe/Paris',
        invite_code: 'FRIEND',
        referer: 'https://partner.example/',
        fingerprint: 'f'.repeat(64),
      },
    ],
    [
      'a browser with an unknown time zone',
      { timeZone: 'Mars/Olympus' },
      { name: 'Ada', language: 'fr-FR' },
    ],
  ])('%s', (_name, input, expected) => {
    expect(profileBootstrapBody({ ...base, ...input })).toEqual(expected);
  });
});

describe('dealRedeemPath', () => {
  test.each([
    ['appsumo', 'en-US', '/pricing/package-redeem?c_code=appsumo'],
    ['oncely', 'de-DE', '/de-DE/pricing/package-redeem?c_code=oncely'],
    ['other', 'en-US', undefined],
    [undefined, 'en-US', undefined],
  ] as const)('%s in %s: %s', (code, locale, expected) => {
    expect(dealRedeemPath(code, locale)).toBe(expected);
  });
});

describe('bootstrapProfile', () => {
  function setUp(kept: Record<string, string>, status = 200) {
    const stores = testStores({ locale: 'ja-JP', path: '/ja-JP' });
    stores.session.getState().signedIn(userData());
    const store = memoryKeyValueStore(kept);
    const navigations: string[] = [];
    const { api, calls } = fakeApi({
      'POST /api/auth/update_profile/': {
        status,
        data:
          status === 200
            ? { data: { userdata: userData({ invite_code: 'NEW123' }) } }
            : { message: 'Down', code: 'unavailable' },
      },
    });
    const run = () =>
      bootstrapProfile({
        stores,
        api,
        store,
        navigate: (to) => navigations.push(to),
        timeZone: 'Asia/Tokyo',
        fingerprint: async () => 'ab'.repeat(32),
      });
    return { stores, store, navigations, calls, run };
  }

  it('records the profile once, keeps the invite code, forgets the one-time values', async () => {
    const { stores, store, calls, navigations, run } = setUp({
      [STORAGE_KEYS.inviteCode]: 'FRIEND',
      [STORAGE_KEYS.referrer]: 'https://r.example',
    });
    await run();
    expect(calls.map((call) => call.body)).toEqual([
      {
        name: 'Ada Lovelace',
        language: 'ja-JP',
        timezone: 'Asia/Tokyo',
        invite_code: 'FRIEND',
        referer: 'https://r.example',
        fingerprint: 'ab'.repeat(32),
      },
    ]);
    expect(stores.session.getState().user?.invite_code).toBe('NEW123');
    expect(store.get(STORAGE_KEYS.inviteCode)).toBeUndefined();
    expect(store.get(STORAGE_KEYS.referrer)).toBeUndefined();
    expect(navigations).toEqual([]);
    await run();
    expect(calls).toHaveLength(1);
  });

  it('sends a user who came with a deal code on to redeem it', async () => {
    const { store, navigations, run } = setUp({ [STORAGE_KEYS.dealCode]: 'appsumo' });
    await run();
    expect(navigations).toEqual(['/ja-JP/pricing/package-redeem?c_code=appsumo']);
    expect(store.get(STORAGE_KEYS.dealCode)).toBeUndefined();
  });

  it('keeps everything for the next load when the call fails', async () => {
    const { stores, store, navigations, run } = setUp(
      { [STORAGE_KEYS.inviteCode]: 'FRIEND', [STORAGE_KEYS.dealCode]: 'oncely' },
      503,
    );
    await run();
    expect(stores.session.getState().user?.invite_code).toBeNull();
    expect(store.get(STORAGE_KEYS.inviteCode)).toBe('FRIEND');
    expect(navigations).toEqual([]);
  });
});

describe('deviceFingerprint', () => {
  const traits = {
    userAgent: 'UA',
    languages: ['en-US'],
    timeZone: 'UTC',
    screen: '1280x800x24',
    hardwareConcurrency: 8,
    platform: 'Linux',
  };

  it('is a stable SHA-256 in hex that changes with the device', async () => {
    const one = await deviceFingerprint(traits);
    expect(one).toMatch(/^[0-9a-f]{64}$/);
    expect(await deviceFingerprint({ ...traits })).toBe(one);
    expect(await deviceFingerprint({ ...traits, screen: '390x844x24' })).not.toBe(one);
  });
});
