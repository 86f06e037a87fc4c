/** What a transport reports while the body goes up and the answer comes back. */
export interface UploadEvents {
  progress(loaded: number, total: number): void;
  load(status: number, statusText: string, responseText: string): void;
  /** The connection failed before an answer (refused, reset, offline). */
  networkError(): void;
}

/**
 * One upload request, shaped like XMLHttpRequest so that each step fails on its own: `open`
 * and `send` throw for a request that cannot start, `setHeader` for a header HTTP forbids.
 */
export interface UploadConnection {
  open(method: 'POST', url: string): void;
  setHeader(name: string, value: string): void;
  send(body: FormData, events: UploadEvents): void;
  abort(): void;
}

export type UploadTransport = () => UploadConnection;

/** The part of XMLHttpRequest this uses; declared here so the package needs no DOM types. */
interface Xhr {
  readonly status: number;
  readonly statusText: string;
  readonly responseText: string;
  readonly upload: {
    onprogress:
      ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
  };
  onload: (() => void) | null;
  onerror: (() => void) | null;
  open(method: string, url: string): void;
  setRequestHeader(name: string, value: string): void;
  send(body: FormData): void;
  abort(): void;
}

/** The browser transport: XMLHttpRequest, the one API with real upload progress events. */
export const xhrUploadTransport: UploadTransport = () => {
  const Xhr = (globalThis as { XMLHttpRequest?: new () => Xhr }).XMLHttpRequest;
  if (!Xhr) {
    throw new Error(
      'XMLHttpRequest is not available here; pass a transport (nodeUploadTransport in Node)',
    );
  }
  const xhr = new Xhr();
  return {
    open: (method, url) => xhr.open(method, url),
    setHeader: (name, value) => xhr.setRequestHeader(name, value),
    send(body, events) {
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable) events.progress(event.loaded, event.total);
      };
      xhr.onload = () => events.load(xhr.status, xhr.statusText, xhr.responseText);
      xhr.onerror = () => events.networkError();
      xhr.send(body);
    },
    abort: () => xhr.abort(),
  };
};
