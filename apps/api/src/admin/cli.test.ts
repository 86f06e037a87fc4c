import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { type AddressInfo, createServer, connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase, TEST_DB_KIND } from '../../test/support/test-database.js';
import { EXIT_BAD_INPUT, EXIT_FAILED, EXIT_OK, runCli } from './cli.js';
import { sendOverSocket } from './socket-client.js';

const API_DIR = fileURLToPath(new URL('../..', import.meta.url));

interface Ran {
  code: number;
  stdout: string;
  stderr: string;
}

async function cli(argv: string[], env: NodeJS.ProcessEnv): Promise<Ran> {
  let stdout = '';
  let stderr = '';
  const code = await runCli(argv, {
    env,
    stdout: (text) => (stdout += text),
    stderr: (text) => (stderr += text),
  });
  return { code, stdout, stderr };
}

const scratch: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'captio-admin-'));
  scratch.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of scratch) rmSync(dir, { recursive: true, force: true });
});

describe('command line', () => {
  // Nothing here may reach a database: the data directory must never appear.
  const dataDir = join(tmpdir(), `captio-admin-unused-${process.pid}`);
  const env = { CAPTIO_DATA_DIR: dataDir };

  it.each([
    [[], 'no command given; see captio admin --help'],
    [['frobnicate'], 'unknown command "frobnicate"; see captio admin --help'],
    [['version'], 'version needs a subcommand: add, list'],
    [['version', 'remove', '1.0'], 'unknown command "version remove"; version takes add, list'],
    [
      ['plan', 'set', 'pro'],
      '--name is required (usage: captio admin plan set <id> --name <n> --level <level> --price <cents> --currency USD [--days N] [--credits N] [--ugo] [--inactive])',
    ],
    [
      ['maintenance', 'later'],
      'expected on or off, not "later" (usage: captio admin maintenance on|off)',
    ],
    [
      ['user', 'grant', 'a@b.c', 'ten', '--reason', 'x', '--json'],
      '<credits> must be a whole number, not "ten" (usage: captio admin user grant <email> <credits> --reason <text>)',
    ],
  ])('%j exits 2 with one line', async (argv, message) => {
    const ran = await cli(argv, env);
    expect(ran).toEqual({ code: EXIT_BAD_INPUT, stdout: '', stderr: `captio admin: ${message}\n` });
    expect(existsSync(dataDir)).toBe(false);
  });

  it.each([
    [
      ['--help'],
      [
        'Usage: captio admin <command>',
        '  version add <version>',
        '  mail list',
        'Exit codes: 0 done, 1 failed, 2 bad input.',
      ],
    ],
    [['help'], ['Usage: captio admin <command>']],
    [
      ['help', 'plan'],
      ['Usage: captio admin plan set <id>', 'Usage: captio admin plan list [--json]'],
    ],
    [
      ['coupon', 'create', '-h'],
      ['Usage: captio admin coupon create <code> (--percent N | --amount <cents>)'],
    ],
  ])('%j prints help and exits 0', async (argv, lines) => {
    const ran = await cli(argv, env);
    expect(ran.code).toBe(EXIT_OK);
    expect(ran.stderr).toBe('');
    for (const line of lines) expect(ran.stdout).toContain(line);
    expect(existsSync(dataDir)).toBe(false);
  });
});

/** The database a CLI of this run opens itself: PGlite in a directory, or a Postgres database. */
async function directEnv(): Promise<{ env: NodeJS.ProcessEnv; drop(): Promise<void> }> {
  if (TEST_DB_KIND === 'pglite') {
    return { env: { CAPTIO_DATA_DIR: tempDir() }, drop: async () => {} };
  }
  const created = await createPostgresDatabase();
  return {
    env: {
      DATABASE_URL: created.url,
      CAPTIO_DATA_DIR: join(tmpdir(), 'captio-admin-not-used'),
    },
    drop: created.drop,
  };
}

