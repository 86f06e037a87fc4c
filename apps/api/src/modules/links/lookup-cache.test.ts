import type { LinkFetcher, LinkInfo } from '@captio/media-engines';
import { describe, expect, it } from 'vitest';
import { LINK_LOOKUP_REUSE_MS, LINK_LOOKUPS_KEPT, reusingLinkLookups } from './lookup-cache.js';

const info = (url: string, title = 'A talk'): LinkInfo => ({
  url,
  webpageUrl: url,
  site: 'youtube',
  title,
  durationSeconds: 60,
  thumbnailUrl: null,
  isLive: false,
  subtitles: [],
});

/** A fetcher whose look-ups are counted per link and settled by the test. */
function countingFetcher() {
  const runs: { url: string; settle: (outcome: LinkInfo | Error) => void }[] = [];
  const fetcher: LinkFetcher = {
    inspect: (url) =>
      new Promise<LinkInfo>((resolve, reject) => {
        runs.push({
          url,
          settle: (outcome) => (outcome instanceof Error ? reject(outcome) : resolve(outcome)),
        });
      }),
    download: () => Promise.reject(new Error('not in this test')),
    subtitle: async (url, track) => `WEBVTT\n\n${url} ${track.language}`,
  };
  const settleAll = (outcome: (url: string) => LinkInfo | Error) => {
    for (const run of runs.splice(0)) run.settle(outcome(run.url));
  };
  return { fetcher, runs, settleAll };
}

function clock() {
  let time = 1_000_000;
  return { now: () => time, pass: (ms: number) => (time += ms) };
}

const A = 'https://www.youtube.com/watch?v=aaaaaaaaaaa';
const B = 'https://www.youtube.com/watch?v=bbbbbbbbbbb';

describe('reusingLinkLookups', () => {
  it('asks the site once for a link looked up again within the reuse time', async () => {
    const { fetcher, runs, settleAll } = countingFetcher();
    const time = clock();
    const lookups = reusingLinkLookups(fetcher, time.now);
    const first = lookups.inspect(A);
    settleAll((url) => info(url));
    await expect(first).resolves.toEqual(info(A));
    time.pass(LINK_LOOKUP_REUSE_MS - 1);
    await expect(lookups.inspect(A)).resolves.toEqual(info(A));
    expect(runs).toHaveLength(0);
  });

  it('asks again once the reuse time has passed, and answers with what the site says now', async () => {
    const { fetcher, runs, settleAll } = countingFetcher();
    const time = clock();
    const lookups = reusingLinkLookups(fetcher, time.now);
    const first = lookups.inspect(A);
    settleAll((url) => info(url));
    await first;
    time.pass(LINK_LOOKUP_REUSE_MS);
    const second = lookups.inspect(A);
    expect(runs.map((run) => run.url)).toEqual([A]);
    settleAll((url) => info(url, 'Renamed'));
    await expect(second).resolves.toMatchObject({ title: 'Renamed' });
  });

  it('shares one run between calls that ask for the same link at once', async () => {
    const { fetcher, runs, settleAll } = countingFetcher();
    const lookups = reusingLinkLookups(fetcher);
    const calls = [lookups.inspect(A), lookups.inspect(A), lookups.inspect(B)];
    expect(runs.map((run) => run.url)).toEqual([A, B]);
    settleAll((url) => info(url));
    expect(await Promise.all(calls)).toEqual([info(A), info(A), info(B)]);
  });

  it('keeps no failure: the next call tries the site again', async () => {
    const { fetcher, runs, settleAll } = countingFetcher();
    const lookups = reusingLinkLookups(fetcher);
    const failed = lookups.inspect(A);
    settleAll(() => new Error('the site did not answer'));
    await expect(failed).rejects.toThrow('the site did not answer');
    const again = lookups.inspect(A);
    expect(runs).toHaveLength(1);
    settleAll((url) => info(url));
    await expect(again).resolves.toEqual(info(A));
  });

  it('runs a call with an abort signal of its own on its own', async () => {
    const { fetcher, runs, settleAll } = countingFetcher();
    const lookups = reusingLinkLookups(fetcher);
    const shared = lookups.inspect(A);
    const own = lookups.inspect(A, { signal: new AbortController().signal });
    expect(runs).toHaveLength(2);
    settleAll((url) => info(url));
    await Promise.all([shared, own]);
  });

  it(`keeps ${LINK_LOOKUPS_KEPT} links, forgetting the least recently used first`, async () => {
    const { fetcher, runs, settleAll } = countingFetcher();
    const lookups = reusingLinkLookups(fetcher);
    const link = (n: number) => `https://vimeo.com/${n}`;
    for (let n = 0; n <= LINK_LOOKUPS_KEPT; n++) {
      if (n === LINK_LOOKUPS_KEPT) await lookups.inspect(link(0)); // used again: kept
      const pending = lookups.inspect(link(n));
      settleAll((url) => info(url));
      await pending;
    }
    // Link 1 was the least recently used when the last one came; link 0 had been used again.
    void lookups.inspect(link(0));
    void lookups.inspect(link(2));
    expect(runs).toHaveLength(0);
    void lookups.inspect(link(1));
    expect(runs.map((run) => run.url)).toEqual([link(1)]);
    settleAll((url) => info(url));
  });

  it('passes downloads and subtitle tracks through to the fetcher', async () => {
    const { fetcher } = countingFetcher();
    const lookups = reusingLinkLookups(fetcher);
    await expect(lookups.subtitle(A, { language: 'en', automatic: false })).resolves.toBe(
      `WEBVTT\n\n${A} en`,
    );
    await expect(lookups.download(A, '/tmp')).rejects.toThrow('not in this test');
  });
});
