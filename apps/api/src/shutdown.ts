import type { FastifyInstance } from 'fastify';

/**
 * How long answers in flight may take once shutdown starts: a client that stalls mid-request
 * would otherwise hold the exit for ever, since Node stops timing connections out once its server
 * closes. Well within the stop timeouts of Docker (10 s) and systemd (90 s), so that the database
 * is closed before they kill the process.
 */
export const DRAIN_MS = 5_000;

export interface Closing {
  app: FastifyInstance;
  /** Closed last, once nothing can use it any more. */
  database: { close(): Promise<void> };
  /** Other users of the database (the admin socket, mail delivery), stopped beside the api. */
  alsoStop?: (() => Promise<void>)[];
  drainMs?: number;
}

/**
 * Stops taking connections, lets the requests under way answer, then closes the database.
 * Answers still running after drainMs lose their connection, and may then fail on the closed
 * database: their clients are gone by then. Rejects (database closed all the same) if anything
 * failed to stop.
 */
export async function closeGracefully(closing: Closing): Promise<void> {
  const { app, database, alsoStop = [], drainMs = DRAIN_MS } = closing;
  const cut = setTimeout(() => app.server.closeAllConnections(), drainMs);
  let results: PromiseSettledResult<void>[];
  try {
    results = await Promise.allSettled([app.close(), ...alsoStop.map((stop) => stop())]);
  } finally {
    clearTimeout(cut);
    await database.close();
  }
  const failed = results.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
}

/**
 * Node's server.close() ends the keep-alive connections idle at that moment, and leaves one
 * whose answer is still under way open after that answer for its whole keep-alive time (72 s),
 * which holds app.close() and so the exit. Answers sent while closing therefore say
 * `Connection: close`, so that Node ends the connection and the client does not reuse it; an
 * answer whose headers left before (a download) has its connection ended once it is sent.
 */
export function endConnectionsWhenClosing(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
  app.addHook('onResponse', (_request, _reply, done) => {
    if (closing) app.server.closeIdleConnections();
    done();
  });
}
