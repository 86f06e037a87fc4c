import { UPLOAD_ENVIRONMENT_HEADER, type UploadEnvironment } from './upload-environment.js';
import {
  type UploadError,
  abortUploadError,
  headerUploadError,
  httpUploadError,
  networkUploadError,
  setupUploadError,
  timeoutUploadError,
} from './upload-error.js';
import {
  type UploadConnection,
  type UploadTransport,
  xhrUploadTransport,
} from './upload-transport.js';

/** Only these answers mean the file arrived; 204 is not one of them. */
export const UPLOAD_SUCCESS_STATUSES: readonly number[] = [200, 201];

export type UploadState = 'idle' | 'uploading' | 'success' | 'error' | 'timeout' | 'aborted';

export interface UploadSuccess {
  status: number;
  responseText: string;
}

export interface UploadOptions {
  /** Where the multipart POST goes: the caller's choice. */
  url: string;
  file: Blob;
  /** The form field of the file; default 'file'. */
  fileField?: string;
  /** Default: the File's own name, else 'blob'. */
  fileName?: string;
  /** Further form fields, sent before the file. */
  fields?: Readonly<Record<string, string | Blob>>;
  environment: UploadEnvironment;
  headers?: Readonly<Record<string, string>>;
  /** Gives up after this long; 0 or left out: no limit (as XMLHttpRequest). */
  timeoutMs?: number;
  signal?: AbortSignal;
  /** Default: XMLHttpRequest (browsers). In Node pass nodeUploadTransport. */
  transport?: UploadTransport;
  /** 0 to 100, rounded, each value once, in order. */
  onProgress?: (percent: number) => void;
  onStateChange?: (state: UploadState) => void;
  onSuccess?: (responseText: string, status: number) => void;
  onError?: (error: UploadError) => void;
}

const FAILED_STATE: Record<UploadError['type'], UploadState> = {
  http: 'error',
  network: 'error',
  header_error: 'error',
  setup_error: 'error',
  timeout: 'timeout',
  abort: 'aborted',
};

/**
 * A multipart upload with progress. Resolves with the answer of a 200 or 201, rejects with an
 * UploadError otherwise; the callbacks see the same outcome.
 */
export function uploadFile(options: UploadOptions): Promise<UploadSuccess> {
  return new Promise<UploadSuccess>((resolve, reject) => {
    let settled = false;
    let connection: UploadConnection | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let lastPercent = -1;

    const report = (percent: number) => {
      if (percent <= lastPercent) return;
      lastPercent = percent;
      options.onProgress?.(percent);
    };
    const finish = () => {
      settled = true;
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
    };
    const fail = (error: UploadError) => {
      if (settled) return;
      finish();
      connection?.abort();
      options.onStateChange?.(FAILED_STATE[error.type]);
      options.onError?.(error);
      reject(error);
    };
    const succeed = (status: number, responseText: string) => {
      if (settled) return;
      finish();
      // The server answered, so every byte went up, whatever the last progress event said.
      report(100);
      options.onStateChange?.('success');
      options.onSuccess?.(responseText, status);
      resolve({ status, responseText });
    };
    function onAbort() {
      fail(abortUploadError());
    }

    if (options.signal?.aborted) return onAbort();
    options.signal?.addEventListener('abort', onAbort, { once: true });

    let body: FormData;
    try {
      connection = (options.transport ?? xhrUploadTransport)();
      body = formBody(options);
      connection.open('POST', options.url);
    } catch (error) {
      return fail(setupUploadError(error));
    }
    try {
      const headers = { ...options.headers, [UPLOAD_ENVIRONMENT_HEADER]: options.environment };
      for (const [name, value] of Object.entries(headers)) connection.setHeader(name, value);
    } catch (error) {
      return fail(headerUploadError(error));
    }

    options.onStateChange?.('uploading');
    report(0);
    if (options.timeoutMs) {
      const limit = options.timeoutMs;
      timer = setTimeout(() => fail(timeoutUploadError(limit)), limit);
    }
    try {
      connection.send(body, {
        progress: (loaded, total) => {
          if (!settled && total > 0) report(Math.min(100, Math.round((loaded / total) * 100)));
        },
        load: (status, statusText, responseText) =>
          UPLOAD_SUCCESS_STATUSES.includes(status)
            ? succeed(status, responseText)
            : fail(httpUploadError(status, statusText, responseText)),
        networkError: () => fail(networkUploadError()),
      });
    } catch (error) {
      fail(setupUploadError(error));
    }
  });
}

function formBody(options: UploadOptions): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(options.fields ?? {})) form.append(name, value);
  const ownName = (options.file as { name?: unknown }).name;
  const fileName = options.fileName ?? (typeof ownName === 'string' ? ownName : 'blob');
  form.append(options.fileField ?? 'file', options.file, fileName);
  return form;
}
