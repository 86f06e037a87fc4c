import type { LinkInfo } from '@captio/api-client';
import { describe, expect, it, vi } from 'vitest';
import { createLookups } from './lookups.js';

const info = (url: string): LinkInfo => ({
  url,
  site: 'direct',
  title: 'A talk',
  duration: 12,
  thumbnail_url: null,
  is_live: false,
  subtitles: [{ language: 'en', name: 'English', automatic: false }],
});

describe('the lookups the tool’s pages share', () => {
  it('asks once for the same link, spaces around it or not, while the answer is kept', async () => {
    let now = 0;
    const lookups = createLookups({ keptMs: 1000, now: () => now });
    const inspect = vi.fn(async (url: string) => info(url));
    await lookups.lookUp('https://a.test/v', inspect);
    now = 999;
    expect(await lookups.lookUp('  https://a.test/v ', inspect)).toEqual(info('https://a.test/v'));
    expect(inspect).toHaveBeenCalledTimes(1);
    now = 1000;
    await lookups.lookUp('https://a.test/v', inspect);
    expect(inspect).toHaveBeenCalledTimes(2);
    await lookups.lookUp('https://b.test/v', inspect);
    expect(inspect.mock.calls.map(([url]) => url)).toEqual([
      'https://a.test/v',
      'https://a.test/v',
      'https://b.test/v',
    ]);
  });

  it('shares a lookup under way and forgets one that failed', async () => {
    const lookups = createLookups();
    const inspect = vi
      .fn<(url: string) => Promise<LinkInfo>>()
      .mockRejectedValueOnce(new Error('timeout'))
      .mockImplementation(async (url) => info(url));
    const first = lookups.lookUp('https://a.test/v', inspect);
    const second = lookups.lookUp('https://a.test/v', inspect);
    await expect(first).rejects.toThrow('timeout');
    await expect(second).rejects.toThrow('timeout');
    expect(await lookups.lookUp('https://a.test/v', inspect)).toEqual(info('https://a.test/v'));
    expect(inspect).toHaveBeenCalledTimes(2);
  });
});
