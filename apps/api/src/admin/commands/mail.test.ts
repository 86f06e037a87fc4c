import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin } from '../../../test/support/admin-commands.js';
import { openTestDatabase } from '../../../test/support/test-database.js';
import type { OpenDatabase } from '../../db/database.js';
import { mailOutbox } from '../../db/schema.js';

let database: OpenDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

describe('mail list', () => {
  it('says so when nothing waits', async () => {
    expect((await admin(database.db, ['mail', 'list'])).text).toBe('no unsent mail');
  });

  it('shows unsent mail, oldest first, with its text', async () => {
    await database.db.insert(mailOutbox).values([
      {
        to: 'ada@example.com',
        subject: 'Reset your password',
        body: 'Open this link:\n\nhttp://127.0.0.1:3000/users/password?token=abc',
        createdAt: new Date('2024-01-01T09:00:00Z'),
      },
      { to: 'bob@example.com', subject: 'Sent already', body: 'x', sentAt: new Date() },
      {
        to: 'eve@example.com',
        subject: 'Welcome',
        body: 'Hello',
        createdAt: new Date('2024-01-02T09:00:00Z'),
      },
    ]);
    const run = await admin(database.db, ['mail', 'list']);
    expect((run.result as { to: string }[]).map((m) => m.to)).toEqual([
      'ada@example.com',
      'eve@example.com',
    ]);
    expect(run.text).toMatch(
      /^#\d+ {2}2024-01-01 09:00 UTC {2}to ada@example\.com\nSubject: Reset your password\n\n {4}Open this link:\n\n {4}http:\/\/127\.0\.0\.1:3000\/users\/password\?token=abc\n\n#\d+ {2}2024-01-02 09:00 UTC {2}to eve@example\.com\nSubject: Welcome\n\n {4}Hello$/,
    );
  });

  it('says which mails failed, how often and why', async () => {
    await database.db.insert(mailOutbox).values([
      {
        to: 'gone@example.com',
        subject: 'A',
        body: 'x',
        attempts: 1,
        lastError: '550 No such user',
        failedAt: new Date(),
      },
      { to: 'busy@example.com', subject: 'B', body: 'y', attempts: 2, lastError: '421 Busy' },
    ]);
    const { text } = await admin(database.db, ['mail', 'list']);
    expect(text).toMatch(
      /to gone@example\.com {2}\(given up after 1 failed attempt: 550 No such user\)\n/,
    );
    expect(text).toMatch(
      /to busy@example\.com {2}\(will retry after 2 failed attempts: 421 Busy\)\n/,
    );
  });
});
