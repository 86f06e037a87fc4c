import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A chat completion request as the server received it. */
export interface ChatRequest {
  path: string;
  authorization: string | undefined;
  body: {
    model?: string;
    messages?: { role: string; content: string }[];
    temperature?: number;
  };
}

export type ChatAnswer =
  | { status: number; json: unknown; headers?: Record<string, string> }
  | { status: number; text: string }
  | 'never';

/** OpenAI's answer shape for one assistant message. */
export function completion(content: string): unknown {
  return {
    id: 'chatcmpl-1',
    object: 'chat.completion',
    model: 'test-model',
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
  };
}

/**
 * A small server on 127.0.0.1 (a free port) that takes OpenAI's JSON chat completion request
 * and answers what `answer` says: a completion, an error, or nothing at all.
 */
export async function startChatServer(answer: (request: ChatRequest) => ChatAnswer) {
  const received: ChatRequest[] = [];
  const hanging = new Set<ServerResponse>();
  const server = createServer((incoming, response) => {
    void (async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of incoming) chunks.push(chunk as Buffer);
      let body: ChatRequest['body'] = {};
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as ChatRequest['body'];
      } catch {
        // Left empty: the test sees what arrived.
      }
      const request: ChatRequest = {
        path: incoming.url ?? '/',
        authorization: incoming.headers.authorization,
        body,
      };
      received.push(request);
      const reply = answer(request);
      if (reply === 'never') {
        hanging.add(response);
        return;
      }
      const json = 'json' in reply;
      response.writeHead(reply.status, {
        'content-type': json ? 'application/json' : 'text/plain',
        ...(json ? reply.headers : {}),
      });
      response.end(json ? JSON.stringify(reply.json) : reply.text);
    })();
  });
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
