import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { filesUnder } from '../../../test/support/media-fixtures.js';
import { DERIVED, LocalFileStore } from './file-store.js';

let root: string;
let store: LocalFileStore;
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'captio-store-'));
  store = new LocalFileStore(root);
  await store.init();
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

const hashOf = (content: string) => createHash('sha256').update(content).digest('hex');

async function temp(content: string): Promise<string> {
  const path = store.tempPath();
  await writeFile(path, content);
  return path;
}

describe('LocalFileStore', () => {
  it('puts a temp file in place under two levels of its hash, once', async () => {
    const hash = hashOf('hello');
    expect(await store.put(hash, await temp('hello'))).toBe(true);
    expect(await store.put(hash, await temp('hello'))).toBe(false);
    expect(await filesUnder(root)).toEqual([join(hash.slice(0, 2), hash.slice(2, 4), hash)]);
    expect(await store.size(hash)).toBe(5);
    expect(await store.exists(hash)).toBe(true);
  });

  it('reads a range, inclusive at both ends', async () => {
    const hash = hashOf('0123456789');
    await store.put(hash, await temp('0123456789'));
    expect(await text(store.open(hash, { start: 2, end: 4 }))).toBe('234');
    expect(await text(store.open(hash))).toBe('0123456789');
  });

  it('removes the bytes with what was made from them', async () => {
    const hash = hashOf('x');
    await store.put(hash, await temp('x'));
    await store.putDerived(hash, DERIVED.waveform, await temp('{}'));
    expect(await readFile(store.localPath(hash, DERIVED.waveform), 'utf8')).toBe('{}');
    await store.remove(hash);
    await store.remove(hash);
    expect(await filesUnder(root)).toEqual([]);
    expect(await store.size(hash)).toBeUndefined();
  });

  it('cleans temp files older than asked, and leaves younger ones', async () => {
    const old = await temp('old');
    const young = await temp('young');
    const anHourAgo = new Date(Date.now() - 3_600_000);
    await utimes(old, anHourAgo, anHourAgo);
    expect(await store.cleanTemp(new Date(Date.now() - 60_000))).toBe(1);
    expect(await filesUnder(join(root, 'tmp'))).toEqual([young.slice(root.length + 5)]);
  });

  it.each(['../../etc/passwd', 'ABC', `${'a'.repeat(63)}g`])(
    'refuses to build a path from %j',
    (hash) => {
      expect(() => store.localPath(hash)).toThrow(/not a file hash/);
    },
  );
});
