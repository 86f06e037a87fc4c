import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { withoutDatabaseUrl } from './admin.js';

const MAIN = fileURLToPath(new URL('../../../api/dist/main.js', import.meta.url));

/** A port nobody listens on right now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

async function waitUntilServing(url: string, child: ChildProcess, log: () => string) {
  // PGlite's first start (initdb, migrations) takes over a minute on a busy machine.
  const deadline = Date.now() + 170_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited: ${log()}`);
    try {
      if ((await fetch(`${url}/api/auth/status/`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not answer in 170 s: ${log()}`);
}

/**
 * The product on a server and data directory of its own, for tests that change what every
 * visitor sees (maintenance, release notes) or that need the server stopped for a moment.
 */
export interface PrivateServer {
  url: string;
  dataDir: string;
  start(): Promise<void>;
  /** Stops it the way an operator does (SIGTERM: the data directory is closed cleanly). */
  stop(): Promise<void>;
}

export async function privateServer(
  name: string,
  env: Record<string, string> = {},
): Promise<PrivateServer> {
  const port = await freePort();
  const dataDir = fileURLToPath(new URL(`../../../../tmp/e2e-${name}-${port}`, import.meta.url));
  rmSync(dataDir, { recursive: true, force: true });
  const url = `http://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;
  return {
    url,
    dataDir,
    async start() {
      let output = '';
      child = spawn(process.execPath, [MAIN], {
        env: {
          ...withoutDatabaseUrl(),
          ...env,
          CAPTIO_PORT: String(port),
          CAPTIO_DATA_DIR: dataDir,
          CAPTIO_LOG_LEVEL: 'warn',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      await waitUntilServing(url, child, () => output);
    },
    async stop() {
      const running = child;
      if (!running || running.exitCode !== null) return;
      await new Promise<void>((resolve) => {
        running.once('exit', () => resolve());
        running.kill('SIGTERM');
      });
    },
  };
}
