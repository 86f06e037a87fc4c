import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin, usageError } from '../../../test/support/admin-commands.js';
import { openTestDatabase } from '../../../test/support/test-database.js';
import type { OpenDatabase } from '../../db/database.js';
import { versions } from '../../db/schema.js';

let database: OpenDatabase;
let dir: string;
beforeAll(async () => {
  database = await openTestDatabase();
  dir = mkdtempSync(join(tmpdir(), 'captio-notes-'));
});
afterAll(async () => {
  await database?.close();
  rmSync(dir, { recursive: true, force: true });
});

const USAGE =
  '(usage: captio admin version add <version> --name <n> --info <html|@file> [--importance 0|1])';

describe('version add', () => {
  it('adds release notes given inline, importance 0 by default', async () => {
    const run = await admin(
      database.db,
      ['version', 'add', '1.0.0', '--name', 'First', '--info', '<p>Hello</p>'],
      new Date('2024-01-01T10:00:00Z'),
    );
    expect(run.text).toBe('added version 1.0.0 "First" (importance 0)');
    expect(run.result).toEqual({
      version: '1.0.0',
      version_name: 'First',
      version_info: '<p>Hello</p>',
      importance: 0,
      created_time: '2024-01-01T10:00:00.000Z',
    });
  });

  it('reads --info @file, relative to the working directory', async () => {
    const file = join(dir, 'notes.html');
    writeFileSync(file, '<ul><li>Speakers</li></ul>\n');
    const run = await admin(
      database.db,
      ['version', 'add', '1.1.0', '--name', 'Speakers', '--info', `@${file}`, '--importance', '1'],
      new Date('2024-02-01T10:00:00Z'),
    );
    expect(run.outcome.ok).toBe(true);
    const [row] = await database.db.select().from(versions).where(eq(versions.version, '1.1.0'));
    expect(row).toMatchObject({ versionInfo: '<ul><li>Speakers</li></ul>\n', importance: 1 });
  });

  it('refuses a version that exists, and keeps the first', async () => {
    const run = await admin(database.db, [
      'version',
      'add',
      '1.0.0',
      '--name',
      'Again',
      '--info',
      'x',
    ]);
    expect(run.outcome).toEqual({
      ok: false,
      kind: 'refused',
      message: 'version 1.0.0 already exists',
    });
    expect(await database.db.select().from(versions)).toHaveLength(2);
  });

  it.each([
    [['version', 'add', '--name', 'n', '--info', 'i'], 'missing <version>'],
    [['version', 'add', '2.0', '--info', 'i'], '--name is required'],
    [['version', 'add', '2.0', '--name', 'n'], '--info is required'],
    [
      ['version', 'add', '2 0', '--name', 'n', '--info', 'i'],
      'version: a version is up to 32 letters, digits and . _ + -',
    ],
    [['version', 'add', '2.0', '--name', ' ', '--info', 'i'], 'name: a version needs a name'],
    [['version', 'add', '2.0', '--name', 'n', '--info', ''], 'info: the release notes are empty'],
    [
      ['version', 'add', '2.0', '--name', 'n', '--info', 'i', '--importance', '2'],
      'importance: importance is 0 or 1',
    ],
    [
      ['version', 'add', '2.0', '--name', 'n', '--info', '@/nonexistent/notes.html'],
      'cannot read /nonexistent/notes.html: ENOENT',
    ],
  ])('refuses %j', async (words, message) => {
    expect(await usageError(words)).toBe(`${message} ${USAGE}`);
  });
});

describe('version list', () => {
  it('lists versions newest first', async () => {
    const run = await admin(database.db, ['version', 'list']);
    expect((run.result as { version: string }[]).map((v) => v.version)).toEqual(['1.1.0', '1.0.0']);
    expect(run.text).toBe(
      [
        'VERSION  NAME      IMPORTANCE  CREATED',
        '1.1.0    Speakers  1           2024-02-01 10:00 UTC',
        '1.0.0    First     0           2024-01-01 10:00 UTC',
      ].join('\n'),
    );
  });
});
