import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach } from 'vitest';
import { parseCliArgs } from '../../src/cli/cli-args.js';
import { runCli } from '../../src/cli/run-cli.js';

/**
 * A fresh temporary directory for each test of the calling file, and helpers that run
 * captio-subs in-process with its output captured.
 */
export function useCliSandbox() {
  let dir = '';
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'captio-subs-'));
  });
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  async function cli(...argv: string[]) {
    let stdout = '';
    let stderr = '';
    const code = await runCli(parseCliArgs(argv), {
      stdout: (text) => {
        stdout += text;
      },
      stderr: (text) => {
        stderr += `${text}\n`;
      },
    });
    return { code, stdout, stderr };
  }

  /** Writes a file in the sandbox and returns its path. */
  function file(name: string, content: string | Uint8Array): string {
    const path = join(dir, name);
    writeFileSync(path, content);
    return path;
  }

  return { cli, file, path: (name: string) => join(dir, name) };
}
