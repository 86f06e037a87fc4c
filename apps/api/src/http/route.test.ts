import { type Endpoint, endpoints, fillPath } from '@captio/api-client';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commonMessages } from '../i18n/common-messages.js';
import {
  type SignedIn,
  type TestApp,
  createTestApp,
  json,
  signUp,
} from '../../test/support/test-app.js';

let t: TestApp;
/** A user whose session no test ends or changes. */
let reader: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  reader = await signUp(t.app);
});
afterAll(async () => {
  await t?.close();
});

const all = Object.entries(endpoints) as [string, Endpoint][];
/** Path parameters of every endpoint, valid in form (no such task or file exists). */
const PATH_VALUES = {
  transaction_id: 'tx_1',
  task_id: '00000000-0000-4000-8000-000000000000',
  translation_id: '00000000-0000-4000-8000-000000000000',
  download_id: '00000000-0000-4000-8000-000000000000',
  hash: 'a'.repeat(64),
};
const urlOf = (endpoint: Endpoint) => fillPath(endpoint.path, PATH_VALUES);

async function checkLogin(user: SignedIn) {
  return t.app.inject({ method: 'GET', url: '/api/auth/check_login/', headers: user.headers });
}

describe('a HEAD never changes anything', () => {
  const changingGets = all.filter(
    ([, endpoint]) => endpoint.method === 'GET' && endpoint.changesState,
  );

  it('knows the GETs that change something', () => {
    expect(changingGets.map(([name]) => name).sort()).toEqual(['acceptCookies', 'logout']);
  });

  it.each(changingGets)(
    'HEAD %s answers 405 (Allow: GET) and changes nothing',
    async (_name, endpoint) => {
      const user = await signUp(t.app);
      const before = await checkLogin(user);
      const response = await t.app.inject({
        method: 'HEAD',
        url: urlOf(endpoint),
        headers: user.headers,
        cookies: { token: user.token },
      });
      expect(response.statusCode).toBe(405);
      expect(response.headers['allow']).toBe('GET');
      expect(response.headers['set-cookie']).toBeUndefined();
      const after = await checkLogin(user);
      expect(after.statusCode).toBe(200);
      expect(after.body).toBe(before.body);
    },
  );

  it.each(all.filter(([, endpoint]) => endpoint.method === 'GET' && !endpoint.changesState))(
    'HEAD %s answers as its GET, without a body',
    async (_name, endpoint) => {
      const request = { url: urlOf(endpoint), headers: reader.headers };
      const get = await t.app.inject({ ...request, method: 'GET' });
      const head = await t.app.inject({ ...request, method: 'HEAD' });
      expect(head.statusCode).toBe(get.statusCode);
      expect(head.body).toBe('');
    },
  );
});

type Method = Endpoint['method'];

/** Requests whose body or query is wrong in every way a validator (or parser) would refuse. */
const MALFORMED: [string, (method: Method, url: string) => InjectOptions][] = [
  [
    'a body that is not JSON',
    (method, url) => ({
      method,
      url,
      headers: { 'content-type': 'application/json' },
      payload: '{"uuid": ',
    }),
  ],
  [
    'fields it does not take',
    (method, url) => ({
      method,
      url: `${url}?page=first&unknown=1`,
      ...(method === 'POST' ? { payload: { unknown: 1, name: 42 } } : {}),
    }),
  ],
  [
    'a body of another type',
    (method, url) => ({
      method,
      url,
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
    }),
  ],
  [
    'a body over the size limit',
    (method, url) => ({
      method,
      url,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024) }),
    }),
  ],
];

describe('who calls is checked before what is sent', () => {
  const authenticated = all.filter(
    ([, endpoint]) => endpoint.auth === 'session' || endpoint.auth === 'session-or-key',
  );
  const cases = authenticated.flatMap(([name, endpoint]) =>
    MALFORMED.map(
      ([kind, request]) => [name, kind, request(endpoint.method, urlOf(endpoint))] as const,
    ),
  );

  it.each(cases)('%s refuses an anonymous caller with %s: 401', async (_name, _kind, request) => {
    const response = await t.app.inject({
      ...request,
      headers: { ...request.headers, 'accept-language': 'fr-FR' },
    });
    expect(response.statusCode).toBe(401);
    expect(json(response)).toEqual({
      message: commonMessages.notSignedIn['fr-FR'],
      code: 'not_signed_in',
    });
  });

  it.each(
    cases.filter(([name]) => {
      const endpoint = endpoints[name as keyof typeof endpoints] as Endpoint;
      return endpoint.method === 'POST';
    }),
  )('%s refuses a session without its CSRF token, sent %s: 403', async (_name, _kind, request) => {
    const response = await t.app.inject({
      ...request,
      headers: { ...request.headers, authorization: `Token ${reader.token}` },
    });
    expect(response.statusCode).toBe(403);
    expect(json(response)).toMatchObject({ code: 'csrf_failed' });
  });

  it.each(MALFORMED)(
    'the local checkout refuses a visitor without a session, sent %s: 401',
    async (_kind, request) => {
      const response = await t.app.inject(request('POST', '/api/pay/local/tx_1/complete'));
      expect(response.statusCode).toBe(401);
      expect(json(response)).toMatchObject({ code: 'not_signed_in' });
    },
  );
});
