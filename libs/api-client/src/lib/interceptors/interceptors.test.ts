import axios from 'axios';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type RecordingServer,
  type TestServer,
  startRecordingServer,
  startTestServer,
} from '../../test/test-server.js';
import { type ApiClientOptions, createApiClient } from '../client.js';
import type { Credentials } from './auth-headers.js';
import type { FailureToast } from './failure-toast.js';
import { installInterceptors } from './interceptors.js';

let server: RecordingServer;
let resetting: TestServer;

beforeAll(async () => {
  server = await startRecordingServer();
  // Drops every connection without answering: a network failure as the browser sees it.
  resetting = await startTestServer((request) => request.socket.destroy());
});

afterAll(async () => {
  await server.close();
  await resetting.close();
});

beforeEach(() => server.reset());

const SESSION: Credentials = { token: 'tok-1', csrftoken: 'csrf-1' };

function setup(overrides: Partial<ApiClientOptions> = {}) {
  const toasts: FailureToast[] = [];
  const onUnauthorized = vi.fn();
  let credentials: Credentials = SESSION;
  const api = createApiClient({
    baseURL: server.url,
    credentials: () => credentials,
    locale: () => 'de-DE',
    onUnauthorized,
    showToast: (toast) => toasts.push(toast),
    translate: (_key, { url }) => `Unbekannter Fehler: ${url}`,
    validateResponses: false,
    ...overrides,
  });
  const signIn = (next: Credentials) => (credentials = next);
  return { api, toasts, onUnauthorized, signIn };
}

const failure = (status: number, message?: string, code = 'some_code') => ({
  status,
  body: message === undefined ? { code } : { message, code },
});

describe('request headers', () => {
  it.each<[string, string | null | undefined, string]>([
    ['the stored locale', 'ko-KR', 'ko-KR'],
    ['the default for no stored locale', undefined, 'en-US'],
    ['the default for a locale the product lacks', 'nl-NL', 'en-US'],
  ])('Accept-Language is %s', async (_case, stored, expected) => {
    const { api } = setup({ locale: () => stored });
    await api.call('authStatus');
    expect(server.last().headers['accept-language']).toBe(expected);
  });

  it('sends the CSRF token of a browser session on a call open to visitors too', async () => {
    // The api checks it on any call that changes something made with a session.
    const { api } = setup({ credentials: () => ({ csrftoken: 'csrf-1' }) });
    await api
      .call('createDownload', { body: { url: 'https://youtu.be/a', format: 'mp3' } })
      .catch(() => undefined);
    const { headers } = server.last();
    expect(headers['x-csrftoken']).toBe('csrf-1');
    expect(headers).not.toHaveProperty('authorization');
  });

  it('adds the session to a raw request on the api itself', async () => {
    const { api } = setup();
    await api.axios.get('/api/anything/');
    const { headers } = server.last();
    expect(headers['authorization']).toBe('Token tok-1');
    expect(headers['x-csrftoken']).toBe('csrf-1');
    expect(headers['accept-language']).toBe('de-DE');
  });

  it('never sends the session to another origin', async () => {
    const { api } = setup({ baseURL: 'https://api.captio.example' });
    await api.axios.get(`${server.url}/elsewhere/`);
    const { headers } = server.last();
    expect(headers).not.toHaveProperty('authorization');
    expect(headers).not.toHaveProperty('x-csrftoken');
    expect(headers['accept-language']).toBe('de-DE');
  });

  it('sends only Accept-Language on a raw request marked anonymous', async () => {
    const { api } = setup();
    await api.axios.get('/api/public/', { endpointAuth: 'none' });
    expect(server.last().headers).not.toHaveProperty('authorization');
  });
});

describe('401 on an authenticated call', () => {
  it('signs out once for a burst of parallel 401s, and rejects every call', async () => {
    const { api, onUnauthorized, toasts } = setup();
    server.answer = failure(401, 'Please sign in to continue.');
    const results = await Promise.allSettled(
      Array.from({ length: 6 }, () => api.call('countPoint')),
    );
    expect(results.map((result) => result.status)).toEqual(Array(6).fill('rejected'));
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(toasts).toEqual([]);
  });

  it('signs out again when a new session is rejected later', async () => {
    const { api, onUnauthorized, signIn } = setup();
    server.answer = failure(401, 'Please sign in to continue.');
    await api.call('countPoint').catch(() => undefined);
    signIn({ token: 'tok-2', csrftoken: 'csrf-2' });
    await api.call('countPoint').catch(() => undefined);
    expect(onUnauthorized).toHaveBeenCalledTimes(2);
  });

  it('signs out a browser session that only the CSRF token names (the token is an HttpOnly cookie)', async () => {
    const { api, onUnauthorized, toasts } = setup({ credentials: () => ({ csrftoken: 'csrf-1' }) });
    server.answer = failure(401, 'Please sign in to continue.');
    await api.call('countPoint').catch(() => undefined);
    expect(server.last().headers).not.toHaveProperty('authorization');
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(toasts).toEqual([]);
  });

  it('toasts a 401 of a call made without credentials instead of signing out', async () => {
    const { api, onUnauthorized, toasts } = setup({ credentials: () => ({}) });
    server.answer = failure(401, 'Wrong e-mail or password.');
    await api.call('authStatus').catch(() => undefined);
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(toasts.map((toast) => toast.text)).toEqual(['Wrong e-mail or password.']);
  });
});

