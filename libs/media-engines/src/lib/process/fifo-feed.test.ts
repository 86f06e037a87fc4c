import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { feedFifo } from './fifo-feed.js';
import { runProcess } from './run-process.js';

describe('feedFifo', () => {
  let dir = '';
  let fifo = '';
  let source = '';

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'captio-fifo-'));
    fifo = join(dir, 'pipe');
    source = join(dir, 'source.bin');
    await writeFile(source, 'HEADERsamples that the reader must get');
    await runProcess('mkfifo', [fifo], { timeoutMs: 10_000 });
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('hands the chosen bytes to a reader that opens the pipe late', async () => {
    const fed: number[] = [];
    const feed = feedFifo(fifo, { path: source, start: 6, length: 32 }, (bytes) => fed.push(bytes));
    // Short input fits the pipe's buffer: written before the reader came, it would be lost.
    const reader = runProcess('sh', ['-c', 'sleep 0.3; exec cat "$1"', 'sh', fifo], {
      timeoutMs: 10_000,
    });
    const { stdout } = await reader;
    await feed.done;
    expect(stdout).toBe('samples that the reader must get');
    expect(fed.at(-1)).toBe(32);
  });

  it('ends quietly when stopped before any reader came', async () => {
    const feed = feedFifo(fifo, { path: source, start: 0, length: 10 }, () => undefined);
    setTimeout(() => feed.stop(), 100);
    await expect(feed.done).resolves.toBeUndefined();
  });
});
