import type { IncomingMessage } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { failureOf } from '../../test/failure-of.js';
import { nodeUploadTransport } from '../../node/node-upload-transport.js';
import { type TestServer, startTestServer } from '../../test/test-server.js';
import { UPLOAD_ENVIRONMENT_HEADER } from './upload-environment.js';
import type { UploadError } from './upload-error.js';
import { type UploadOptions, type UploadState, uploadFile } from './upload.js';

interface Arrival {
  path: string;
  headers: IncomingMessage['headers'];
  form?: FormData;
  /** The client went away before the whole body arrived. */
  cutShort: boolean;
}

let server: TestServer;
let arrivals: Arrival[] = [];

async function readForm(request: IncomingMessage): Promise<FormData> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const contentType = request.headers['content-type'] ?? '';
  return new Response(Buffer.concat(chunks), {
    headers: { 'content-type': contentType },
  }).formData();
}

beforeAll(async () => {
  server = await startTestServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://x');
    const arrival: Arrival = { path: url.pathname, headers: request.headers, cutShort: false };
    arrivals.push(arrival);
    request.on('close', () => (arrival.cutShort = !request.complete));
    if (url.pathname === '/reset') return request.socket.destroy();
    void readForm(request).then(
      (form) => {
        arrival.form = form;
        if (url.pathname === '/hang') return;
        const status = Number(url.searchParams.get('status') ?? 200);
        const statusText = url.searchParams.get('text');
        const file = form.get('file');
        const body = JSON.stringify({ stored: file instanceof File ? file.name : null });
        if (statusText === null) response.writeHead(status, { 'content-type': 'application/json' });
        else response.writeHead(status, statusText, { 'content-type': 'application/json' });
        response.end(status === 204 ? undefined : body);
      },
      () => undefined,
    ); // the client went away mid-body (the abort test)
  });
});

afterAll(() => server.close());

beforeEach(() => {
  arrivals = [];
});

function recorder() {
  const states: UploadState[] = [];
  const progress: number[] = [];
  const outcome: { success?: [string, number]; error?: UploadError } = {};
  const callbacks: Partial<UploadOptions> = {
    onStateChange: (state) => states.push(state),
    onProgress: (percent) => progress.push(percent),
    onSuccess: (text, status) => (outcome.success = [text, status]),
    onError: (error) => (outcome.error = error),
  };
  return { states, progress, outcome, callbacks };
}

const file = (bytes: number, name = 'talk.mp3') =>
  new File([new Uint8Array(bytes).fill(7)], name, { type: 'audio/mpeg' });

function upload(path: string, extra: Partial<UploadOptions> = {}) {
  return uploadFile({
    url: `${server.url}${path}`,
    file: file(200_000),
    environment: 'global_production',
    transport: nodeUploadTransport,
    ...extra,
  });
}