describe('failure toasts', () => {
  it.each<[string, { status: number; body: unknown }, Partial<FailureToast>]>([
    [
      "the server's message for 3000 ms",
      failure(409, 'Not enough credits.'),
      { text: 'Not enough credits.', timeoutMs: 3000, status: 409 },
    ],
    [
      'the translated generic text, until closed',
      failure(500),
      { text: 'Unbekannter Fehler: /api/point/count_point/', timeoutMs: null, status: 500 },
    ],
  ])('shows %s', async (_case, answer, expected) => {
    const { api, toasts } = setup();
    server.answer = answer;
    await expect(api.call('countPoint')).rejects.toMatchObject({
      response: { status: answer.status },
    });
    expect(toasts).toEqual([{ url: '/api/point/count_point/', ...expected }]);
  });

  it.each<[string, { status: number; body: unknown }, Parameters<typeof axios.request>[0]]>([
    ['the caller ignores 404', failure(404, 'Not found.'), { ignoreStatuses: [404] }],
    ['the caller asks for no toast', failure(500, 'Boom.'), { toast: false }],
    ['the task is not finished', failure(409, 'x', 'task_not_finished'), {}],
  ])('stays quiet when %s', async (_case, answer, config) => {
    const { api, toasts } = setup();
    server.answer = answer;
    await expect(api.call('countPoint', {}, config)).rejects.toBeTruthy();
    expect(toasts).toEqual([]);
  });

  it('stays quiet for the client log call', async () => {
    const { api, toasts } = setup();
    server.answer = failure(500, 'Boom.');
    await expect(api.call('subtitleLog', { body: { event: 'x' } })).rejects.toBeTruthy();
    expect(toasts).toEqual([]);
  });

  it('still toasts another status when one is ignored', async () => {
    const { api, toasts } = setup();
    server.answer = failure(500, 'Boom.');
    await api.call('countPoint', {}, { ignoreStatuses: [404] }).catch(() => undefined);
    expect(toasts.map((toast) => toast.text)).toEqual(['Boom.']);
  });

  it('toasts the generic text for a network failure', async () => {
    const { api, toasts } = setup({ baseURL: resetting.url });
    await expect(api.call('countPoint')).rejects.toSatisfy(
      (error) => axios.isAxiosError(error) && error.response === undefined,
    );
    expect(toasts).toEqual([
      {
        text: 'Unbekannter Fehler: /api/point/count_point/',
        timeoutMs: null,
        url: '/api/point/count_point/',
        status: undefined,
      },
    ]);
  });

  it('does not toast a call the app cancelled', async () => {
    const { api, toasts } = setup();
    const controller = new AbortController();
    controller.abort();
    await expect(api.call('countPoint', {}, { signal: controller.signal })).rejects.toSatisfy(
      axios.isCancel,
    );
    expect(toasts).toEqual([]);
  });

  it("keeps the call's own error when the toast callback throws", async () => {
    const reported = new Promise<unknown>((resolve) => process.once('uncaughtException', resolve));
    const { api } = setup({
      showToast: () => {
        throw new Error('toast broke');
      },
    });
    server.answer = failure(500, 'Boom.');
    await expect(api.call('countPoint')).rejects.toMatchObject({ response: { status: 500 } });
    await expect(reported).resolves.toMatchObject({ message: 'toast broke' });
  });
});

describe('installInterceptors on an instance of your own', () => {
  it('stops adding headers once ejected', async () => {
    const instance = axios.create({ baseURL: server.url });
    const eject = installInterceptors(instance, {
      credentials: () => SESSION,
      locale: () => 'it-IT',
    });
    await instance.get('/a/');
    expect(server.last().headers['authorization']).toBe('Token tok-1');
    eject();
    await instance.get('/b/');
    expect(server.last().headers).not.toHaveProperty('authorization');
    expect(server.last().headers).not.toHaveProperty('accept-language', 'it-IT');
  });
});
