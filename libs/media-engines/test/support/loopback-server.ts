import type { Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What a test server answers: a JSON body, a text body, or nothing at all (a hung server). */
export type Answer =
  | { status: number; json: unknown; headers?: Record<string, string> }
  | { status: number; text: string; headers?: Record<string, string> }
  | 'never';

/** Sends an answer; a 'never' keeps the response open in `hanging` until the server closes. */
export function sendAnswer(
  response: ServerResponse,
  reply: Answer,
  hanging: Set<ServerResponse>,
): void {
  if (reply === 'never') {
    hanging.add(response);
    return;
  }
  const body = 'json' in reply ? JSON.stringify(reply.json) : reply.text;
  response.writeHead(reply.status, {
    'content-type': 'json' in reply ? 'application/json' : 'text/plain',
    ...reply.headers,
  });
  response.end(body);
}

/** Listens on 127.0.0.1 at a free port; `close` ends hung responses and every connection. */
export async function listenOnLoopback(server: Server, hanging: Set<ServerResponse>) {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