// Each command opens the database as the CLI does: a PGlite directory is created once and started
// again per command (seconds each, many more on a busy machine), so these get minutes, not 30 s.
describe(`run on the database directly (${TEST_DB_KIND})`, { timeout: 180_000 }, () => {
  let target: Awaited<ReturnType<typeof directEnv>>;
  beforeAll(async () => {
    target = await directEnv();
  });
  afterAll(async () => {
    await target?.drop();
  });

  it('runs commands, prints text or JSON, and keeps what they did', async () => {
    expect(await cli(['redirect', 'set', '/blog/old/', '/blog'], target.env)).toEqual({
      code: EXIT_OK,
      stdout: '/blog/old -> /blog\n',
      stderr: '',
    });
    const listed = await cli(['redirect', 'list', '--json'], target.env);
    expect(listed.code).toBe(EXIT_OK);
    expect(JSON.parse(listed.stdout)).toEqual([
      { path: '/blog/old', target: '/blog', created_time: expect.any(String) },
    ]);
    if (TEST_DB_KIND === 'pglite') {
      expect(existsSync(join(target.env['CAPTIO_DATA_DIR'] ?? '', 'captio.lock'))).toBe(false);
    }
  });

  it('exits 2 with one line when the command is refused', async () => {
    expect(await cli(['redirect', 'delete', '/nowhere'], target.env)).toEqual({
      code: EXIT_BAD_INPUT,
      stdout: '',
      stderr: 'captio admin: there is no redirect for /nowhere\n',
    });
  });

  it('exits 1 when the database cannot be reached', async () => {
    const ran = await cli(['status'], { DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' });
    expect(ran.code).toBe(EXIT_FAILED);
    expect(ran.stderr).toBe(
      'captio admin: cannot open the Postgres database of DATABASE_URL: connect ECONNREFUSED 127.0.0.1:1\n',
    );
  });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function waitFor(child: ChildProcess, text: string, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(
      () => reject(new Error(`no "${text}" within ${timeoutMs} ms: ${output}`)),
      timeoutMs,
    );
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(text)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${code}): ${output}`));
    });
  });
}

function rawRequest(path: string, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(path, () => socket.end(text));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

// The admin socket exists for PGlite, which one process alone may open; Postgres needs none.
describe.runIf(TEST_DB_KIND === 'pglite')('while the server runs on PGlite', () => {
  let dataDir: string;
  let port: number;
  let server: ChildProcess | undefined;
  const env = () => ({ CAPTIO_DATA_DIR: dataDir });
  const socketPath = () => join(dataDir, 'admin.sock');
  const api = (path: string, init?: RequestInit) => fetch(`http://127.0.0.1:${port}${path}`, init);

  beforeAll(async () => {
    dataDir = tempDir();
    port = await freePort();
    server = spawn(
      process.execPath,
      ['--conditions=@captio/source', '--import', '@swc-node/register/esm-register', 'src/main.ts'],
      {
        cwd: API_DIR,
        env: {
          ...process.env,
          SWC_NODE_PROJECT: join(API_DIR, 'tsconfig.json'),
          CAPTIO_DATA_DIR: dataDir,
          CAPTIO_PORT: String(port),
          CAPTIO_LOG_LEVEL: 'warn',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    await waitFor(server, '[captio] serving on', 90_000);
  }, 120_000);
  afterAll(() => {
    if (server && server.exitCode === null) server.kill('SIGKILL');
  });

  it('listens on <dataDir>/admin.sock, for its owner only', () => {
    const stat = statSync(socketPath());
    expect(stat.isSocket()).toBe(true);
    expect(stat.mode & 0o777).toBe(0o600);
  });

  it('runs the CLI’s commands in the server: maintenance shows on the site at once', async () => {
    expect(await cli(['maintenance', 'on'], env())).toEqual({
      code: EXIT_OK,
      stdout: 'maintenance is on\n',
      stderr: '',
    });
    expect(await (await api('/api/auth/status/')).json()).toEqual({
      status: false,
      show_notice: false,
    });
  });

  it('grants credits to a user who signed up on the site', async () => {
    const signup = await api('/api/auth/signup/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: 'grace@example.com',
        password: 'long enough password',
        name: 'Grace',
      }),
    });
    expect(signup.status).toBe(200);
    const { data } = (await signup.json()) as { data: { token: string } };

    const ran = await cli(
      ['user', 'grant', 'grace@example.com', '40', '--reason', 'welcome'],
      env(),
    );
    expect(ran).toEqual({
      code: EXIT_OK,
      stdout: 'gave 40 credits to grace@example.com; balance 40\n',
      stderr: '',
    });

    const check = await api('/api/auth/check_login/', {
      headers: { authorization: `Token ${data.token}` },
    });
    expect(
      ((await check.json()) as { data: { userdata: { point: number } } }).data.userdata.point,
    ).toBe(40);
  });

  it('answers refusals through the socket as the CLI prints them', async () => {
    expect(await cli(['user', 'set-level', 'nobody@example.com', '1'], env())).toEqual({
      code: EXIT_BAD_INPUT,
      stdout: '',
      stderr: 'captio admin: there is no user with the e-mail address nobody@example.com\n',
    });
  });

  it.each([
    [{ command: 'plan set', params: { id: 'BAD' } }, 'usage'],
    [{ command: 'drop tables', params: {} }, 'usage'],
  ])('checks what comes in on the socket: %j', async (request, kind) => {
    const outcome = await sendOverSocket(socketPath(), request);
    expect(outcome).toMatchObject({ ok: false, kind });
  });

  it('answers a request that is not JSON with an error, and keeps serving', async () => {
    expect(JSON.parse(await rawRequest(socketPath(), 'hello\n'))).toEqual({
      ok: false,
      kind: 'usage',
      message: 'the request is not JSON',
    });
    expect((await cli(['status'], env())).code).toBe(EXIT_OK);
  });

  it('removes the socket on shutdown; then the CLI opens the data itself', async () => {
    const exited = new Promise((resolve) => server?.once('exit', resolve));
    server?.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(existsSync(socketPath())).toBe(false);
    expect(existsSync(join(dataDir, 'captio.lock'))).toBe(false);

    const ran = await cli(['status', '--json'], env());
    expect(ran.code).toBe(EXIT_OK);
    expect(JSON.parse(ran.stdout)).toMatchObject({ maintenance: true, users: 1 });
  }, 60_000);

  it('says so when another process holds the data and nothing answers on the socket', async () => {
    // The parent of this test process is alive and is no server.
    writeFileSync(join(dataDir, 'captio.lock'), String(process.ppid));
    const ran = await cli(['status'], env());
    rmSync(join(dataDir, 'captio.lock'));
    expect(ran.code).toBe(EXIT_FAILED);
    expect(ran.stderr).toContain(`is open in another process (pid ${process.ppid})`);
    expect(ran.stderr).toContain(`It does not answer on ${socketPath()}`);
  });
});
