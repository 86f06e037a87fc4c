import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema.js';
import { commonMessages } from '../i18n/common-messages.js';
import { addPlan } from '../modules/billing/testing/fixtures.js';
import {
  type SignedIn,
  type TestApp,
  createTestApp,
  json,
  signUp,
} from '../../test/support/test-app.js';

let t: TestApp;
let user: SignedIn;
let planId: string;
beforeAll(async () => {
  t = await createTestApp();
  user = await signUp(t.app);
  // On an API tier, so that creating a key gets as far as the database.
  await t.database.db
    .update(users)
    .set({ level: 3, neverExpires: true })
    .where(eq(users.id, user.userId));
  planId = (await addPlan(t.database.db)).id;
});
afterAll(async () => {
  await t?.close();
});

/** Every text Postgres cannot hold: a NUL (refused), half a surrogate pair (altered in UTF-8). */
const UNSTORABLE = [
  ['a NUL', '\u0000'],
  ['a lone high surrogate', '\uD800'],
  ['a lone low surrogate', '\uDC00'],
] as const;

const post = (url: string, body: Record<string, unknown>): InjectOptions => ({
  method: 'POST',
  url,
  payload: JSON.stringify(body),
  headers: { 'content-type': 'application/json' },
});

/**
 * [call, the field named, the request carrying `bad` in it]: each reached the database with it,
 * where Postgres refused a NUL with a 500 (and stored half a surrogate pair as U+FFFD).
 */
const IN_BODIES: [string, string, (bad: string) => InjectOptions][] = [
  [
    'signup',
    'invite_code',
    (bad) =>
      post('/api/auth/signup/', {
        email: 'new@example.com',
        password: 'long enough',
        name: 'New',
        invite_code: `AB${bad}`,
      }),
  ],
  [
    'signup',
    'name',
    (bad) =>
      post('/api/auth/signup/', {
        email: 'new@example.com',
        password: 'long enough',
        name: `N${bad}`,
      }),
  ],
  ['change_profile', 'last_name', (bad) => post('/api/auth/change_profile/', { last_name: bad })],
  [
    'change_profile',
    'language_preference.transcribe',
    (bad) => post('/api/auth/change_profile/', { language_preference: { transcribe: `e${bad}` } }),
  ],
  [
    'change_profile',
    `language_preference.x\u0000`,
    () => post('/api/auth/change_profile/', { language_preference: { 'x\u0000': 'en' } }),
  ],
  [
    'update_profile',
    'invite_code',
    (bad) => post('/api/auth/update_profile/', { invite_code: bad }),
  ],
  [
    'update_profile',
    'fingerprint',
    (bad) => post('/api/auth/update_profile/', { fingerprint: bad }),
  ],
  [
    'activate_appsumo',
    'license_key',
    (bad) => post('/api/auth/activate_appsumo/', { license_key: `K${bad}` }),
  ],
  ['redeem', 'code', (bad) => post('/api/pricing/redeem/', { code: `C${bad}` })],
  ['coupon', 'plan_id', (bad) => post('/api/pricing/coupon/', { code: 'SAVE', plan_id: bad })],
  [
    'checkout',
    'coupon',
    (bad) => post('/api/pricing/checkout/', { plan_id: planId, coupon: `S${bad}` }),
  ],
  ['update_version', 'version', (bad) => post('/api/version/update_version/', { version: bad })],
  ['create api key', 'name', (bad) => post('/api/keys/', { name: `k${bad}` })],
];

/**
 * The same in addresses and forms, where only a NUL can be written (%00): percent-encoded halves
 * of a surrogate pair are not UTF-8, and read as U+FFFD.
 */
const URL_ENCODED: [string, string, InjectOptions][] = [
  [
    'local checkout payment',
    'csrftoken',
    {
      method: 'POST',
      url: '/api/pay/local/tx_1/complete',
      payload: 'csrftoken=a%00b',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    },
  ],
  ['route redirect', 'path', { method: 'GET', url: '/api/route/redirect/?path=/a%00b' }],
  ['transaction', 'transaction_id', { method: 'GET', url: '/api/pricing/transaction/tx%00/' }],
  ['local checkout page', 'transaction_id', { method: 'GET', url: '/api/pay/local/tx%00/' }],
  [
    'local checkout payment',
    'transaction_id',
    {
      method: 'POST',
      url: '/api/pay/local/tx%00/complete',
      payload: 'csrftoken=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    },
  ],
];

function send(request: InjectOptions) {
  return t.app.inject({
    ...request,
    headers: { ...request.headers, ...user.headers, 'accept-language': 'de-DE' },
    cookies: { token: user.token },
  });
}

function expectRefused(response: Awaited<ReturnType<typeof send>>, field: string): void {
  expect(response.statusCode, response.body).toBe(400);
  expect(json(response)).toEqual({
    message: commonMessages.invalidRequest['de-DE'],
    code: 'invalid_request',
    errors: [{ field, message: commonMessages.unstorableText['de-DE'] }],
  });
}

describe('text Postgres cannot hold is refused at validation (400, naming the field)', () => {
  describe.each(UNSTORABLE)('%s', (_name, bad) => {
    it.each(IN_BODIES)('in the body of %s (%s)', async (_call, field, request) => {
      expectRefused(await send(request(bad)), field);
    });
  });

  it.each(URL_ENCODED)('in the address or form of %s (%s)', async (_call, field, request) => {
    expectRefused(await send(request), field);
  });

  it('changes nothing it refuses', async () => {
    const before = await send({ method: 'GET', url: '/api/auth/check_login/' });
    await send(post('/api/auth/change_profile/', { name: 'Renamed', first_name: 'A\u0000' }));
    const after = await send({ method: 'GET', url: '/api/auth/check_login/' });
    expect(after.body).toBe(before.body);
  });
});
