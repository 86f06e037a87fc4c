import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readBlockLoudness } from './block-loudness.js';

describe('readBlockLoudness', () => {
  const dirs: string[] = [];
  afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

  it('gives the mean square of each block, the last one partial, after the header', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'captio-loudness-'));
    dirs.push(dir);
    const header = Buffer.from('not samples');
    const samples = Buffer.alloc(2 * 10);
    [0, 0, 0, 0, 100, -100, 100, -100, 3, 4].forEach((value, i) =>
      samples.writeInt16LE(value, i * 2),
    );
    const path = join(dir, 'audio.bin');
    await writeFile(path, Buffer.concat([header, samples]));
    const wav = { dataOffset: header.length, dataBytes: samples.length, durationMs: 0 };
    expect([...(await readBlockLoudness(path, wav, 4))]).toEqual([0, 10_000, 25 / 4]);
  });
});
