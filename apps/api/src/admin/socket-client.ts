import { connect } from 'node:net';
import type { CommandOutcome } from './command.js';
import { type AdminRequest, commandOutcomeSchema, readMessage } from './socket-protocol.js';

/** Nobody is listening there: no server runs, or it runs without its admin socket. */
export class SocketUnavailableError extends Error {}

/** Sends one command to a running server's admin socket and waits for its outcome. */
export function sendOverSocket(
  path: string,
  request: AdminRequest,
  timeoutMs = 120_000,
): Promise<CommandOutcome> {
  return new Promise((resolve, reject) => {
    const socket = connect(path);
    socket.setTimeout(timeoutMs, () =>
      socket.destroy(new Error(`the server did not answer within ${timeoutMs / 1000} s`)),
    );
    socket.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') {
        reject(new SocketUnavailableError(`nothing answers on ${path}`));
      } else {
        reject(error);
      }
    });
    socket.once('connect', () => {
      socket.end(`${JSON.stringify(request)}\n`);
      readMessage(socket, () => socket.destroy())
        .then((text) => {
          if (!text) throw new Error('the server closed the connection without an answer');
          const parsed = commandOutcomeSchema.safeParse(JSON.parse(text));
          if (!parsed.success) throw new Error('the server sent an answer this CLI does not read');
          resolve(parsed.data as CommandOutcome);
        })
        .catch(reject);
    });
  });
}
