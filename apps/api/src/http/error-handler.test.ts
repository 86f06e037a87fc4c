import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { fileHashSchema, LOCALE_CODES } from '@captio/api-client';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { openTestDatabase } from '../../test/support/test-database.js';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import type { OpenDatabase } from '../db/database.js';
import { commonMessages } from '../i18n/common-messages.js';
import { contractMessages } from '../i18n/contract-messages.js';
import { AppError } from './app-error.js';

/** What a handler's own code knows and a client must never see. */
const SECRET = 'connect ECONNREFUSED 10.0.0.7:5432 password=hunter2 at /srv/captio/db.ts:42';

let app: FastifyInstance;
let database: OpenDatabase;
/** The api's log lines (level error and above): where the details of a 500 go. */
let logLines: string[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(chunk.toString());
      done();
    },
  });
  app = await buildApp({
    config: loadConfig({ CAPTIO_LOG_LEVEL: 'error', CAPTIO_DATA_DIR: '/nonexistent' }),
    db: database.db,
    logger: { level: 'error', stream: logStream },
  });
  // Routes that fail the ways real handlers can; added before ready, as the modules' are.
  app.get('/api/test/throws', async () => {
    throw new Error(SECRET);
  });
  app.get('/api/test/throws-type-error', async () => {
    const row = undefined as unknown as { id: number };
    return { id: row.id };
  });
  app.get('/api/test/throws-string', async () => {
    throw SECRET;
  });
  app.get('/api/test/throws-4xx', async () => {
    throw Object.assign(new Error(SECRET), { statusCode: 409 });
  });
  app.get(
    '/api/test/bad-answer',
    { schema: { response: { 200: z.object({ count: z.number() }) } } },
    async () => ({ count: SECRET }),
  );
  app.get('/api/test/app-error', async () => {
    throw new AppError(429, 'too_many_requests', commonMessages.tooManyRequests, {
      values: { seconds: 30 },
      headers: { 'retry-after': '30' },
    });
  });
  app.get(
    '/api/test/limited',
    { config: { rateLimit: { max: 1, timeWindow: 60_000 } } },
    async () => ({ ok: true }),
  );
  app.post(
    '/api/test/echo',
    { schema: { body: z.strictObject({ email: z.email(), age: z.number().int().min(0) }) } },
    async (request) => ({ data: request.body }),
  );
  app.post(
    '/api/test/fields',
    {
      schema: {
        body: z.strictObject({
          email: z.email(),
          password: z.string().min(8).max(128),
          name: z.string().max(3),
        }),
      },
    },
    async (request) => ({ data: request.body }),
  );
  app.post(
    '/api/test/contract',
    { schema: { body: z.strictObject({ file_hash: fileHashSchema }) } },
    async (request) => ({ data: request.body }),
  );
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

beforeEach(() => {
  logLines = [];
});

function expectJsonFailure(response: { headers: Record<string, unknown>; body: string }) {
  expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  return JSON.parse(response.body) as { message: string; code: string; errors?: unknown };
}

describe('unknown addresses', () => {
  it.each([
    ['en-US', '/api/x', 'Not found: /api/x'],
    ['de-DE,de;q=0.9,en;q=0.8', '/api/x', 'Nicht gefunden: /api/x'],
    ['zh-HK', '/api/x', '找不到：/api/x'],
    ['ja', '/api/x?token=abc', '見つかりません：/api/x'],
    ['fr-CA', '/api/auth/nothing/', 'Introuvable\u00a0: /api/auth/nothing/'],
    [undefined, '/api/x', 'Not found: /api/x'],
  ])('%s: GET %s answers 404 "%s"', async (acceptLanguage, url, message) => {
    const response = await app.inject({
      method: 'GET',
      url,
      headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {},
    });
    expect(response.statusCode).toBe(404);
    expect(expectJsonFailure(response)).toEqual({ message, code: 'not_found' });
  });

  it('answers 404 for a method the address does not serve', async () => {
    const response = await app.inject({ method: 'DELETE', url: '/api/auth/status/' });
    expect(response.statusCode).toBe(404);
    expect(expectJsonFailure(response).code).toBe('not_found');
  });
});

