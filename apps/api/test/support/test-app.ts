import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { type BuildOptions, buildApp } from '../../src/app.js';
import { type Config, loadConfig } from '../../src/config.js';
import type { OpenDatabase } from '../../src/db/database.js';
import { JobQueue } from '../../src/jobs/queue.js';
import type { PasswordCost } from '../../src/modules/auth/password.js';
import { openTestDatabase } from './test-database.js';

export interface TestApp {
  app: FastifyInstance;
  database: OpenDatabase;
  config: Config;
  /** app.inject without waiting for the change feed first (app.inject waits). */
  injectNow: FastifyInstance['inject'];
  /** The clock the app reads; tests move it with `clock.set`. */
  clock: { now: Date; set(date: Date): void; advance(ms: number): void };
  /** The job queue, when the app was asked for one (tasks can be created then). */
  queue: JobQueue | undefined;
  close(): Promise<void>;
}

/**
 * The scrypt cost of the passwords test apps hash: the suite signs up and in thousands of times,
 * which at the real cost (password.test.ts) took minutes of the run. Still scrypt, still salted.
 */
export const TEST_PASSWORD_COST: PasswordCost = { N: 1024, r: 8, p: 1 };

/**
 * Sign-ups a test app allows per address in an hour: a test file signs up its users one after
 * another from app.inject's one address, far more than the production limit lets through.
 * signup-limit.test.ts sets the real default back.
 */
export const TEST_SIGNUP_LIMIT = 100_000;

/** A whole api on a fresh database, answering through app.inject (no port). */
export async function createTestApp(
  env: Record<string, string> = {},
  options: Pick<BuildOptions, 'uploadLimits'> & {
    queue?: boolean;
    /** Hash passwords at the app's own cost, as in production, instead of the cheap one. */
    realPasswordCost?: boolean;
  } = {},
): Promise<TestApp> {
  const database = await openTestDatabase();
  const config = loadConfig({
    CAPTIO_LOG_LEVEL: 'silent',
    CAPTIO_DATA_DIR: '/nonexistent',
    CAPTIO_SIGNUP_LIMIT: String(TEST_SIGNUP_LIMIT),
    ...env,
  });
  const clock = {
    now: new Date(),
    set(date: Date) {
      clock.now = date;
    },
    advance(ms: number) {
      clock.now = new Date(clock.now.getTime() + ms);
    },
  };
  const queue = options.queue
    ? await JobQueue.start({ database, settings: config.jobs, onError: () => {} })
    : undefined;
  const app = await buildApp({
    config,
    db: database.db,
    changes: database.changes,
    ...(queue ? { queue } : {}),
    now: () => clock.now,
    logger: env['CAPTIO_LOG_LEVEL'] === 'error' ? { level: 'error' } : false,
    ...(options.realPasswordCost ? {} : { passwordCost: TEST_PASSWORD_COST }),
    ...(options.uploadLimits ? { uploadLimits: options.uploadLimits } : {}),
  });
  await app.ready();
  // Tests change rows straight in the database, then call the api at once. In production the
  // change feed reaches the cache within a moment; a test waits for it to be sure.
  const inject = app.inject.bind(app);
  app.inject = (async (options: InjectOptions | string) => {
    await database.changes.sync();
    return inject(options);
  }) as typeof app.inject;
  return {
    app,
    database,
    config,
    injectNow: inject,
    clock,
    queue,
    close: async () => {
      await queue?.stop();
      await app.close();
      await database.close();
    },
  };
}

export interface SignedIn {
  token: string;
  csrftoken: string;
  userId: number;
  email: string;
  password: string;
  /** Headers of an authenticated call from the web app. */
  headers: Record<string, string>;
}

let counter = 0;

/** Signs up a new user through the api and returns its session. */
export async function signUp(
  app: FastifyInstance,
  overrides: Partial<{ email: string; password: string; name: string }> = {},
): Promise<SignedIn> {
  counter += 1;
  const email =
    overrides.email ?? `user${counter}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const password = overrides.password ?? 'correct horse battery';
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/signup/',
    payload: { email, password, name: overrides.name ?? `User ${counter}` },
  });
  if (response.statusCode !== 200)
    throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  const { data } = response.json() as {
    data: { token: string; csrftoken: string; userdata: { user_id: number } };
  };
  return {
    token: data.token,
    csrftoken: data.csrftoken,
    userId: data.userdata.user_id,
    email,
    password,
    headers: { authorization: `Token ${data.token}`, 'x-csrftoken': data.csrftoken },
  };
}

export function json<T = Record<string, unknown>>(response: LightMyRequestResponse): T {
  return response.json() as T;
}
