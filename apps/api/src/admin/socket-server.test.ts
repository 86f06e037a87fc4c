import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/support/test-database.js';
import { deferred, within } from '../../test/support/waiting.js';
import type { OpenDatabase } from '../db/database.js';
import { SocketUnavailableError, sendOverSocket } from './socket-client.js';
import { listenAdminSocket } from './socket-server.js';

let database: OpenDatabase;
let dir: string;
beforeAll(async () => {
  database = await openTestDatabase();
  dir = mkdtempSync(join(tmpdir(), 'captio-admin-socket-'));
});
afterAll(async () => {
  await database?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('closing the admin socket (server shutdown)', () => {
  it('answers the command under way first, and drops a client that sent none', async () => {
    const path = join(dir, 'admin.sock');
    const commandRuns = deferred();
    const socket = await listenAdminSocket({
      path,
      db: database.db,
      // Read just before the command runs.
      now: () => {
        commandRuns.resolve();
        return new Date();
      },
    });
    // status counts users: it waits while they are locked.
    const locked = deferred();
    const unlock = deferred();
    const holding = database.db.transaction(async (tx) => {
      await tx.execute(sql`LOCK TABLE users IN ACCESS EXCLUSIVE MODE`);
      locked.resolve();
      await unlock.promise;
    });
    await locked.promise;
    try {
      const silent = connect(path);
      silent.on('error', () => {});
      await once(silent, 'connect');
      const status = sendOverSocket(path, { command: 'status', params: {} });
      await commandRuns.promise;

      const closed = socket.close();
      await once(silent, 'close');
      await expect(sendOverSocket(path, { command: 'status', params: {} })).rejects.toThrow(
        SocketUnavailableError,
      );
      expect(await within(closed, 200)).toBe('still waiting');

      unlock.resolve();
      expect(await status).toMatchObject({ ok: true, result: { users: 0 } });
      expect(await within(closed, 3_000)).toBeUndefined();
    } finally {
      unlock.resolve();
      await holding;
    }
  });
});