describe('uploadFile against a real server', () => {
  it.each([
    ['200', '/ok?status=200', 200],
    ['201', '/ok?status=201', 201],
  ])('succeeds on %s with the response text', async (_case, path, status) => {
    const { states, progress, outcome, callbacks } = recorder();
    const result = await upload(path, { ...callbacks, fields: { lang: 'en', mode: 'basic' } });
    const responseText = JSON.stringify({ stored: 'talk.mp3' });
    expect(result).toEqual({ status, responseText });
    expect(outcome.success).toEqual([responseText, status]);
    expect(states).toEqual(['uploading', 'success']);
    expect(progress[0]).toBe(0);
    expect(progress.at(-1)).toBe(100);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(new Set(progress).size).toBe(progress.length);
  });

  it('sends the file, the fields and the environment header as multipart', async () => {
    await upload('/ok', { fields: { lang: 'de' }, headers: { 'X-Trace': 't-1' } });
    const [arrival] = arrivals;
    expect(arrival?.headers[UPLOAD_ENVIRONMENT_HEADER.toLowerCase()]).toBe('global_production');
    expect(arrival?.headers['x-trace']).toBe('t-1');
    expect(arrival?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(arrival?.form?.get('lang')).toBe('de');
    const sent = arrival?.form?.get('file');
    expect(sent).toBeInstanceOf(File);
    expect((sent as File).name).toBe('talk.mp3');
    expect((sent as File).size).toBe(200_000);
  });

  it('reports progress in several steps for a larger file', async () => {
    const { progress, callbacks } = recorder();
    await upload('/ok', { ...callbacks, file: file(1_000_000) });
    expect(progress.length).toBeGreaterThan(5);
    expect(progress.at(-1)).toBe(100);
  });

  it.each([
    ['204 (not a success)', '/ok?status=204', 204, 'HTTP error 204: No Content'],
    ['404', '/ok?status=404', 404, 'HTTP error 404: Not Found'],
    [
      '413 with a status text of its own',
      '/ok?status=413&text=Too%20big',
      413,
      'HTTP error 413: Too big',
    ],
    ['500', '/ok?status=500', 500, 'HTTP error 500: Internal Server Error'],
    ['502 without a status text', '/ok?status=502&text=', 502, 'HTTP error 502: Unknown error'],
  ])('fails with an http error on %s', async (_case, path, status, message) => {
    const { states, outcome, callbacks } = recorder();
    const error = await failureOf<UploadError>(upload(path, callbacks));
    expect(error).toMatchObject({ type: 'http', status, message });
    expect(error.response).toBe(status === 204 ? '' : JSON.stringify({ stored: 'talk.mp3' }));
    expect(outcome.error).toBe(error);
    expect(states).toEqual(['uploading', 'error']);
  });

  it('times out when the server never answers', async () => {
    const { states, callbacks } = recorder();
    await expect(upload('/hang', { ...callbacks, timeoutMs: 300 })).rejects.toMatchObject({
      type: 'timeout',
      status: null,
      message: 'Upload timed out after 300ms',
      timeoutMs: 300,
    });
    expect(states).toEqual(['uploading', 'timeout']);
  });

  it('fails with a network error when the connection is reset', async () => {
    const { states, callbacks } = recorder();
    await expect(upload('/reset', callbacks)).rejects.toMatchObject({
      type: 'network',
      message: 'Network error',
    });
    expect(states).toEqual(['uploading', 'error']);
  });

  it('fails with a network error when nothing listens', async () => {
    const closed = await startTestServer(() => undefined);
    await closed.close();
    await expect(
      uploadFile({
        url: `${closed.url}/ok`,
        file: file(10),
        environment: 'test',
        transport: nodeUploadTransport,
      }),
    ).rejects.toMatchObject({ type: 'network' });
  });

  it('is cancelled mid-upload through its AbortSignal', async () => {
    const controller = new AbortController();
    const { states, progress, callbacks } = recorder();
    const error = await failureOf<UploadError>(
      upload('/ok', {
        ...callbacks,
        file: file(4_000_000),
        signal: controller.signal,
        onProgress: (percent) => {
          progress.push(percent);
          if (percent > 0) controller.abort();
        },
      }),
    );
    expect(error).toMatchObject({ type: 'abort', message: 'Upload cancelled by user' });
    expect(states).toEqual(['uploading', 'aborted']);
    expect(progress.at(-1)).toBeLessThan(100);
    await expect.poll(() => arrivals[0]?.cutShort).toBe(true);
  });

  it('sends nothing when the signal is already aborted', async () => {
    const { states, callbacks } = recorder();
    await expect(
      upload('/ok', { ...callbacks, signal: AbortSignal.abort() }),
    ).rejects.toMatchObject({ type: 'abort' });
    expect(states).toEqual(['aborted']);
    expect(arrivals).toEqual([]);
  });
});

describe('uploadFile failures before anything is sent', () => {
  it.each<[string, Partial<UploadOptions>, string, string]>([
    [
      'a header name with a space',
      { headers: { 'Bad Header': 'x' } },
      'header_error',
      'Failed to set headers: Header name must be a valid HTTP token ["Bad Header"]',
    ],
    [
      'a header value with a line break',
      { headers: { 'X-Note': 'a\nb' } },
      'header_error',
      'Failed to set headers: Invalid character in header content ["X-Note"]',
    ],
    [
      'an address that is not a URL',
      { url: 'not a url' },
      'setup_error',
      'Upload initialization failed: Invalid URL',
    ],
    [
      'an address of another protocol',
      { url: 'ftp://127.0.0.1/x' },
      'setup_error',
      'Upload initialization failed: Unsupported protocol ftp: in ftp://127.0.0.1/x',
    ],
    [
      'no XMLHttpRequest and no transport (Node)',
      { transport: undefined },
      'setup_error',
      'Upload initialization failed: XMLHttpRequest is not available here; pass a transport (nodeUploadTransport in Node)',
    ],
  ])('%s', async (_case, extra, type, message) => {
    const { states, callbacks } = recorder();
    await expect(upload('/ok', { ...callbacks, ...extra })).rejects.toMatchObject({
      type,
      message,
    });
    expect(states).toEqual(['error']);
    expect(arrivals).toEqual([]);
  });
});