describe('bodies the api cannot read', () => {
  it.each([
    ['broken JSON', '{"email": "a@example.com",', 'invalid_json'],
    ['an empty JSON body', '', 'invalid_json'],
  ])('%s answers 400 %s', async (_case, payload, code) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json', 'accept-language': 'es-ES' },
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(expectJsonFailure(response)).toEqual({
      message: commonMessages.invalidJson['es-ES'],
      code,
    });
  });

  it.each([
    [
      'bytes that are not UTF-8 (Latin-1)',
      'application/json',
      Buffer.from('{"email":"Ren\xe9@example.com","age":1}', 'latin1'),
      400,
      'invalid_json',
    ],
    [
      'a charset other than UTF-8',
      'application/json; charset=iso-8859-1',
      Buffer.from('{"email":"a@example.com","age":1}'),
      415,
      'unsupported_media_type',
    ],
    [
      'a UTF-16 body',
      'application/json; charset=utf-16',
      Buffer.from('{"email":"a@example.com","age":1}', 'utf16le'),
      415,
      'unsupported_media_type',
    ],
    [
      'a __proto__ key',
      'application/json',
      Buffer.from('{"email":"a@example.com","age":1,"__proto__":{"x":1}}'),
      400,
      'invalid_json',
    ],
  ] as const)(
    '%s is refused, not stored with U+FFFD',
    async (_case, contentType, payload, status, code) => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/test/echo',
        headers: { 'content-type': contentType },
        payload,
      });
      expect(response.statusCode).toBe(status);
      expect(expectJsonFailure(response).code).toBe(code);
    },
  );

  it.each([
    ['no charset', 'application/json'],
    ['charset=UTF-8', 'application/json; charset=UTF-8'],
    ['charset="utf-8"', 'application/json; charset="utf-8"'],
  ])('UTF-8 with %s is read, its byte order mark too', async (_case, contentType) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': contentType },
      payload: Buffer.from('\ufeff{"email":"rene@example.com","age":1}'),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(JSON.parse(response.body)).toEqual({ data: { email: 'rene@example.com', age: 1 } });
  });

  it.each(['application/xml', 'application/x-www-form-urlencoded', 'image/png'])(
    'a %s body answers 415',
    async (contentType) => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/test/echo',
        headers: { 'content-type': contentType, 'accept-language': 'it-IT' },
        payload: 'email=a@example.com',
      });
      expect(response.statusCode).toBe(415);
      expect(expectJsonFailure(response)).toEqual({
        message: commonMessages.unsupportedMediaType['it-IT'],
        code: 'unsupported_media_type',
      });
    },
  );

  it('a body over the 1 MB limit answers 413', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json', 'accept-language': 'ko-KR' },
      payload: JSON.stringify({ email: 'a@example.com', padding: 'x'.repeat(1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(expectJsonFailure(response)).toEqual({
      message: commonMessages.payloadTooLarge['ko-KR'],
      code: 'payload_too_large',
    });
  });

  it('a body that breaks the schema answers 400 with localized field errors', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'accept-language': 'de-DE' },
      payload: { email: 'not an address', age: -1, extra: true },
    });
    expect(response.statusCode).toBe(400);
    const body = expectJsonFailure(response) as {
      message: string;
      code: string;
      errors: { field: string; message: string }[];
    };
    expect(body.message).toBe(commonMessages.invalidRequest['de-DE']);
    expect(body.code).toBe('invalid_request');
    expect(body.errors.map((error) => error.field).sort()).toEqual(['age', 'email', 'extra']);
    const english = z
      .strictObject({ email: z.email(), age: z.number().int().min(0) })
      .safeParse({ email: 'not an address', age: -1, extra: true })
      .error?.issues.map((issue) => issue.message);
    for (const error of body.errors) {
      expect(error.message.length).toBeGreaterThan(0);
      expect(english).not.toContain(error.message);
    }
  });
});

