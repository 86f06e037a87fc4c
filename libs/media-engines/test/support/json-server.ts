import { createServer, type ServerResponse } from 'node:http';
import { type Answer, listenOnLoopback, sendAnswer } from './loopback-server.js';

/** A request as a JSON provider's test server received it. */
export interface JsonRequest<Body> {
  method: string;
  /** With the query: '/v2/languages?type=source'. */
  path: string;
  authorization: string | undefined;
  /** The parsed JSON body; empty when there was none or it was not JSON. */
  body: Body;
}

/**
 * A small server on 127.0.0.1 (a free port) that takes JSON requests and answers what `answer`
 * says: a body, an error, or nothing at all.
 */
export async function startJsonServer<Body extends object>(
  answer: (request: JsonRequest<Body>) => Answer,
) {
  const received: JsonRequest<Body>[] = [];
  const hanging = new Set<ServerResponse>();
  const server = createServer((incoming, response) => {
    void (async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of incoming) chunks.push(chunk as Buffer);
      let body = {} as Body;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Body;
      } catch {
        // Left empty: the test sees what arrived.
      }
      const request: JsonRequest<Body> = {
        method: incoming.method ?? 'GET',
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
