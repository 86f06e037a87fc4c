import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import { type RecordingServer, startRecordingServer } from '../test/test-server.js';
import { userData } from '../testing/user-data.js';
import { createApiClient } from './client.js';
import type { Credentials } from './interceptors/auth-headers.js';

let server: RecordingServer;

beforeAll(async () => {
  server = await startRecordingServer();
});

afterAll(() => server.close());

beforeEach(() => server.reset());

function client(credentials: Credentials = {}, locale = 'en-US', validateResponses = true) {
  return createApiClient({
    baseURL: server.url,
    credentials: () => credentials,
    locale: () => locale,
    validateResponses,
  });
}

const sampleUserData = userData();

const SESSION: Credentials = { token: 'tok-123', csrftoken: 'csrf-456' };

const checkLoginAnswer = {
  data: {
    userdata: sampleUserData,
    history_type: false,
    global_free: sampleUserData.global_free,
  },
};

describe('createApiClient against a real server', () => {
  it('sends the session, the CSRF token and the locale on an authenticated call', async () => {
    server.answer.body = checkLoginAnswer;
    const result = await client(SESSION, 'fr-FR').call('checkLogin');
    const request = server.last();
    expect(request.method).toBe('GET');
    expect(request.url).toBe('/api/auth/check_login/');
    expect(request.headers['authorization']).toBe('Token tok-123');
    expect(request.headers['x-csrftoken']).toBe('csrf-456');
    expect(request.headers['accept-language']).toBe('fr-FR');
    expect(result.data.userdata.user_id).toBe(sampleUserData.user_id);
  });

  it('sends a POST body as JSON with the session headers', async () => {
    server.answer.body = { data: { userdata: sampleUserData } };
    await client(SESSION, 'de-DE').call('changeProfile', { body: { change_language: 'de-DE' } });
    const request = server.last();
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/auth/change_profile/');
    expect(request.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(request.body)).toEqual({ change_language: 'de-DE' });
    expect(request.headers['authorization']).toBe('Token tok-123');
    expect(request.headers['x-csrftoken']).toBe('csrf-456');
  });

  it("sends only Accept-Language to an 'none' endpoint, even when signed in", async () => {
    server.answer.body = { status: true, show_notice: false };
    const result = await client({ ...SESSION, apiKey: 'key-1' }, 'ja-JP').call('authStatus');
    const request = server.last();
    expect(request.url).toBe('/api/auth/status/');
    expect(request.headers['accept-language']).toBe('ja-JP');
    expect(request.headers).not.toHaveProperty('authorization');
    expect(request.headers).not.toHaveProperty('x-csrftoken');
    expect(result).toEqual({ status: true, show_notice: false });
  });

  it.each([
    ['signed in', SESSION, 'Token tok-123', 'csrf-456'],
    ['with a CSRF cookie but no token', { csrftoken: 'stale' }, undefined, undefined],
    ['signed out', {}, undefined, undefined],
  ] as const)(
    "sends the session to an 'optional' endpoint only when there is one (%s)",
    async (_case, credentials, authorization, csrf) => {
      server.answer.body = { data: { logged: true } };
      await client(credentials).call('subtitleLog', { body: { event: 'play' } });
      const { headers } = server.last();
      expect(headers['authorization']).toBe(authorization);
      expect(headers['x-csrftoken']).toBe(csrf);
      expect(headers['accept-language']).toBe('en-US');
    },
  );

  it('sends an API key as Bearer, without the CSRF token', async () => {
    server.answer.body = { data: { point: 12 } };
    const result = await client({ apiKey: 'cap_secret' }).call('countPoint');
    const { headers } = server.last();
    expect(headers['authorization']).toBe('Bearer cap_secret');
    expect(headers).not.toHaveProperty('x-csrftoken');
    expect(result.data.point).toBe(12);
  });

  it('uses the session, not an API key, on a call that API keys may not make', async () => {
    server.answer.body = { data: { accept_cookies: true } };
    await client({ ...SESSION, apiKey: 'cap_secret' }).call('acceptCookies');
    const { headers } = server.last();
    expect(headers['authorization']).toBe('Token tok-123');
    expect(headers['x-csrftoken']).toBe('csrf-456');
  });

  it('reads the credentials on every call, so signing in needs no new client', async () => {
    let current: Credentials = {};
    const api = createApiClient({ baseURL: server.url, credentials: () => current });
    server.answer.body = { data: { point: 0 } };
    await api.call('countPoint');
    expect(server.last().headers).not.toHaveProperty('authorization');
    current = SESSION;
    await api.call('countPoint');
    expect(server.last().headers['authorization']).toBe('Token tok-123');
  });

  it('fills and encodes path parameters', async () => {
    // Only the address matters here, so the answer is not checked against the schema.
    server.answer.body = { data: {} };
    await client(SESSION, 'en-US', false).call('transactionStatus', {
      params: { transaction_id: 'a b/c?d' },
    });
    expect(server.last().url).toBe('/api/pricing/transaction/a%20b%2Fc%3Fd/');
  });

  it('passes the query string', async () => {
    server.answer.body = { data: { redirect: null } };
    await client().call('routeRedirect', { query: { path: '/old page' } });
    const url = new URL(server.last().url, server.url);
    expect(url.pathname).toBe('/api/route/redirect/');
    expect(url.searchParams.get('path')).toBe('/old page');
  });

  it('lets per-call axios headers override the defaults', async () => {
    server.answer.body = { data: { point: 1 } };
    await client(SESSION).call(
      'countPoint',
      {},
      {
        headers: { 'Accept-Language': 'ko-KR' },
      },
    );
    expect(server.last().headers['accept-language']).toBe('ko-KR');
  });

  it.each([
    ['a missing field', { data: {} }],
    ['a wrong type', { data: { point: '12' } }],
    ['a negative balance', { data: { point: -1 } }],
    ['no data envelope', { point: 12 }],
  ])('rejects an answer that breaks the contract (%s) with a ZodError', async (_case, body) => {
    server.answer.body = body;
    await expect(client(SESSION).call('countPoint')).rejects.toBeInstanceOf(ZodError);
  });

  it('returns an answer that breaks the contract as is when validateResponses is false', async () => {
    server.answer.body = { data: { point: 'many' } };
    await expect(client(SESSION, 'en-US', false).call('countPoint')).resolves.toEqual({
      data: { point: 'many' },
    });
  });

  it.each([
    ['checkResponse: false returns it as is', { checkResponse: false }, 'resolves'],
    ['checkResponse: true checks it', { checkResponse: true }, 'rejects'],
    ['no checkResponse checks it', {}, 'rejects'],
  ] as const)('an answer that breaks the contract: %s', async (_case, config, outcome) => {
    server.answer.body = { data: { point: 'many' } };
    const answer = client(SESSION).call('countPoint', undefined, config);
    if (outcome === 'resolves') await expect(answer).resolves.toEqual({ data: { point: 'many' } });
    else await expect(answer).rejects.toBeInstanceOf(ZodError);
  });

  it('rejects a failed call with the status and the failure body', async () => {
    server.answer = {
      status: 401,
      body: { message: 'Please sign in to continue.', code: 'not_signed_in' },
    };
    const error: unknown = await client()
      .call('countPoint')
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({
      response: {
        status: 401,
        data: { message: 'Please sign in to continue.', code: 'not_signed_in' },
      },
    });
  });
});

/**
 * Never called: tsc (tsconfig.spec.json) checks that call() asks for an input exactly when the
 * endpoint needs one; each @ts-expect-error fails the type check if the line compiles.
 */
export function callTypes(api: ReturnType<typeof createApiClient>) {
  return [
    api.call('countPoint'),
    api.call('checkLogin'),
    api.call('checkLogin', { query: { '1700000000000': '' } }),
    // @ts-expect-error transactionStatus needs its path parameter
    api.call('transactionStatus'),
    // @ts-expect-error signin needs a body
    api.call('signin'),
    // @ts-expect-error countPoint takes no body
    api.call('countPoint', { body: { point: 1 } }),
    // @ts-expect-error deleteFile needs a uuid
    api.call('deleteFile', { body: {} }),
  ];
}
