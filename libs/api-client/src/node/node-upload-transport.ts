import {
  type ClientRequest,
  request as httpRequest,
  validateHeaderName,
  validateHeaderValue,
} from 'node:http';
import { request as httpsRequest } from 'node:https';
import type {
  UploadConnection,
  UploadEvents,
  UploadTransport,
} from '../lib/upload/upload-transport.js';

/** Bytes per write: small enough for a progress event every few milliseconds on a fast link. */
const CHUNK_BYTES = 64 * 1024;

/**
 * The Node transport of uploadFile, on node:http(s): the same steps and failures as the
 * browser's XMLHttpRequest, with progress counted as the body's bytes are handed to the socket.
 */
export const nodeUploadTransport: UploadTransport = () => new NodeUploadConnection();

class NodeUploadConnection implements UploadConnection {
  private target: URL | undefined;
  private readonly headers: Record<string, string> = {};
  private request: ClientRequest | undefined;
  private aborted = false;

  open(_method: 'POST', url: string): void {
    const target = new URL(url);
    if (target.protocol !== 'http:' && target.protocol !== 'https:') {
      throw new Error(`Unsupported protocol ${target.protocol} in ${url}`);
    }
    this.target = target;
  }

  setHeader(name: string, value: string): void {
    validateHeaderName(name);
    validateHeaderValue(name, value);
    this.headers[name] = value;
  }

  send(body: FormData, events: UploadEvents): void {
    const target = this.target;
    if (!target) throw new Error('send() before open()');
    // Response encodes FormData as multipart/form-data with its boundary, as fetch would.
    const encoded = new Response(body);
    const contentType = encoded.headers.get('content-type') ?? 'multipart/form-data';
    void encoded.arrayBuffer().then(
      (buffer) => this.write(target, new Uint8Array(buffer), contentType, events),
      () => events.networkError(),
    );
  }

  abort(): void {
    this.aborted = true;
    this.request?.destroy();
  }

  private async write(target: URL, bytes: Uint8Array, contentType: string, events: UploadEvents) {
    if (this.aborted) return;
    const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
    const request = send(target, {
      method: 'POST',
      headers: { ...this.headers, 'content-type': contentType, 'content-length': bytes.length },
    });
    this.request = request;
    request.on('error', () => {
      if (!this.aborted) events.networkError();
    });
    request.on('response', (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => {
        if (!this.aborted)
          events.load(response.statusCode ?? 0, response.statusMessage ?? '', text);
      });
      response.on('error', () => {
        if (!this.aborted) events.networkError();
      });
    });
    for (let offset = 0; offset < bytes.length && !this.aborted; offset += CHUNK_BYTES) {
      const chunk = bytes.subarray(offset, offset + CHUNK_BYTES);
      const written = await new Promise<boolean>((resolve) =>
        request.write(chunk, (error) => resolve(!error)),
      );
      // A failed write ends in the request's 'error' event, reported there.
      if (!written) return;
      events.progress(Math.min(offset + chunk.length, bytes.length), bytes.length);
    }
    if (!this.aborted) request.end();
  }
}
