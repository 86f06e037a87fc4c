import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { MediaFile } from '@captio/api-client';
import type { LightMyRequestResponse } from 'fastify';
import type { BuildOptions } from '../../src/app.js';
import { VISITOR_COOKIE } from '../../src/modules/visitors/visitor-id.js';
import { type FormPart, multipartForm } from './media-fixtures.js';
import { type TestApp, createTestApp } from './test-app.js';

/** The answer to an upload: the file as the contract describes it. */
export interface Uploaded {
  data: { file: MediaFile };
}

export interface FilesTestApp extends TestApp {
  /** The data folder of its own, removed on close. */
  dataDir: string;
  /** Where the file store keeps the bytes: `<dataDir>/files` (temp files in its `tmp`). */
  filesDir: string;
  /** The port it listens on on 127.0.0.1, when asked to (for tests that speak raw HTTP). */
  port: number;
  /** POSTs a multipart form to the upload route, as a browser would. */
  upload(parts: FormPart[], headers?: Record<string, string>): Promise<LightMyRequestResponse>;
}

/**
 * A whole api (see createTestApp) whose uploads go to a temporary data folder; listening on a
 * port of its own when `listen` is set.
 */
export async function createFilesTestApp(
  env: Record<string, string> = {},
  options: Pick<BuildOptions, 'uploadLimits'> & { listen?: boolean } = {},
): Promise<FilesTestApp> {
  const dataDir = await mkdtemp(join(tmpdir(), 'captio-data-'));
  const t = await createTestApp(
    { CAPTIO_DATA_DIR: dataDir, ...env },
    options.uploadLimits ? { uploadLimits: options.uploadLimits } : {},
  );
  let port = 0;
  if (options.listen) {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const address = t.app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    port = address.port;
  }
  return {
    ...t,
    dataDir,
    filesDir: join(dataDir, 'files'),
    port,
    upload: (parts, headers = {}) => {
      const form = multipartForm(parts);
      return t.app.inject({
        method: 'POST',
        url: '/api/files/upload/',
        payload: form.payload,
        headers: { ...form.headers, ...headers },
      });
    },
    close: async () => {
      await t.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The sha256 of bytes, lowercase hex: a stored file's hash. */
export const sha256 = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('hex');

/** The visitor cookie an answer set, as a request header. */
export function visitorCookie(response: LightMyRequestResponse): Record<string, string> {
  const cookie = response.cookies.find((c) => c.name === VISITOR_COOKIE);
  if (!cookie) throw new Error('no visitor cookie');
  return { cookie: `${VISITOR_COOKIE}=${cookie.value}` };
}
