// The api under test, forked by bench.mjs so that its memory is its own process's: the built api
// on PGlite in the data folder it is given, with a signed-up user raised to the VIP level (2 GB
// and 5 hours per file), and next to it a bare node:http server that reads a request body and
// throws it away, the floor of an upload over loopback.
//
//   fork('server.mjs', ['<data dir>']) -> { status: 'ready', port, floorPort, token, csrftoken }
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const API_DIST = `${resolve(fileURLToPath(new URL('../../../apps/api/dist/', import.meta.url)))}/`;
const [dataDir] = process.argv.slice(2);

function send(message) {
  return new Promise((done) => process.send(message, done));
}

async function startApi() {
  if (!existsSync(`${API_DIST}app.js`)) {
    throw new Error(`${API_DIST}app.js is missing: build the api first (./captio bench does)`);
  }
  const { buildApp } = await import(`${API_DIST}app.js`);
  const { loadConfig } = await import(`${API_DIST}config.js`);
  const { openDatabase } = await import(`${API_DIST}db/open.js`);
  const { users } = await import(`${API_DIST}db/schema.js`);
  const { eq } = await import('drizzle-orm');

  const config = loadConfig({ CAPTIO_LOG_LEVEL: 'warn', CAPTIO_DATA_DIR: dataDir });
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
  // A new account is free (500 MB, 2 hours a file); the 1 GB upload needs a paid level.
  await database.db
    .update(users)
    .set({ level: 1, planName: 'vip', neverExpires: true })
    .where(eq(users.id, data.userdata.user_id));
  await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    port: app.server.address().port,
    token: data.token,
    csrftoken: data.csrftoken,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** Reads the whole body, keeps none of it, answers 201: what any upload costs at least. */
async function startFloor() {
  const server = createServer((request, response) => {
    let bytes = 0;
    request.on('data', (chunk) => {
      bytes += chunk.length;
    });
    request.on('end', () => {
      response.writeHead(201, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ bytes }));
    });
  });
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  return { port: server.address().port, close: () => new Promise((done) => server.close(done)) };
}

try {
  const api = await startApi();
  const floor = await startFloor();
  process.on('message', async ({ type }) => {
    if (type !== 'stop') return;
    await floor.close();
    await api.close();
    process.exit(0);
  });
  await send({
    status: 'ready',
    port: api.port,
    floorPort: floor.port,
    token: api.token,
    csrftoken: api.csrftoken,
  });
} catch (error) {
  await send({ status: 'failed', detail: error instanceof Error ? error.stack : String(error) });
  process.exit(1);
}
