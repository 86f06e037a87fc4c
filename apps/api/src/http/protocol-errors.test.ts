import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commonMessages } from '../i18n/common-messages.js';
import { type TestApp, createTestApp } from '../../test/support/test-app.js';
import { type RawAnswer, sendRaw } from '../../test/support/raw-http.js';
import { clientErrorAnswer } from './protocol-errors.js';

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

const get = (path: string, ...headers: string[]) =>
  [`GET ${path} HTTP/1.1`, 'Host: localhost', ...headers, '', ''].join('\r\n');
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
    const answer = clientErrorAnswer(errorCode);
    const [head = '', body = ''] = answer.split('\r\n\r\n');
    expect(head.split('\r\n')).toEqual([
      `HTTP/1.1 ${status} ${reason}`,
      'Content-Type: application/json; charset=utf-8',
      `Content-Length: ${Buffer.byteLength(body)}`,
      'Connection: close',
    ]);
    expect(JSON.parse(body)).toEqual({ message: text['en-US'], code });
  });
});
