import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/open.js';
import {
  asAdmin,
  createRunDatabase,
  installQueue,
  LEGACY_DATABASE,
  type LockKey,
  newRunId,
  PGLITE_DUMP,
  PGLITE_DUMPS,
  PGLITE_PARTIAL,
  pgliteDumpFile,
  pgliteFingerprint,
  POSTGRES_ADMIN_URL,
  postgresFingerprint,
  RUN_DATABASE,
  runLock,
  TEMPLATE,
  templateLock,
  templateName,
} from './test-database-names.js';

/**
 * Global setup of each vitest project (vitest.config.ts): the test files of a run on Postgres
 * copy their databases from one migrated template, and every run leaves behind only that
 * template, kept for the next runs while its migrations stay the same. What earlier runs left
 * (the databases of runs that were killed, templates and PGlite copies of other migrations) is
 * removed here, at the start of a run, as long as no running process uses it: other runs, of
 * this checkout or another, may be using this Postgres at the same moment.
 */
export default async function setup(
  project: TestProject,
): Promise<(() => Promise<void>) | undefined> {
  if (project.config.env['CAPTIO_TEST_DB'] !== 'postgres') {
    await sweepPgliteDumps();
    return undefined;
  }
  const run = newRunId();
  // Held for the whole run, on one connection: its locks end with the run, even a killed one.
  const holder = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  // Losing it (Postgres restarting) must not end vitest: the tests report what it breaks.
  holder.on('error', () => {});
  await holder.connect();
  try {
    await holder.query('SELECT pg_advisory_lock($1, hashtext($2))', runLock(run));
    const template = templateName(await postgresFingerprint());
    // Before looking for it: from here on no sweep drops it.
    await holder.query('SELECT pg_advisory_lock_shared($1, hashtext($2))', templateLock(template));
    await buildTemplate(template, run);
    if ((await unusedSince(holder, template)) !== undefined) {
      await holder.query(`COMMENT ON DATABASE ${template} IS NULL`);
    }
    await sweepPostgres(holder, { run, template });
    project.provide('captioPostgresRun', { id: run, template });
  } catch (error) {
    await holder.end();
    throw error;
  }
  return async () => {
    try {
      // A test file that failed before closing its database leaves it: the run takes it away.
      await dropRunDatabases(holder, run);
    } finally {
      await holder.end();
    }
  };
}

/**
 * Makes the migrated template when it does not exist yet. It is built under a name of its own
 * and renamed when complete: runs that build it at the same moment all end with one whole copy,
 * and a rename that loses the race only means another run's copy is used.
 */
async function buildTemplate(template: string, run: string): Promise<void> {
  const exists = await asAdmin(
    async (admin) =>
      (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [template])).rowCount,
  );
  if (exists) return;
  const building = await createRunDatabase(run);
  try {
    const opened = await openDatabase({ databaseUrl: building.url, poolSize: 1 });
    try {
      await installQueue(opened);
    } finally {
      await opened.close();
    }
    await asAdmin(async (admin) => {
      // Nobody connects to a template by mistake: a copy needs it without sessions.
      await admin.query(`ALTER DATABASE ${building.name} WITH ALLOW_CONNECTIONS false`);
      await admin.query(`ALTER DATABASE ${building.name} RENAME TO ${template}`);
    });
  } catch (error) {
    await building.drop();
    if ((error as { code?: string }).code !== '42P04') throw error; // duplicate_database
  }
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Why a DROP DATABASE was refused: someone is connected to it, or copying it right now. */
const inUse = (error: unknown) => (error as { code?: string }).code === '55006';

/**
 * Drops what other runs left: the databases of runs that ended (their lock is free: a run that
 * finished took its own away, so these are a killed run's), and the templates of other
 * migrations that no running run holds (after TEMPLATE_GRACE_MS). Databases of the code before runs had ids are dropped a
 * day after they were made if nobody is connected; while any remain, such a run may be under way
 * and copying from a template without a lock, so no template is dropped.
 */
