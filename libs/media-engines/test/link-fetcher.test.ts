// The links engine with the real yt-dlp (Debian's) against a small site on 127.0.0.1. Each
// yt-dlp run starts Python and its 1,800 extractors: about 1 s on an idle machine.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createLinkFetcher, probeMedia, type LinkFetcher } from '../src/index.js';
import { filesIn } from './support/media-fixtures.js';
import { PAGE_TITLE, startLinkSite } from './support/link-server.js';
import { useScratchDir } from './support/scratch-dir.js';

const fixtures = inject('mediaFixtures');
const VTT = 'WEBVTT\n\n00:00:00.500 --> 00:00:01.500\nHello from the track\n';

let site: Awaited<ReturnType<typeof startLinkSite>>;
let siteDir = '';
let fetcher: LinkFetcher;

beforeAll(async () => {
  siteDir = await mkdtemp(join(tmpdir(), 'captio-link-site-'));
  const vtt = join(siteDir, 'en.vtt');
  await writeFile(vtt, VTT);
  site = await startLinkSite({ clipMp4: fixtures.clipMp4, vtt });
  fetcher = await createLinkFetcher({ allowPrivateAddresses: true });
});
afterAll(async () => {
  await site.close();
  await rm(siteDir, { recursive: true, force: true });
});

describe('createLinkFetcher', () => {
  it('says when yt-dlp is not there', async () => {
    await expect(createLinkFetcher({ ytDlpPath: '/nonexistent/yt-dlp' })).rejects.toMatchObject({
      code: 'tool-missing',
    });
  });
});

describe('inspect', () => {
  it('reads the title, the poster and the written track of a page with a video', async () => {
    const info = await fetcher.inspect(`${site.url}/page.html`);
    expect(info).toMatchObject({
      url: `${site.url}/page.html`,
      webpageUrl: `${site.url}/page.html`,
      site: 'direct',
      isLive: false,
      thumbnailUrl: `${site.url}/poster.jpg`,
      subtitles: [{ language: 'en', automatic: false, formats: ['vtt'] }],
    });
    expect(info.title).toContain(PAGE_TITLE);
  });

  it.each([
    ['a page without media', '/plain.html', 'link-unsupported'],
    ['a file the site does not have', '/missing.mp4', 'link-unavailable'],
  ])('refuses %s', async (_, path, code) => {
    await expect(fetcher.inspect(`${site.url}${path}`)).rejects.toMatchObject({ code });
  });
});

describe('download', () => {
  const scratch = useScratchDir();

  it('follows a redirect chain and leaves only the complete file', async () => {
    const progress: number[] = [];
    const fetched = await fetcher.download(`${site.url}/hop1`, scratch.path, {
      onProgress: (fraction) => progress.push(fraction),
    });
    expect(await filesIn(scratch.path)).toEqual([fetched.path.split('/').at(-1)]);
    const media = await probeMedia(fetched.path);
    expect(media.kind).toBe('video');
    expect(media.durationSeconds).toBeCloseTo(4, 0);
    expect(fetched.bytes).toBe(media.sizeBytes);
    expect(progress.at(-1)).toBe(1);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
  });
});
