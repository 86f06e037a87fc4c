import { afterEach, describe, expect, it, vi } from 'vitest';
import { xhrUploadTransport } from './upload-transport.js';
import { uploadFile } from './upload.js';

/**
 * Node has no XMLHttpRequest, so this scripted one stands in for the browser's: it checks that
 * the adapter wires XMLHttpRequest's events to the upload's (the real wire is covered in
 * upload.test.ts through the Node transport).
 */
class ScriptedXhr {
  static last: ScriptedXhr | undefined;
  status = 0;
  statusText = '';
  responseText = '';
  upload: { onprogress: ((event: ProgressLike) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  opened: [string, string] | undefined;
  headers: Record<string, string> = {};
  sent: FormData | undefined;
  aborted = false;

  constructor() {
    ScriptedXhr.last = this;
  }
  open(method: string, url: string) {
    this.opened = [method, url];
  }
  setRequestHeader(name: string, value: string) {
    if (name.includes(' '))
      throw new SyntaxError(`'${name}' is not a valid HTTP header field name.`);
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.sent = body;
  }
  abort() {
    this.aborted = true;
  }
  answer(status: number, statusText: string, text: string) {
    Object.assign(this, { status, statusText, responseText: text });
    this.onload?.();
  }
}
interface ProgressLike {
  lengthComputable: boolean;
  loaded: number;
  total: number;
}

function start(headers: Record<string, string> = {}) {
  vi.stubGlobal('XMLHttpRequest', ScriptedXhr);
  const progress: number[] = [];
  const done = uploadFile({
    url: '/upload/',
    file: new Blob(['abc']),
    environment: 'test',
    headers,
    onProgress: (percent) => progress.push(percent),
  });
  const xhr = ScriptedXhr.last;
  if (!xhr) throw new Error('no XMLHttpRequest was made');
  return { xhr, progress, done };
}

afterEach(() => {
  vi.unstubAllGlobals();
  ScriptedXhr.last = undefined;
});

describe('xhrUploadTransport', () => {
  it('posts the form with the headers and reports computable progress', async () => {
    const { xhr, progress, done } = start({ 'X-Trace': '1' });
    expect(xhr.opened).toEqual(['POST', '/upload/']);
    expect(xhr.headers).toEqual({ 'X-Trace': '1', 'X-Upload-Environment': 'test' });
    expect(xhr.sent?.get('file')).toBeInstanceOf(Blob);
    xhr.upload.onprogress?.({ lengthComputable: false, loaded: 5, total: 0 });
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 3 });
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 2, total: 3 });
    xhr.answer(201, 'Created', 'ok');
    await expect(done).resolves.toEqual({ status: 201, responseText: 'ok' });
    expect(progress).toEqual([0, 33, 67, 100]);
  });

  it.each([
    ['an answer that is not a success', (x: ScriptedXhr) => x.answer(500, '', 'x'), 'http'],
    ['onerror', (x: ScriptedXhr) => x.onerror?.(), 'network'],
  ])('turns %s into an error', async (_case, act, type) => {
    const { xhr, done } = start();
    act(xhr);
    await expect(done).rejects.toMatchObject({ type });
  });

  it("reports the browser's refusal of a header as header_error", async () => {
    const { done } = start({ 'Bad Name': 'x' });
    await expect(done).rejects.toMatchObject({
      type: 'header_error',
      message: "Failed to set headers: 'Bad Name' is not a valid HTTP header field name.",
    });
  });

  it('aborts the XMLHttpRequest on cancel', async () => {
    vi.stubGlobal('XMLHttpRequest', ScriptedXhr);
    const controller = new AbortController();
    const done = uploadFile({
      url: '/upload/',
      file: new Blob(['abc']),
      environment: 'test',
      transport: xhrUploadTransport,
      signal: controller.signal,
    });
    controller.abort();
    await expect(done).rejects.toMatchObject({ type: 'abort' });
    expect(ScriptedXhr.last?.aborted).toBe(true);
  });
});
