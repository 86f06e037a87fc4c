import {
  type IncomingHttpHeaders,
  type RequestListener,
  type Server,
  createServer,
} from 'node:http';
import type { AddressInfo } from 'node:net';

/** A real HTTP server on 127.0.0.1 for the tests: no mocks between the client and the wire. */
export interface TestServer {
  readonly url: string;
  readonly server: Server;
  close(): Promise<void>;
}

export async function startTestServer(handler: RequestListener): Promise<TestServer> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    server,
    close: () =>
      new Promise<void>((resolve, reject) => {
        // Servers that never answer keep their sockets open; close must not wait for them.
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

export interface Received {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface RecordingServer extends TestServer {
  readonly received: Received[];
  /** What the next requests are answered; a test sets it. */
  answer: { status: number; body: unknown };
  last(): Received;
  reset(): void;
}

/** Records each request and answers `answer` as JSON. */
export async function startRecordingServer(): Promise<RecordingServer> {
  const received: Received[] = [];
  const recording = {
    received,
    answer: { status: 200, body: {} as unknown },
    last(): Received {
      const request = received.at(-1);
      if (!request) throw new Error('the server received no request');
      return request;
    },
    reset() {
      received.length = 0;
      recording.answer = { status: 200, body: {} };
    },
  };
  const started = await startTestServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      received.push({
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body,
      });
      response.writeHead(recording.answer.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(recording.answer.body));
    });
  });
  return Object.assign(recording, started);
}
