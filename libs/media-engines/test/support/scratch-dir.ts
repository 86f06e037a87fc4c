import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach } from 'vitest';

/** A fresh empty folder per test for what it writes, so that leftovers are its own. */
export function useScratchDir(): { readonly path: string } {
  const scratch = { path: '' };
  beforeEach(async () => {
    scratch.path = await mkdtemp(join(tmpdir(), 'captio-media-engines-out-'));
  });
  afterEach(async () => {
    await rm(scratch.path, { recursive: true, force: true });
  });
  return scratch;
}
