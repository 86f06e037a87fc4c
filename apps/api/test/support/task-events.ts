import type { Task } from '@captio/api-client';
import type { FastifyInstance } from 'fastify';

/** Reads a server-sent event stream to its end: the events' names and data. */
export async function readEvents(url: string, headers: Record<string, string>) {
  const response = await fetch(url, { headers });
  const text = await response.text();
  const events = text
    .split('\n\n')
    .filter((block) => block.startsWith('event:'))
    .map((block) => {
      const [eventLine = '', dataLine = ''] = block.split('\n');
      return { event: eventLine.slice('event: '.length), task: JSON.parse(dataLine.slice(6)) };
    });
  return { response, events: events as { event: string; task: Task }[] };
}

/** Serves the app on a free port of the loopback address, for clients that need a socket. */
export async function serveOnLoopback(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  return `http://127.0.0.1:${address.port}`;
}
