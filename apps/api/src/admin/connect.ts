import { join } from 'node:path';
import type { OpenDatabase } from '../db/database.js';
import { DatabaseLockedError, openDatabase } from '../db/open.js';
import { type AdminCommand, type CommandOutcome, errorLine, executeCommand } from './command.js';
import { SocketUnavailableError, sendOverSocket } from './socket-client.js';
import { ADMIN_SOCKET_NAME } from './socket-protocol.js';

/** Where commands run: the database itself, or the server that holds it. */
export interface AdminConnection {
  run(command: AdminCommand, params: unknown): Promise<CommandOutcome>;
  close(): Promise<void>;
}

/** The database cannot be reached; one line says why. */
export class ConnectError extends Error {}

function direct(database: OpenDatabase, now: () => Date): AdminConnection {
  return {
    run: (command, params) => executeCommand(command, database.db, params, now()),
    close: () => database.close(),
  };
}

function throughServer(locked: DatabaseLockedError): AdminConnection {
  const path = join(locked.dataDir, ADMIN_SOCKET_NAME);
  return {
    run: async (command, params) => {
      try {
        return await sendOverSocket(path, { command: command.name, params });
      } catch (error) {
        if (error instanceof SocketUnavailableError) {
          throw new ConnectError(
            `${locked.message} It does not answer on ${path} (is it a server of this version?).`,
          );
        }
        throw error;
      }
    },
    close: async () => {},
  };
}

/**
 * With DATABASE_URL, Postgres directly (any number of processes may). Otherwise the PGlite
 * data directory, which only one process may open: when the server holds it, commands go to
 * the server's admin socket and run there.
 */
export async function connectAdmin(options: {
  databaseUrl: string | undefined;
  dataDir: string;
  now: () => Date;
}): Promise<AdminConnection> {
  if (options.databaseUrl) {
    try {
      return direct(
        await openDatabase({ databaseUrl: options.databaseUrl, poolSize: 2 }),
        options.now,
      );
    } catch (error) {
      throw new ConnectError(
        `cannot open the Postgres database of DATABASE_URL: ${errorLine(error)}`,
      );
    }
  }
  try {
    return direct(await openDatabase({ dataDir: options.dataDir }), options.now);
  } catch (error) {
    if (error instanceof DatabaseLockedError) return throughServer(error);
    throw error;
  }
}