describe('the fields people fill in', () => {
  it.each([
    [
      'en-US',
      { email: 'Ada', password: 'short', name: 'Lovelace' },
      {
        email: 'This is not a valid e-mail address.',
        password: 'At least 8 characters.',
        name: 'At most 3 characters.',
      },
    ],
    [
      'de-DE',
      { password: 'short', name: 'Lovelace' },
      {
        email: 'Dieses Feld ist erforderlich.',
        password: 'Mindestens 8 Zeichen.',
        name: 'Höchstens 3 Zeichen.',
      },
    ],
    [
      'ru-RU',
      { email: 'a@example.com', password: 'short', name: 'Ada' },
      { password: 'Не меньше 8 символов.' },
    ],
    [
      'ja-JP',
      { email: 'a@example.com', password: 'x'.repeat(129), name: '' },
      { password: '128 文字以内で入力してください。' },
    ],
  ] as const)('are said plainly in %s', async (locale, payload, expected) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/fields',
      headers: { 'accept-language': locale },
      payload,
    });
    expect(response.statusCode).toBe(400);
    const body = expectJsonFailure(response) as { errors: { field: string; message: string }[] };
    expect(Object.fromEntries(body.errors.map((error) => [error.field, error.message]))).toEqual(
      expected,
    );
  });
});

describe('the contract’s own validation messages', () => {
  it.each(LOCALE_CODES)('are answered in %s', async (locale) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/contract',
      headers: { 'accept-language': locale },
      payload: { file_hash: 'ABC' },
    });
    expect(response.statusCode).toBe(400);
    const body = expectJsonFailure(response) as { errors: { field: string; message: string }[] };
    expect(body.errors).toEqual([
      { field: 'file_hash', message: contractMessages.notFileHash[locale] },
    ]);
  });
});

describe('failures inside a handler', () => {
  it.each([
    ['a plain Error', '/api/test/throws'],
    ['a TypeError from a bug', '/api/test/throws-type-error'],
    ['a thrown string', '/api/test/throws-string'],
    ['an answer that breaks its own schema', '/api/test/bad-answer'],
  ])('%s answers 500 with the generic message and nothing else', async (_case, url) => {
    const response = await app.inject({
      method: 'GET',
      url,
      headers: { 'accept-language': 'pt-PT' },
    });
    expect(response.statusCode).toBe(500);
    expect(expectJsonFailure(response)).toEqual({
      message: commonMessages.internal['pt-PT'],
      code: 'internal_error',
    });
    for (const leak of ['hunter2', 'ECONNREFUSED', '/srv/', 'stack', ' at ', 'TypeError']) {
      expect(response.body).not.toContain(leak);
    }
  });

  it('writes the details of a 500 to the log, not to the client', async () => {
    await app.inject({ method: 'GET', url: '/api/test/throws' });
    const logged = logLines.join('');
    expect(logged).toContain('hunter2');
    expect(logged).toContain('"stack"');
  });

  it('answers another 4xx error from a handler without its text', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/throws-4xx' });
    expect(response.statusCode).toBe(409);
    expect(expectJsonFailure(response)).toEqual({
      message: commonMessages.invalidRequest['en-US'],
      code: 'invalid_request',
    });
  });

  it('answers an AppError with its status, code, headers and filled message', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/test/app-error',
      headers: { 'accept-language': 'ru-RU' },
    });
    expect(response.statusCode).toBe(429);
    expect(response.headers['retry-after']).toBe('30');
    expect(expectJsonFailure(response)).toEqual({
      message: 'Слишком много попыток. Подождите 30 секунд и попробуйте снова.',
      code: 'too_many_requests',
    });
  });

  it('answers a rate-limited call 429 with the seconds to wait', async () => {
    const first = await app.inject({ method: 'GET', url: '/api/test/limited' });
    expect(first.statusCode).toBe(200);
    const second = await app.inject({
      method: 'GET',
      url: '/api/test/limited',
      headers: { 'accept-language': 'en-US' },
    });
    expect(second.statusCode).toBe(429);
    const body = expectJsonFailure(second);
    expect(body.code).toBe('too_many_requests');
    expect(body.message).toMatch(
      /^Too many attempts\. Please wait (\d+) seconds? and try again\.$/,
    );
    const seconds = Number(/(\d+) seconds?/.exec(body.message)?.[1]);
    expect(seconds).toBeGreaterThanOrEqual(1);
    expect(seconds).toBeLessThanOrEqual(60);
  });
});
