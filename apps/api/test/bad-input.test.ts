import { failureSchema } from '@captio/api-client';
import { eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Case,
  HEADER_CASES,
  type OpenApiDocument,
  type Operation,
  addressCases,
  bodyCases,
  fillAddress,
  operationsOf,
} from './support/bad-input.js';
import { users } from '../src/db/schema.js';
import { type RawAnswer, sendRaw } from './support/raw-http.js';
import { type SignedIn, createTestApp, signUp } from './support/test-app.js';

/**
 * Bad input of every kind, for every operation of the api's own OpenAPI document: each field of
 * the wrong type, missing, or holding text Postgres cannot keep; fields nobody asked for; huge
 * and deeply nested bodies; other content types; huge and wrong headers; anonymous and signed
 * in. No answer may be a 5xx, and every failure must be the api's failure body.
 *
 * Runs on PGlite only (see vitest.config.ts): some 4 000 requests, the same on Postgres, where
 * the suite's other tests check that both databases refuse and keep the same texts.
 */
const t = await createTestApp();
const document = (
  await t.app.inject({ method: 'GET', url: '/api/docs/json' })
).json<OpenApiDocument>();
const operations = operationsOf(document);
afterAll(async () => {
  await t.close();
});

type Mode = 'anonymous' | 'signed in';

/** One operation's sweep: a few seconds, most of it the password hashing of valid sign-ups. */
const SWEEP_TIMEOUT_MS = 120_000;

/** One client address per request, so that rate limits per address never hide a handler. */
let requests = 0;
function nextAddress(): string {
  requests += 1;
  return `10.${(requests >> 16) & 255}.${(requests >> 8) & 255}.${requests & 255}`;
}

/** What is wrong with an answer, or undefined when it is a success or the api's failure. */
function defectOf(
  status: number,
  contentType: string | undefined,
  body: string,
): string | undefined {
  if (status >= 500) return `answered ${status}`;
  if (status < 400) return undefined;
  if (!contentType?.startsWith('application/json')) return `a ${status} as ${contentType}`;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return `a ${status} that is not JSON`;
  }
  const checked = failureSchema.strict().safeParse(parsed);
  return checked.success ? undefined : `a ${status} that is not the failure body`;
}

/** A user signed up through the api, then on an API tier: every handler lets it in. */
async function apiTierUser(): Promise<SignedIn> {
  const user = await signUp(t.app);
  await t.database.db
    .update(users)
    .set({ level: 3, neverExpires: true })
    .where(eq(users.id, user.userId));
  await t.database.changes.sync();
  return user;
}

class Session {
  private user: SignedIn | undefined;

  constructor(private readonly mode: Mode) {}

  /** The signed-in user's credentials, as the web app sends them (header, CSRF, cookie). */
  async headers(): Promise<Record<string, string>> {
    if (this.mode === 'anonymous') return {};
    this.user ??= await apiTierUser();
    return { ...this.user.headers, cookie: `token=${this.user.token}` };
  }

  /** After a 429 of a limit per session: a new user, so that the next cases reach the handler. */
  renew(): void {
    this.user = undefined;
  }
}

async function send(session: Session, request: InjectOptions): Promise<LightMyRequestResponse> {
  // injectNow: nothing here needs to wait for the database's change feed.
  const attempt = async () =>
    t.injectNow({
      ...request,
      remoteAddress: nextAddress(),
      headers: { ...(await session.headers()), ...request.headers },
    });
  const response = await attempt();
  if (response.statusCode !== 429) return response;
  session.renew();
  return attempt();
}

/** Header cases that replace the credentials: signed in, they only repeat the anonymous run. */
const replacesCredentials = (headers: Record<string, string>) =>
  'authorization' in headers || 'cookie' in headers;

