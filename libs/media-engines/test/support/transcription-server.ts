import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { type Answer, listenOnLoopback, sendAnswer } from './loopback-server.js';

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

export type { Answer } from './loopback-server.js';

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
    sendAnswer(response, answer(request), hanging);
  }
  return { ...(await listenOnLoopback(server, hanging)), received };
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