async function sweepPostgres(
  holder: pg.Client,
  current: { run: string; template: string },
): Promise<void> {
  const { rows } = await holder.query<{ datname: string }>(
    "SELECT datname FROM pg_database WHERE datname LIKE 'captio\\_test\\_%'",
  );
  const names = rows.map((row) => row.datname);

  const byRun = new Map<string, string[]>();
  for (const name of names) {
    const run = RUN_DATABASE.exec(name)?.[1];
    if (run && run !== current.run) byRun.set(run, [...(byRun.get(run) ?? []), name]);
  }
  for (const [run, databases] of byRun) {
    await whileLocked(holder, runLock(run), async () => {
      for (const name of databases) {
        await holder.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      }
    });
  }

  let legacyLeft = false;
  for (const name of names) {
    const made = LEGACY_DATABASE.exec(name)?.[1];
    if (made === undefined) continue;
    const dropped =
      Date.now() - parseInt(made, 36) > DAY_MS &&
      (await holder.query(`DROP DATABASE IF EXISTS ${name}`).then(
        () => true,
        (error: unknown) => (inUse(error) ? false : Promise.reject(error)),
      ));
    if (!dropped) legacyLeft = true;
  }
  if (legacyLeft) return;

  for (const name of names) {
    if (!TEMPLATE.test(name) || name === current.template) continue;
    await whileLocked(holder, templateLock(name), async () => {
      const since = await unusedSince(holder, name);
      if (since === undefined) {
        const now = new Date().toISOString();
        await holder.query(`COMMENT ON DATABASE ${name} IS '${UNUSED_SINCE}${now}'`);
      } else if (Date.now() - since > TEMPLATE_GRACE_MS) {
        await holder.query(`DROP DATABASE IF EXISTS ${name}`).catch((error: unknown) => {
          if (!inUse(error)) throw error;
        });
      }
    });
  }
}

/**
 * A template of other migrations is dropped an hour after a sweep first found it unused (noted
 * in its comment, which a run using it clears), not at once: a run of the code before runs took
 * locks may be copying from it, between two test files, when no database of its shows it.
 */
const TEMPLATE_GRACE_MS = 60 * 60 * 1000;
const UNUSED_SINCE = 'captio test template unused since ';

async function unusedSince(client: pg.Client, template: string): Promise<number | undefined> {
  const { rows } = await client.query<{ note: string | null }>(
    "SELECT shobj_description(oid, 'pg_database') AS note FROM pg_database WHERE datname = $1",
    [template],
  );
  const note = rows[0]?.note;
  if (!note?.startsWith(UNUSED_SINCE)) return undefined;
  const since = Date.parse(note.slice(UNUSED_SINCE.length));
  return Number.isNaN(since) ? undefined : since;
}

/** Runs `work` holding `key` exclusively, or skips it when someone holds the key. */
async function whileLocked(
  holder: pg.Client,
  key: LockKey,
  work: () => Promise<unknown>,
): Promise<void> {
  const { rows } = await holder.query<{ locked: boolean }>(
    'SELECT pg_try_advisory_lock($1, hashtext($2)) AS locked',
    key,
  );
  if (!rows[0]?.locked) return;
  try {
    await work();
  } finally {
    await holder.query('SELECT pg_advisory_unlock($1, hashtext($2))', key);
  }
}

async function dropRunDatabases(holder: pg.Client, run: string): Promise<void> {
  const { rows } = await holder.query<{ datname: string }>(
    'SELECT datname FROM pg_database WHERE datname LIKE $1',
    [`captio\\_test\\_run\\_${run}\\_%`],
  );
  for (const { datname } of rows) {
    await holder.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
  }
}

/**
 * Removes the kept PGlite data directories of other migrations or engine versions, and partial
 * copies whose writer has ended. A test process reads the kept copy once, when it starts, so
 * removing one under a running process costs it at most building its own again.
 */
async function sweepPgliteDumps(): Promise<void> {
  const kept = pgliteDumpFile(await pgliteFingerprint());
  const names = await readdir(PGLITE_DUMPS).catch(() => []);
  for (const name of names) {
    const writer = PGLITE_PARTIAL.exec(name)?.[1];
    const stale =
      (PGLITE_DUMP.test(name) && name !== kept) ||
      (writer !== undefined && !processRuns(Number(writer)));
    if (stale) await rm(join(PGLITE_DUMPS, name), { force: true });
  }
}

function processRuns(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as { code?: string }).code === 'EPERM';
  }
}
