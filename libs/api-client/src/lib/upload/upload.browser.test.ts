import { describe, expect, inject, it } from 'vitest';
import { failureOf } from '../../test/failure-of.js';
import type { UploadError } from './upload-error.js';
import { type UploadOptions, type UploadState, uploadFile } from './upload.js';

const server = inject('uploadServerUrl');

function recorder() {
  const states: UploadState[] = [];
  const progress: number[] = [];
  const callbacks: Partial<UploadOptions> = {
    onStateChange: (state) => states.push(state),
    onProgress: (percent) => progress.push(percent),
  };
  return { states, progress, callbacks };
}

// No transport given: the default, the browser's XMLHttpRequest.
function upload(path: string, extra: Partial<UploadOptions> = {}) {
  return uploadFile({
    url: `${server}${path}`,
    file: new File([new Uint8Array(3_000_000)], 'talk.mp3'),
    environment: 'global_test',
    ...extra,
  });
}

describe('uploadFile through XMLHttpRequest in Chromium', () => {
  it('uploads with progress to 100 and passes the response text', async () => {
    const { states, progress, callbacks } = recorder();
    const result = await upload('/ok?status=201', callbacks);
    expect(result.status).toBe(201);
    expect(JSON.parse(result.responseText)).toMatchObject({ environment: 'global_test' });
    expect(JSON.parse(result.responseText).size).toBeGreaterThan(3_000_000);
    expect(states).toEqual(['uploading', 'success']);
    expect(progress.at(-1)).toBe(100);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
  });

  it.each([
    ['/ok?status=204', 'HTTP error 204: No Content'],
    ['/ok?status=503', 'HTTP error 503: Service Unavailable'],
    ['/ok?status=502&text=', 'HTTP error 502: Unknown error'],
  ])('fails on %s with %j', async (path, message) => {
    const { states, callbacks } = recorder();
    expect(await failureOf<UploadError>(upload(path, callbacks))).toMatchObject({
      type: 'http',
      message,
    });
    expect(states).toEqual(['uploading', 'error']);
  });

  it.each<[string, string, Partial<UploadOptions>, UploadState]>([
    ['/reset', 'network', {}, 'error'],
    ['/hang', 'timeout', { timeoutMs: 500 }, 'timeout'],
  ])('%s fails as %s', async (path, type, extra, state) => {
    const { states, callbacks } = recorder();
    expect(await failureOf<UploadError>(upload(path, { ...callbacks, ...extra }))).toMatchObject({
      type,
    });
    expect(states).toEqual(['uploading', state]);
  });

  it('is cancelled through its AbortSignal', async () => {
    const controller = new AbortController();
    const pending = upload('/hang', { signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    expect(await failureOf<UploadError>(pending)).toMatchObject({
      type: 'abort',
      message: 'Upload cancelled by user',
    });
  });

  it("reports Chromium's refusal of a header name as header_error", async () => {
    const error = await failureOf<UploadError>(upload('/ok', { headers: { 'Bad Header': 'x' } }));
    expect(error.type).toBe('header_error');
    expect(error.message).toMatch(/^Failed to set headers: .*Bad Header/);
  });
});
