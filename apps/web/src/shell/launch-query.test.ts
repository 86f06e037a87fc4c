import fc from 'fast-check';
import { describe, expect, it, test } from 'vitest';
import { memoryKeyValueStore } from '../testing/memory-store.js';
import { STORAGE_KEYS } from './client-storage.js';
import { isPartnerBrowser, readLaunchQuery, rememberLaunchQuery } from './launch-query.js';

const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36';
const PARTNER = 'Mozilla/5.0 (Linux; Android 14) Chrome/140.0 PartnerBrowser/7.2 Mobile';
const browser = { userAgent: DESKTOP, partnerBrowserToken: 'PartnerBrowser/' };

describe('readLaunchQuery', () => {
  test.each([
    ['?payment=success&transaction_id=tx_1&value=9.99&currency=EUR', 'tx_1', '9.99', 'EUR'],
    ['?payment=success', undefined, undefined, undefined],
    ['?payment=success&transaction_id=%20%20', undefined, undefined, undefined],
  ])('payment of %s', (search, transactionId, value, currency) => {
    expect(readLaunchQuery(search, browser).payment).toEqual({
      payment: 'success',
      transactionId,
      value,
      currency,
    });
  });

  test.each([
    ['?invite_code=AB12cd', 'AB12cd'],
    ['?invite_code=%20AB12%20', 'AB12'],
    ['?invite_code=', undefined],
    ['?invite_code=<script>', undefined],
    [`?invite_code=${'a'.repeat(33)}`, undefined],
  ])('invite code of %s is %s', (search, expected) => {
    expect(readLaunchQuery(search, browser).inviteCode).toBe(expected);
  });

  test.each([
    [
      `?next=${encodeURIComponent('/oauth/authorize?client_id=1&redirect_uri=https://partner.example/cb')}`,
      'https://partner.example/cb',
    ],
    [
      `?next=${encodeURIComponent('https://captio.example/x?redirect_uri=https%3A%2F%2Fa.example%2F%3Fq%3D1')}`,
      'https://a.example/?q=1',
    ],
    ['?next=/workspace', undefined],
    ['?next=', undefined],
    [`?next=${encodeURIComponent(`/x?redirect_uri=${'a'.repeat(2049)}`)}`, undefined],
  ])('the referrer of %s is %s', (search, expected) => {
    expect(readLaunchQuery(search, browser).referrer).toBe(expected);
  });

  test.each([
    [PARTNER, 'PartnerBrowser/', '?cl=chan_7', 'chan_7'],
    [DESKTOP, 'PartnerBrowser/', '?cl=chan_7', undefined],
    [PARTNER, undefined, '?cl=chan_7', undefined],
    [PARTNER, '  ', '?cl=chan_7', undefined],
    [PARTNER, 'PartnerBrowser/', '?cl=bad%20code', undefined],
  ])('in %s with token %s, %s gives the channel %s', (userAgent, token, search, expected) => {
    expect(readLaunchQuery(search, { userAgent, partnerBrowserToken: token }).partnerChannel).toBe(
      expected,
    );
  });

  test.each([
    ['?appsumo=activated', true],
    ['?appsumo=pending', false],
    ['', false],
  ])('%s: the AppSumo activation dialog is %s', (search, expected) => {
    expect(readLaunchQuery(search, browser).appsumoActivated).toBe(expected);
  });

  test.each([
    ['?c_code=appsumo', 'appsumo'],
    ['?c_code=ONCELY', 'oncely'],
    ['?c_code=other', undefined],
  ])('the deal code of %s is %s', (search, expected) => {
    expect(readLaunchQuery(search, browser).dealCode).toBe(expected);
  });

  it('never throws, whatever the query', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (search, userAgent) => {
        readLaunchQuery(search, { userAgent, partnerBrowserToken: 'P/' });
      }),
    );
  });
});

describe('isPartnerBrowser', () => {
  test.each([
    [PARTNER, 'PartnerBrowser/', true],
    [DESKTOP, 'PartnerBrowser/', false],
    [PARTNER, '', false],
    [PARTNER, undefined, false],
  ])('%s with token %s: %s', (userAgent, token, expected) => {
    expect(isPartnerBrowser(userAgent, token)).toBe(expected);
  });
});

describe('rememberLaunchQuery', () => {
  it('keeps the invite code, referrer, channel and deal code for after sign-up', () => {
    const store = memoryKeyValueStore();
    const search = `?invite_code=FRIEND1&cl=c9&c_code=appsumo&next=${encodeURIComponent('/a?redirect_uri=https://r.example')}`;
    rememberLaunchQuery(
      readLaunchQuery(search, { userAgent: PARTNER, partnerBrowserToken: 'PartnerBrowser/' }),
      store,
    );
    expect([
      store.get(STORAGE_KEYS.inviteCode),
      store.get(STORAGE_KEYS.referrer),
      store.get(STORAGE_KEYS.partnerChannel),
      store.get(STORAGE_KEYS.dealCode),
    ]).toEqual(['FRIEND1', 'https://r.example', 'c9', 'appsumo']);
  });

  it('leaves kept values alone when the query does not carry them', () => {
    const store = memoryKeyValueStore({ [STORAGE_KEYS.inviteCode]: 'OLD' });
    rememberLaunchQuery(readLaunchQuery('?payment=success', browser), store);
    expect(store.get(STORAGE_KEYS.inviteCode)).toBe('OLD');
  });
});
