import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the server received in one request, as the handler and the test see it. */
export interface ReceivedRequest {
  path: string;
  authorization: string | undefined;
  fields: Record<string, string[]>;
  /** The uploaded file's bytes. */
  file: Buffer | undefined;
  fileName: string | undefined;
  fileType: string | undefined;
}

export type Answer =
  | { status: number; json: unknown; headers?: Record<string, string> }
  | { status: number; text: string; headers?: Record<string, string> }
  | 'never';

/**
 * A small server on 127.0.0.1 (a free port) that takes OpenAI's multipart transcription
 * request, parses it as a real one would (with the platform's own multipart parser), and
 * answers what `answer` says: a verbose_json body, an error, or nothing at all.
 */
export async function startTranscriptionServer(
  answer: (request: ReceivedRequest) => Answer,
): Promise<{ url: string; received: ReceivedRequest[]; close: () => Promise<void> }> {
  const received: ReceivedRequest[] = [];
  const hanging = new Set<ServerResponse>();
  const server: Server = createServer((incoming, response) => {
    void handle(incoming, response);
  });
  async function handle(incoming: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of incoming) chunks.push(chunk as Buffer);
    const request = await parse(incoming, Buffer.concat(chunks));
    received.push(request);
    const reply = answer(request);
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
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    close: async () => {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

async function parse(incoming: IncomingMessage, body: Buffer): Promise<ReceivedRequest> {
  const request = new Request(`http://server${incoming.url ?? '/'}`, {
    method: incoming.method ?? 'POST',
    headers: { 'content-type': incoming.headers['content-type'] ?? '' },
    body,
  });
  const fields: Record<string, string[]> = {};
  let file: Buffer | undefined;
  let fileName: string | undefined;
  let fileType: string | undefined;
  const form = await request.formData().catch(() => new FormData());
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') {
      (fields[name] ??= []).push(value);
    } else {
      file = Buffer.from(await value.arrayBuffer());
      fileName = value.name;
      fileType = value.type;
    }
  }
  return {
    path: incoming.url ?? '',
    authorization: incoming.headers.authorization,
    fields,
    file,
    fileName,
    fileType,
  };
}
