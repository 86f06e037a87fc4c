import { chmodSync, rmSync } from 'node:fs';
import { type Server, type Socket, createServer } from 'node:net';
import { join } from 'node:path';
import type { OpenDatabase, Queryable } from '../db/database.js';
import { type CommandOutcome, executeCommand } from './command.js';
import { findCommand } from './registry.js';
import { ADMIN_SOCKET_NAME, adminRequestSchema, readMessage } from './socket-protocol.js';

/** A command that hangs must not hold a connection for ever. */
const CONNECTION_TIMEOUT_MS = 120_000;

export interface AdminSocketOptions {
  /** Where to listen: <dataDir>/admin.sock. */
  path: string;
  db: Queryable;
  now: () => Date;
  log?: { warn(object: object, message: string): void };
}

export interface AdminSocket {
  readonly path: string;
  close(): Promise<void>;
}

async function answer(request: string, options: AdminSocketOptions): Promise<CommandOutcome> {
  let json: unknown;
  try {
    json = JSON.parse(request);
  } catch {
    return { ok: false, kind: 'usage', message: 'the request is not JSON' };
  }
  const parsed = adminRequestSchema.safeParse(json);
  if (!parsed.success) {
    return {
      ok: false,
      kind: 'usage',
      message: 'a request is {"command": "...", "params": {...}}',
    };
  }
  const command = findCommand(parsed.data.command);
  if (!command) {
    return { ok: false, kind: 'usage', message: `unknown command "${parsed.data.command}"` };
  }
  const outcome = await executeCommand(command, options.db, parsed.data.params, options.now());
  if (!outcome.ok && outcome.kind === 'failed') {
    options.log?.warn({ command: command.name, error: outcome.message }, 'admin command failed');
  }
  return outcome;
}

function serve(connection: Socket, options: AdminSocketOptions, received: () => void): void {
  connection.setTimeout(CONNECTION_TIMEOUT_MS, () => connection.destroy());
  // A client that goes away mid-answer must not take the server with it.
  connection.on('error', () => connection.destroy());
  readMessage(connection, () => {
    connection.end(
      `${JSON.stringify({ ok: false, kind: 'usage', message: 'the request is too large' })}\n`,
    );
  })
    .then((request) => {
      received();
      return answer(request, options);
    })
    .then((outcome) => {
      if (!connection.destroyed) connection.end(`${JSON.stringify(outcome)}\n`);
    })
    .catch(() => connection.destroy());
}

/**
 * Lets the operator CLI reach the database while this process holds it (PGlite is one
 * process): one JSON command a connection, run by the same command functions as the CLI.
 * The socket is for the owner of the data directory only.
 */
export async function listenAdminSocket(options: AdminSocketOptions): Promise<AdminSocket> {
  // This process holds the data directory's lock: a socket file left there is from a process
  // that died, and would stop the listen.
  rmSync(options.path, { force: true });
  /** Connections whose command has not come yet. */
  const waiting = new Set<Socket>();
  // Half-open: the client ends its side once the command is sent, and still reads the answer.
  const server: Server = createServer({ allowHalfOpen: true }, (connection) => {
    waiting.add(connection);
    connection.on('close', () => waiting.delete(connection));
    serve(connection, options, () => waiting.delete(connection));
  });
  const listening = new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.once('listening', () => {
      server.off('error', reject);
      resolve();
    });
  });
  // listen() binds a Unix socket at once: with this umask the file is never open to others,
  // not even between bind and chmod.
  const umask = process.umask(0o177);
  try {
    server.listen(options.path);
  } finally {
    process.umask(umask);
  }
  await listening;
  chmodSync(options.path, 0o600);
  return {
    path: options.path,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          rmSync(options.path, { force: true });
          resolve();
        });
        // A command under way runs to its answer, as the operator must learn whether it was
        // done, and before the database closes; a client that has sent none yet goes.
        for (const connection of waiting) connection.destroy();
      }),
  };
}

/**
 * The server's part: with PGlite, which only this process may open, the operator CLI reaches
 * the data through <dataDir>/admin.sock. Postgres needs none (the CLI connects itself). A
 * socket that cannot be made leaves the site running, with a warning.
 */
export async function serveAdminSocket(
  dataDir: string,
  database: OpenDatabase,
  log: { warn(object: object, message: string): void },
): Promise<AdminSocket | undefined> {
  if (database.kind !== 'pglite') return undefined;
  const path = join(dataDir, ADMIN_SOCKET_NAME);
  try {
    return await listenAdminSocket({ path, db: database.db, now: () => new Date(), log });
  } catch (error) {
    log.warn({ err: error, path }, 'no admin socket: captio admin cannot reach this server');
    return undefined;
  }
}
