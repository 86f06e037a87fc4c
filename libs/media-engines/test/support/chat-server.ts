import { createServer, type ServerResponse } from 'node:http';
import { type Answer, listenOnLoopback, sendAnswer } from './loopback-server.js';

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

export type ChatAnswer = Answer;

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
      sendAnswer(response, answer(request), hanging);
    })();
  });
  return { ...(await listenOnLoopback(server, hanging)), received };
}
