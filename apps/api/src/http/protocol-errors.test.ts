import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commonMessages } from '../i18n/common-messages.js';
import { type TestApp, createTestApp } from '../../test/support/test-app.js';
import { type RawAnswer, openRaw, sendRaw } from '../../test/support/raw-http.js';
import { clientErrorAnswer, requestMethod } from './protocol-errors.js';

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as { port: number }).port;
});
afterAll(async () => {
  await t?.close();
});

const request = (method: string, path: string, ...headers: string[]) =>
  [`${method} ${path} HTTP/1.1`, 'Host: localhost', ...headers, '', ''].join('\r\n');
const get = (path: string, ...headers: string[]) => request('GET', path, ...headers);
const postJson = (...lines: string[]) =>
  ['POST /api/auth/signin/ HTTP/1.1', 'Host: localhost', ...lines].join('\r\n');

function expectFailure(answer: RawAnswer, status: number, code: string, message: string): void {
  expect(answer.status).toBe(status);
  expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(JSON.parse(answer.body)).toEqual({ message, code });
}

/** [what is wrong, the bytes sent, status, code]: requests Node's HTTP parser refuses. */
const UNREADABLE: [string, string | Buffer, number, string][] = [
  [
    'headers over 16 KB',
    get('/api/auth/status/', `X-Big: ${'a'.repeat(20_000)}`),
    431,
    'headers_too_large',
  ],
  ['an address over 16 KB', get(`/api/${'a'.repeat(20_000)}`), 431, 'headers_too_large'],
  ['a request line that is not HTTP', 'GARBAGE\r\n\r\n', 400, 'malformed_request'],
  [
    'a method with a stray character',
    'G@T / HTTP/1.1\r\nHost: x\r\n\r\n',
    400,
    'malformed_request',
  ],
  ['an unknown HTTP version', 'GET / HTTP/9.9\r\nHost: x\r\n\r\n', 400, 'malformed_request'],
  ['a space in the address', get('/api/auth /status/'), 400, 'malformed_request'],
  ['a NUL in the address', Buffer.from(get('/api/a\u0000b/'), 'latin1'), 400, 'malformed_request'],
  ['a NUL in a header', Buffer.from(get('/', 'X-A: a\u0000b'), 'latin1'), 400, 'malformed_request'],
  ['a header name with a space', get('/', 'X A: b'), 400, 'malformed_request'],
  ['an HTTP/2 preface', 'PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n', 400, 'malformed_request'],
  [
    'Content-Length and Transfer-Encoding together',
    postJson('Content-Length: 2', 'Transfer-Encoding: chunked', '', '0', '', ''),
    400,
    'malformed_request',
  ],
  [
    'a chunk size that is not hexadecimal',
    postJson(
      'Transfer-Encoding: chunked',
      'Content-Type: application/json',
      '',
      'ZZ',
      '{}',
      '0',
      '',
      '',
    ),
    400,
    'malformed_request',
  ],
  [
    'a Content-Length that is not a number',
    postJson('Content-Length: abc', '', ''),
    400,
    'malformed_request',
  ],
];

describe("Node's refusals answer the api's failure body, with Node's status", () => {
  it.each(UNREADABLE)('%s: %i %s, in English', async (_case, request, status, code) => {
    const text = status === 431 ? commonMessages.headersTooLarge : commonMessages.malformedRequest;
    expectFailure(await sendRaw(port, request), status, code, text['en-US']);
  });

  it('refuses an HTTP/1.1 request without Host: 400, in the language asked for', async () => {
    const answer = await sendRaw(
      port,
      'GET /api/auth/status/ HTTP/1.1\r\nAccept-Language: ja-JP\r\n\r\n',
    );
    expectFailure(answer, 400, 'malformed_request', commonMessages.malformedRequest['ja-JP']);
    expect(answer.headers['connection']).toBe('close');
  });

  it('serves an HTTP/1.0 request without Host, which needs none', async () => {
    const answer = await sendRaw(port, 'GET /api/auth/status/ HTTP/1.0\r\n\r\n');
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ status: true });
  });

  it('refuses an Expect header it cannot meet: 417, in the language asked for', async () => {
    const answer = await sendRaw(
      port,
      postJson('Expect: something-else', 'Accept-Language: de-DE', 'Content-Length: 2', '', '{}'),
    );
    expectFailure(answer, 417, 'expectation_failed', commonMessages.expectationFailed['de-DE']);
  });

  it('still answers a well-formed request on the same server', async () => {
    const answer = await sendRaw(port, get('/api/auth/status/', 'Connection: close'));
    expect(answer.status).toBe(200);
  });
});

