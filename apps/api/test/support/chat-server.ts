import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ChatMessage {
  role: string;
  content: string;
}

/**
 * A local stand-in for a language model on 127.0.0.1: it speaks OpenAI's
 * `POST /v1/chat/completions` and answers each request's messages with `write(messages)`.
 */
export async function startChatServer(write: (messages: ChatMessage[]) => string) {
  const received: ChatMessage[][] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.url !== '/v1/chat/completions') {
        response.writeHead(404, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: { message: 'not found' } }));
        return;
      }
      const { messages } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
        messages: ChatMessage[];
      };
      received.push(messages);
      const content = write(messages);
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({ choices: [{ index: 0, message: { role: 'assistant', content } }] }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
