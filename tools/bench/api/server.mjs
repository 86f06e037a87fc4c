// One server under test, forked by bench.mjs: the built api on one database (seeded with a
// signed-in user who has drive files), or a bare Fastify server with one trivial JSON route.
// It listens on 127.0.0.1 (a free port), tells the parent how to call it, and stops when told.
//
//   fork('server.mjs', ['api', 'pglite', '<data dir>']) | (['api', 'postgres', '<database url>']) | (['bare'])
import { existsSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The build under test; CAPTIO_BENCH_API_DIST points at another one (a copy with a change to try). */
const API_DIST = `${resolve(
  process.env['CAPTIO_BENCH_API_DIST'] ??
    fileURLToPath(new URL('../../../apps/api/dist/', import.meta.url)),
)}/`;
const [kind, databaseKind, location] = process.argv.slice(2);
const files = Number(process.env['BENCH_FILES'] ?? 20);

function send(message) {
  return new Promise((resolve) => process.send(message, resolve));
}

/** The trivial route the api is compared with: Fastify alone, the same logger level. */
async function startBare() {
  const { default: Fastify } = await import('fastify');
  const app = Fastify({ logger: { level: 'warn' } });
  app.get('/bare', async () => ({ data: { ok: true } }));
  return { app, close: async () => app.close(), details: {} };
}

/** The api as `./captio start` builds it, with a user to call it as. */
async function startApi() {
  if (!existsSync(`${API_DIST}app.js`)) {
    throw new Error(`${API_DIST}app.js is missing: build the api first (./captio bench does)`);
  }
  const { buildApp } = await import(`${API_DIST}app.js`);
  const { loadConfig } = await import(`${API_DIST}config.js`);
  const { openDatabase } = await import(`${API_DIST}db/open.js`);
  const { driveFiles, users } = await import(`${API_DIST}db/schema.js`);
  const { eq } = await import('drizzle-orm');

  const env = { CAPTIO_LOG_LEVEL: 'warn', CAPTIO_DATA_DIR: location };
  if (databaseKind === 'postgres') env.DATABASE_URL = location;
  const config = loadConfig(env);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : config.dataDir,
  });
  const app = await buildApp({ config, db: database.db, changes: database.changes });

  // A real sign-up through the api, then a paid plan and some files, as a drive user has.
  const signup = await app.inject({
    method: 'POST',
    url: '/api/auth/signup/',
    payload: { email: 'bench@example.com', password: 'bench password 1', name: 'Bench' },
  });
  if (signup.statusCode !== 200) {
    throw new Error(`sign-up failed: ${signup.statusCode} ${signup.body}`);
  }
  const { data } = signup.json();
  const userId = data.userdata.user_id;
  await database.db
    .update(users)
    .set({ level: 1, planName: 'vip', neverExpires: true })
    .where(eq(users.id, userId));
  if (files > 0) {
    await database.db.insert(driveFiles).values(
      Array.from({ length: files }, (_, i) => ({
        userId,
        fileHash: i.toString(16).padStart(64, '0'),
        fileName: `recording-${i + 1}.mp4`,
        fileSize: 1_000_000 + i * 37_000,
        contentType: i % 3 === 0 ? 'audio/mpeg' : 'video/mp4',
        createdAt: new Date(Date.UTC(2026, 0, 1) + i * 3_600_000),
      })),
    );
  }
  return {
    app,
    close: async () => {
      await app.close();
      await database.close();
    },
    details: { token: data.token, csrftoken: data.csrftoken },
  };
}

/**
 * The V8 profiler of this process, started and stopped by the parent around a measured run, so
 * that a profile holds the requests and not the start-up.
 */
async function profiler() {
  const { Session } = await import('node:inspector/promises');
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  return {
    start: () => session.post('Profiler.start'),
    stop: async (file) => {
      const { profile } = await session.post('Profiler.stop');
      writeFileSync(file, JSON.stringify(profile));
    },
  };
}

try {
  const server = kind === 'bare' ? await startBare() : await startApi();
  await server.app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = server.app.server.address();
  let cpuProfiler;
  // Requests from the parent, each answered with { reply: type, ... }.
  process.on('message', async ({ type, file }) => {
    if (type === 'cpu') {
      // The CPU this process used so far: the parent divides a run's share by its requests.
      await send({ reply: type, cpu: process.cpuUsage() });
    } else if (type === 'profile-start') {
      cpuProfiler ??= await profiler();
      await cpuProfiler.start();
      await send({ reply: type });
    } else if (type === 'profile-stop') {
      await cpuProfiler.stop(file);
      await send({ reply: type });
    } else if (type === 'stop') {
      await server.close();
      process.exit(0);
    }
  });
  await send({ status: 'ready', port, ...server.details });
} catch (error) {
  await send({ status: 'failed', detail: error instanceof Error ? error.stack : String(error) });
  process.exit(1);
}