function requestsOf(operation: Operation, mode: Mode): [string, InjectOptions][] {
  const [, validUrl = operation.path] = addressCases(operation)[0] ?? [];
  const withBody = (url: string, [name, body]: Case): [string, InjectOptions] => [
    name,
    {
      method: operation.method,
      url,
      ...(body?.contentType ? { headers: { 'content-type': body.contentType } } : {}),
      ...(body?.payload !== undefined ? { payload: body.payload } : {}),
    },
  ];
  const [validBody] = bodyCases(operation);
  return [
    ...bodyCases(operation).map((body) => withBody(validUrl, body)),
    ...addressCases(operation).map(([name, url]) => withBody(url, [name, validBody?.[1]])),
    ...HEADER_CASES.filter(
      ([, headers]) => mode === 'anonymous' || !replacesCredentials(headers),
    ).map(([name, headers]): [string, InjectOptions] => {
      const [, options] = withBody(validUrl, [name, validBody?.[1]]);
      return [name, { ...options, headers: { ...options.headers, ...headers } }];
    }),
  ];
}

describe('bad input never becomes a 5xx', () => {
  it('reads every operation of the OpenAPI document', () => {
    expect(operations.length).toBeGreaterThanOrEqual(30);
    expect(operations.some((operation) => operation.body?.contentType.includes('form'))).toBe(true);
  });

  describe.each(
    operations.map((operation) => [`${operation.method} ${operation.path}`, operation] as const),
  )('%s', (_name, operation) => {
    it.each(['anonymous', 'signed in'] as const)(
      '%s: every answer below 500, every failure the api’s',
      async (mode) => {
        const session = new Session(mode);
        const defects: string[] = [];
        for (const [name, request] of requestsOf(operation, mode)) {
          const response = await send(session, request);
          const defect = defectOf(
            response.statusCode,
            response.headers['content-type'] as string | undefined,
            response.body,
          );
          if (defect) defects.push(`${name}: ${defect}: ${response.body.slice(0, 160)}`);
        }
        expect(defects).toEqual([]);
      },
      SWEEP_TIMEOUT_MS,
    );
  });
});

/** Requests Node's own HTTP parser sees first (app.inject skips it), for each operation. */
function rawCases(operation: Operation): [string, string | Buffer][] {
  const url = fillAddress(operation, () => 'x');
  const line = `${operation.method} ${url} HTTP/1.1`;
  const request = (...lines: string[]) => [line, ...lines, '', ''].join('\r\n');
  return [
    ['headers of 20 KB', request('Host: x', `X-Big: ${'a'.repeat(20 * 1024)}`)],
    [
      'headers of 12 KB',
      request('Host: x', 'Connection: close', `X-Big: ${'a'.repeat(12 * 1024)}`),
    ],
    ['3000 headers', request('Host: x', ...Array.from({ length: 3000 }, (_, i) => `X-H${i}: 1`))],
    [
      'a NUL in the address',
      Buffer.from(request('Host: x').replace(url, `${url}\u0000`), 'latin1'),
    ],
    ['a NUL in a header', Buffer.from(request('Host: x', 'X-A: a\u0000b'), 'latin1')],
    ['an unknown HTTP version', request('Host: x').replace('HTTP/1.1', 'HTTP/7.0')],
    ['no Host', request('Connection: close')],
    ['an unknown Expect', request('Host: x', 'Expect: later', 'Content-Length: 2') + '{}'],
    ['a Content-Length that is no number', request('Host: x', 'Content-Length: many')],
    [
      'Content-Length and chunked',
      request('Host: x', 'Content-Length: 3', 'Transfer-Encoding: chunked') + '0\r\n\r\n',
    ],
    [
      'a broken chunk',
      request('Host: x', 'Transfer-Encoding: chunked', 'Content-Type: application/json') +
        'ZZ\r\n{}\r\n0\r\n\r\n',
    ],
  ];
}

describe('bad requests on a real socket', () => {
  let port = 0;
  beforeAll(async () => {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as { port: number }).port;
  });

  it.each(
    operations.map((operation) => [`${operation.method} ${operation.path}`, operation] as const),
  )(
    '%s: Node’s refusals and the api’s answers are below 500 and the api’s failure body',
    async (_name, operation) => {
      const defects: string[] = [];
      for (const [name, bytes] of rawCases(operation)) {
        let answer: RawAnswer;
        try {
          answer = await sendRaw(port, bytes);
        } catch (error) {
          defects.push(`${name}: ${String(error)}`);
          continue;
        }
        const defect = defectOf(answer.status, answer.headers['content-type'], answer.body);
        if (defect) defects.push(`${name}: ${defect}: ${answer.body.slice(0, 160)}`);
      }
      expect(defects).toEqual([]);
    },
  );
});
