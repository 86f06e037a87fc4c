// The product under test, forked by bench.mjs: the built api and web app on PGlite in the data
// folder it is given, a signed-up user, and for each recording it is given a finished task with
// its transcript, written straight into the database as the worker's finishSucceeded writes it.
// The recording's bytes go into the file store under their sha256, as an upload puts them.
//
//   fork('server.mjs', ['<data dir>', '<port>', '<recordings.json>'])
//     -> { status: 'ready', origin, token, csrftoken, results: [{ cues, hash }] }
// recordings.json: [{ path, durationMs, contentType, lines: [TranscriptLine] }]
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, readFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const API_DIST = `${resolve(fileURLToPath(new URL('../../../apps/api/dist/', import.meta.url)))}/`;
const WEB_DIST = resolve(fileURLToPath(new URL('../../../apps/web/dist', import.meta.url)));
const [dataDir, port, recordingsFile] = process.argv.slice(2);

function send(message) {
  return new Promise((done) => process.send(message, done));
}

async function sha256Of(path) {
  return createHash('sha256')
    .update(await readFile(path))
    .digest('hex');
}

async function startApi() {
  if (!existsSync(`${API_DIST}app.js`)) {
    throw new Error(
      `${API_DIST}app.js is missing: build the api and web first (./captio bench does)`,
    );
  }
  const { buildApp } = await import(`${API_DIST}app.js`);
  const { loadConfig } = await import(`${API_DIST}config.js`);
  const { openDatabase } = await import(`${API_DIST}db/open.js`);
  const { driveFiles, mediaFiles, tasks } = await import(`${API_DIST}db/schema.js`);
  const { finishSucceeded } = await import(`${API_DIST}modules/tasks/task-store.js`);
  const { fileStoreIn } = await import(`${API_DIST}modules/files/file-store.js`);

  const origin = `http://127.0.0.1:${port}`;
  const config = loadConfig({
    CAPTIO_LOG_LEVEL: process.env.BENCH_LOG ?? 'warn',
    CAPTIO_DATA_DIR: dataDir,
    CAPTIO_PUBLIC_URL: origin,
    CAPTIO_WORKERS: '0',
    CAPTIO_WEB_DIST: WEB_DIST,
  });
  const database = await openDatabase({ dataDir: config.dataDir });
  const app = await buildApp({ config, db: database.db, changes: database.changes });

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

  // Only an upload makes the store's folders today, and a waveform written before any upload
  // fails without them: the bench's files arrive without an upload.
  const store = fileStoreIn(config.dataDir);
  await store.init();
  const recordings = JSON.parse(await readFile(recordingsFile, 'utf8'));
  const results = [];
  for (const recording of recordings) {
    const hash = await sha256Of(recording.path);
    const stored = store.localPath(hash);
    await mkdir(dirname(stored), { recursive: true });
    await copyFile(recording.path, stored);
    const size = (await readFile(recording.path)).length;
    await database.db.insert(mediaFiles).values({
      hash,
      size,
      contentType: recording.contentType,
      durationMs: recording.durationMs,
      hasVideo: false,
    });
    const fileName = `Bench ${recording.lines.length} cues.ogg`;
    await database.db.insert(driveFiles).values({
      userId,
      fileHash: hash,
      fileName,
      fileSize: size,
      contentType: recording.contentType,
    });
    const [task] = await database.db
      .insert(tasks)
      .values({ fileHash: hash, userId, fileName, language: 'en', mode: 1, model: 1 })
      .returning({ id: tasks.id });
    const finished = await finishSucceeded(database.db, task.id, {
      lines: recording.lines,
      engineId: 'pocketsphinx',
      language: 'en',
    });
    if (!finished) throw new Error(`task ${task.id} could not be finished`);
    results.push({ cues: recording.lines.length, hash, taskId: task.id });
  }

  await app.listen({ host: '127.0.0.1', port: Number(port) });
  // Requests not answered yet: the bench lets the saves a closed page sent finish before the next
  // load, so that no load is timed while the server still writes the one before it.
  let inFlight = 0;
  app.server.on('request', (_request, response) => {
    inFlight += 1;
    response.once('close', () => {
      inFlight -= 1;
    });
  });
  // Port 0 asks for any free port: the origin is the one the server got.
  const { port: listening } = app.server.address();
  return {
    origin: `http://127.0.0.1:${listening}`,
    token: data.token,
    csrftoken: data.csrftoken,
    results,
    /** Resolves once no request has been in flight for `quietMs`; how long that took. */
    settle: async (quietMs = 300) => {
      const started = performance.now();
      let quietSince = performance.now();
      while (performance.now() - quietSince < quietMs) {
        await new Promise((done) => setTimeout(done, 25));
        if (inFlight > 0) quietSince = performance.now();
      }
      return performance.now() - started - quietMs;
    },
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

try {
  const api = await startApi();
  process.on('message', async ({ type }) => {
    if (type === 'settle') {
      await send({ type: 'settled', waitedMs: await api.settle() });
      return;
    }
    if (type !== 'stop') return;
    await api.close();
    process.exit(0);
  });
  const { close: _close, settle: _settle, ...ready } = api;
  await send({ status: 'ready', ...ready });
} catch (error) {
  await send({ status: 'failed', detail: error instanceof Error ? error.stack : String(error) });
  process.exit(1);
}
