import {
  chmodSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeFileAtomically } from './write-file-atomically.js';

let dir = '';
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'captio-write-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('writeFileAtomically', () => {
  it('creates a new file', async () => {
    await writeFileAtomically(join(dir, 'new.srt'), 'text');
    expect(readFileSync(join(dir, 'new.srt'), 'utf8')).toBe('text');
    expect(readdirSync(dir)).toEqual(['new.srt']);
  });

  it('keeps the permissions of the file it replaces', async () => {
    const path = join(dir, 'private.srt');
    writeFileSync(path, 'old');
    chmodSync(path, 0o600);
    await writeFileAtomically(path, 'new');
    expect(readFileSync(path, 'utf8')).toBe('new');
    expect(statSync(path).mode & 0o777).toBe(0o600);
  });

  it('replaces the file a symbolic link points to, and keeps the link', async () => {
    const real = join(dir, 'real.srt');
    const link = join(dir, 'link.srt');
    writeFileSync(real, 'old');
    symlinkSync(real, link);
    await writeFileAtomically(link, 'new');
    expect(lstatSync(link).isSymbolicLink()).toBe(true);
    expect(readFileSync(real, 'utf8')).toBe('new');
  });

  it('creates the missing file a symbolic link points to, and keeps the link', async () => {
    const link = join(dir, 'dangling.srt');
    symlinkSync('target.srt', link);
    await writeFileAtomically(link, 'new');
    expect(lstatSync(link).isSymbolicLink()).toBe(true);
    expect(readFileSync(join(dir, 'target.srt'), 'utf8')).toBe('new');
  });

  it('leaves no temporary file behind when it cannot write', async () => {
    // A directory where the file should go: the final rename fails, even for root.
    const path = join(dir, 'taken.srt');
    mkdirSync(path);
    await expect(writeFileAtomically(path, 'new')).rejects.toThrow();
    expect(statSync(path).isDirectory()).toBe(true);
    expect(readdirSync(dir)).toEqual(['taken.srt']);
  });
});
