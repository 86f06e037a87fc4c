import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD_COST, signUp } from '../test/support/test-app.js';
import { openTestDatabase } from '../test/support/test-database.js';
import { deferred, within } from '../test/support/waiting.js';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { closeGracefully } from './shutdown.js';

// What main.ts does on SIGTERM, against a listening api: the requests under way answer as usual,
// nobody new gets in, and the database closes only after the last answer, promptly.

// More than loopback's socket buffers hold, so that a client that does not read holds it.
const BUNDLE_BYTES = 32 * 1024 * 1024;
let webDist: string;
beforeAll(() => {
  webDist = mkdtempSync(join(tmpdir(), 'captio-shutdown-'));
  // A web build as the api loads it: the browser's files and a server renderer.
  mkdirSync(join(webDist, 'client', 'assets'), { recursive: true });
  mkdirSync(join(webDist, 'server'));
  writeFileSync(join(webDist, 'client', 'index.html'), '<!doctype html><title>Captio</title>');
  writeFileSync(join(webDist, 'client', 'assets', 'app.js'), Buffer.alloc(BUNDLE_BYTES, 'x'));
  writeFileSync(
    join(webDist, 'server', 'entry-server.js'),
    [
      'export const sitemapIndex = () => "";',
      'export const sitemapPart = () => undefined;',
      'export const robotsTxt = () => "";',
      'export const createRenderer = (template) => async () => ({ kind: "page", status: 200, html: template });',
    ].join('\n'),
  );
});
afterAll(() => rmSync(webDist, { recursive: true, force: true }));

interface Api {
  app: FastifyInstance;
  port: number;
  /** The database as closeGracefully sees it: its close is recorded in `events`. */
  database: { close(): Promise<void> };
  /** 'answered <url>' once an answer is all sent, 'database closed' when closing starts. */
  events: string[];
  user: { email: string; password: string };
  /** Resolves when a request marked x-test-hold reaches its handler, which then waits. */
  held: Promise<void>;
  release(): void;
}

const started: Api[] = [];
afterEach(async () => {
  for (const api of started.splice(0)) {
    api.app.server.closeAllConnections();
    await api.app.close();
    await api.database.close();
  }
});

async function startApi(): Promise<Api> {
  const opened = await openTestDatabase();
  const events: string[] = [];
  let closed: Promise<void> | undefined;
  const database = {
    close: () => {
      if (!closed) events.push('database closed');
      return (closed ??= opened.close());
    },
  };
  const config = loadConfig({
    CAPTIO_LOG_LEVEL: 'silent',
    CAPTIO_DATA_DIR: '/nonexistent',
    CAPTIO_WEB_DIST: webDist,
  });
  const app = await buildApp({
    config,
    db: opened.db,
    changes: opened.changes,
    logger: false,
    passwordCost: TEST_PASSWORD_COST,
  });
  const held = deferred();
  const release = deferred();
  app.addHook('preHandler', async (request) => {
    if (!request.headers['x-test-hold']) return;
    held.resolve();
    await release.promise;
  });
  app.addHook('onResponse', async (request) => {
    events.push(`answered ${request.url}`);
  });
  const user = await signUp(app);
  events.length = 0;
  await app.listen({ host: '127.0.0.1', port: 0 });
  const api: Api = {
    app,
    port: (app.server.address() as AddressInfo).port,
    database,
    events,
    user,
    held: held.promise,
    release: release.resolve,
  };
  started.push(api);
  return api;
}

interface Answer {
  status: number;
  connection: string | undefined;
  body: Buffer;
}

/** Resolves once the answer's headers are in; its body waits in the server until read. */
function send(
  api: Api,
  agent: http.Agent,
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<http.IncomingMessage> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: api.port,
        path,
        agent,
        method: options.method,
        headers: options.headers,
      },
      resolve,
    );
    request.on('error', reject);
    request.end(options.body);
  });
}

async function read(response: http.IncomingMessage): Promise<Answer> {
  const chunks: Buffer[] = [];
  for await (const chunk of response) chunks.push(chunk as Buffer);
  const connection = response.headers.connection;
  return { status: response.statusCode ?? 0, connection, body: Buffer.concat(chunks) };
}

async function untilClosedToNewcomers(api: Api): Promise<void> {
  for (let i = 0; i < 200 && api.app.server.listening; i++) {
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** Starts a request and leaves it under way; the function returned lets it finish. */
type InFlight = (api: Api, agent: http.Agent) => Promise<{ path: string; finish(): Promise<void> }>;

/** A sign-in held just before its handler, which runs once `api.release()` is called. */
function heldSignIn(api: Api, agent: http.Agent): Promise<http.IncomingMessage> {
  return send(api, agent, '/api/auth/signin/', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-test-hold': '1' },
    body: JSON.stringify({ email: api.user.email, password: api.user.password }),
  });
}

const signIn: InFlight = async (api, agent) => {
  const answer = heldSignIn(api, agent);
  await api.held;
  return {
    path: '/api/auth/signin/',
    finish: async () => {
      api.release();
      const { status, connection, body } = await read(await answer);
      expect(status).toBe(200);
      const { data } = JSON.parse(body.toString()) as {
        data: { token: string; userdata: { email: string } };
      };
      expect(data.token).toMatch(/^[\w-]{43}$/);
      expect(data.userdata.email).toBe(api.user.email);
      // So that the client does not send its next request down a connection about to end.
      expect(connection).toBe('close');
    },
  };
};

const download: InFlight = async (api, agent) => {
  const response = await send(api, agent, '/assets/app.js');
  return {
    path: '/assets/app.js',
    finish: async () => {
      const { status, body } = await read(response);
      expect(status).toBe(200);
      expect(body.length).toBe(BUNDLE_BYTES);
    },
  };
};

describe('shutting down while requests are under way', () => {
  it.each([
    { under: 'a sign-in', start: signIn, keepAlive: false },
    { under: 'a sign-in', start: signIn, keepAlive: true },
    { under: 'a download of the web app', start: download, keepAlive: false },
    { under: 'a download of the web app', start: download, keepAlive: true },
  ])(
    'answers $under (keep-alive: $keepAlive) in full, refuses newcomers, then closes the database',
    async ({ start, keepAlive }) => {
      const api = await startApi();
      const agent = new http.Agent({ keepAlive });
      try {
        const inFlight = await start(api, agent);
        // Long enough not to be what ends the wait.
        const closing = closeGracefully({ app: api.app, database: api.database, drainMs: 60_000 });
        await untilClosedToNewcomers(api);
        await expect(send(api, new http.Agent(), '/api/auth/status/')).rejects.toMatchObject({
          code: 'ECONNREFUSED',
        });
        expect(api.events).toEqual([]);

        await inFlight.finish();
        // A keep-alive connection whose answer was under way used to hold it for 72 s.
        expect(await within(closing, 3_000)).toBeUndefined();
        expect(api.events).toEqual([`answered ${inFlight.path}`, 'database closed']);
      } finally {
        agent.destroy();
      }
    },
  );

  it('cuts an answer still running when the drain time is over, and closes the database', async () => {
    const api = await startApi();
    const agent = new http.Agent({ keepAlive: true });
    try {
      // Never released: a handler that does not end.
      const answer = heldSignIn(api, agent);
      await api.held;
      const closing = closeGracefully({ app: api.app, database: api.database, drainMs: 200 });
      await expect(answer).rejects.toMatchObject({ code: 'ECONNRESET' });
      expect(await within(closing, 3_000)).toBeUndefined();
      expect(api.events).toEqual(['database closed']);
    } finally {
      agent.destroy();
    }
  });
});