/** Sends the pieces one after another, as separate packets: Node refuses the last it reads. */
async function sendInPieces(pieces: string[]): Promise<RawAnswer> {
  const connection = openRaw(port);
  try {
    for (const piece of pieces) {
      connection.write(piece);
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
    return await connection.answer;
  } finally {
    connection.destroy();
  }
}

const longAddress = `/api/files/${'a'.repeat(100_000)}/media`;
const bigHeader = `X-Big: ${'a'.repeat(20_000)}`;

describe('a HEAD refused for its size answers 431 without a body', () => {
  /** The length of the body a GET would have: a HEAD's Content-Length tells it. */
  const jsonLength = String(
    Buffer.byteLength(
      JSON.stringify({
        message: commonMessages.headersTooLarge['en-US'],
        code: 'headers_too_large',
      }),
    ),
  );

  it.each<[string, string[], string]>([
    ['an address of 100k characters', [request('HEAD', longAddress)], jsonLength],
    ['headers over 16 KB', [request('HEAD', '/api/auth/status/', bigHeader)], jsonLength],
    [
      'headers over 16 KB in pieces, the method not in the last',
      [
        'HEAD /api/auth/status/ HTTP/1.1\r\nHost: localhost\r\nX-Big: ',
        'a'.repeat(10_000),
        'a'.repeat(10_000),
        '\r\n\r\n',
      ],
      '0',
    ],
  ])('%s', async (_case, pieces, length) => {
    const answer = await sendInPieces(pieces);
    expect(answer.status).toBe(431);
    expect(answer.body).toBe('');
    expect(answer.headers['content-length']).toBe(length);
    expect(answer.headers['connection']).toBe('close');
  });

  it('while a GET of the same address still has the JSON body', async () => {
    expectFailure(
      await sendRaw(port, get(longAddress)),
      431,
      'headers_too_large',
      commonMessages.headersTooLarge['en-US'],
    );
  });
});

describe('requestMethod', () => {
  it.each<[string, string, string | undefined]>([
    ['a request line', 'HEAD /a HTTP/1.1\r\nHost: x', 'HEAD'],
    ['an address cut short', `GET /${'a'.repeat(100)}`, 'GET'],
    ['the second of two requests', 'GET / HTTP/1.1\r\nHost: x\r\n\r\nHEAD /b', 'HEAD'],
    ['the middle of a header', 'aaaa: bbbb\r\nX-C: d', undefined],
    ['a line without a target', 'GARBAGE\r\n\r\n', undefined],
  ])('reads %s', (_case, packet, method) => {
    expect(requestMethod(Buffer.from(packet, 'latin1'))).toBe(method);
  });

  it('knows none without a packet (a timeout)', () => {
    expect(requestMethod(undefined)).toBeUndefined();
  });
});

describe('clientErrorAnswer', () => {
  it.each([
    [
      'HPE_HEADER_OVERFLOW',
      431,
      'Request Header Fields Too Large',
      'headers_too_large',
      commonMessages.headersTooLarge,
    ],
    [
      'ERR_HTTP_REQUEST_TIMEOUT',
      408,
      'Request Timeout',
      'request_timeout',
      commonMessages.requestTimeout,
    ],
    [
      'HPE_INVALID_METHOD',
      400,
      'Bad Request',
      'malformed_request',
      commonMessages.malformedRequest,
    ],
    [undefined, 400, 'Bad Request', 'malformed_request', commonMessages.malformedRequest],
  ])('answers Node error %s with %i %s', (errorCode, status, reason, code, text) => {
    const answer = clientErrorAnswer(errorCode, 'GET');
    const [head = '', body = ''] = answer.split('\r\n\r\n');
    expect(head.split('\r\n')).toEqual([
      `HTTP/1.1 ${status} ${reason}`,
      'Content-Type: application/json; charset=utf-8',
      `Content-Length: ${Buffer.byteLength(body)}`,
      'Connection: close',
    ]);
    expect(JSON.parse(body)).toEqual({ message: text['en-US'], code });
  });

  it.each([
    ['HPE_HEADER_OVERFLOW', 'HEAD', 'Content-Type: application/json; charset=utf-8'],
    ['HPE_INVALID_METHOD', 'HEAD', 'Content-Type: application/json; charset=utf-8'],
    ['HPE_HEADER_OVERFLOW', undefined, 'Content-Length: 0'],
  ])('answers Node error %s of a %s request without a body', (errorCode, method, header) => {
    const answer = clientErrorAnswer(errorCode, method);
    expect(answer.endsWith('\r\n\r\n')).toBe(true);
    expect(answer.split('\r\n')).toContain(header);
  });
});
