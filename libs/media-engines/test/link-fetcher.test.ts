// The links engine with the real yt-dlp (Debian's) against a small site on 127.0.0.1. Each
// yt-dlp run starts Python and its 1,800 extractors: about 1 s on an idle machine.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { basename, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createLinkFetcher, probeMedia, type LinkFetcher } from '../src/index.js';
import { filesIn } from './support/media-fixtures.js';
import { makeHlsStream, PAGE_TITLE, startLinkSite } from './support/link-server.js';
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
  const hlsDir = join(siteDir, 'hls');
  await mkdir(hlsDir);
  await makeHlsStream(hlsDir, 4);
  site = await startLinkSite({ clipMp4: fixtures.clipMp4, vtt, hlsDir });
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
  it('reads the title, the poster and the written tracks of a page with a video', async () => {
    const info = await fetcher.inspect(`${site.url}/page.html`);
    expect(info).toMatchObject({
      url: `${site.url}/page.html`,
      webpageUrl: `${site.url}/page.html`,
      site: 'direct',
      isLive: false,
      thumbnailUrl: `${site.url}/poster.jpg`,
      subtitles: [
        { language: 'en', automatic: false, formats: ['vtt'] },
        { language: 'de', automatic: false, formats: ['srt'] },
      ],
    });
    expect(info.title).toContain(PAGE_TITLE);
  });

  it.each([
    ['a page without media', '/plain.html', 'link-unsupported', 'Unsupported URL'],
    ['a page of several videos', '/two-videos.html', 'link-unsupported', 'is a playlist'],
    ['a direct link to a file that is no media', '/en.vtt', 'link-unsupported', 'not media'],
    ['a file the site does not have', '/missing.mp4', 'link-unavailable', 'HTTP Error 404'],
  ])('refuses %s', async (_, path, code, message) => {
    const failure = fetcher.inspect(`${site.url}${path}`);
    await expect(failure).rejects.toMatchObject({ code });
    await expect(failure).rejects.toThrow(message);
  });
});

describe('download', () => {
  const scratch = useScratchDir();

  it('follows a redirect chain and leaves only the complete file', async () => {
    const progress: number[] = [];
    const fetched = await fetcher.download(`${site.url}/hop1`, scratch.path, {
      onProgress: (fraction) => progress.push(fraction),
    });
    expect(await filesIn(scratch.path)).toEqual([basename(fetched.path)]);
    const media = await probeMedia(fetched.path);
    expect(media.kind).toBe('video');
    expect(media.durationSeconds).toBeCloseTo(4, 0);
    expect(fetched.bytes).toBe(media.sizeBytes);
    expect(fetched.info.title).toBe('clip');
    expect(progress.at(-1)).toBe(1);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
  });

  it('fetches picture and sound of an HLS stream through the guard, and merges them', async () => {
    const checked: string[] = [];
    const guarded = await createLinkFetcher({
      addressPolicy: (address) => {
        checked.push(address);
        return address === '127.0.0.1';
      },
    });
    const before = site.requests.length;
    const fetched = await guarded.download(`${site.url}/hls/master.m3u8`, scratch.path);
    const media = await probeMedia(fetched.path);
    expect(media.streams.map((stream) => stream.type).sort()).toEqual(['audio', 'video']);
    expect(media.durationSeconds).toBeCloseTo(4, 0);
    // Manifests and every segment: each request the site saw was checked by the guard first.
    const seen = site.requests.slice(before);
    expect(seen.filter((path) => path.endsWith('.ts')).length).toBeGreaterThanOrEqual(3);
    expect(checked).toHaveLength(seen.length);
    expect(await filesIn(scratch.path)).toEqual([basename(fetched.path)]);
  });

  it('fetches the sound alone when asked', async () => {
    const fetched = await fetcher.download(`${site.url}/hls/master.m3u8`, scratch.path, {
      audioOnly: true,
    });
    const media = await probeMedia(fetched.path);
    expect(media.kind).toBe('audio');
    expect(media.streams).toMatchObject([{ type: 'audio', codec: 'aac' }]);
  });

  it.each([
    ['the size the server states', '/clip.mp4', { maxBytes: 1000 }, 'link-too-large'],
    [
      'the bytes written, when no size is stated',
      '/chunked.mp4',
      { maxBytes: 1000 },
      'link-too-large',
    ],
    [
      'the duration found by probing the file',
      '/clip.mp4',
      { maxDurationSeconds: 2 },
      'link-too-long',
    ],
  ])('refuses media over a limit by %s, keeping nothing', async (_, path, limits, code) => {
    await expect(
      fetcher.download(`${site.url}${path}`, scratch.path, limits),
    ).rejects.toMatchObject({ code });
    expect(await filesIn(scratch.path)).toEqual([]);
  });

  it('gives up after its time, keeping nothing', async () => {
    const started = Date.now();
    await expect(
      fetcher.download(`${site.url}/trickle.html`, scratch.path, { timeoutMs: 4000 }),
    ).rejects.toMatchObject({ code: 'timeout' });
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(await filesIn(scratch.path)).toEqual([]);
  });

  it('says when the folder to download into is not there', async () => {
    await expect(
      fetcher.download(`${site.url}/clip.mp4`, join(scratch.path, 'missing')),
    ).rejects.toMatchObject({ code: 'invalid-argument' });
  });

  it('stops when aborted, keeping nothing of what was written', async () => {
    const controller = new AbortController();
    const download = fetcher.download(`${site.url}/trickle.html`, scratch.path, {
      signal: controller.signal,
      // The first bytes have arrived and are on disk.
      onProgress: () => controller.abort(),
    });
    await expect(download).rejects.toMatchObject({ code: 'aborted' });
    expect(await filesIn(scratch.path)).toEqual([]);
  });
});

describe('subtitle', () => {
  it('fetches a written track as WebVTT', async () => {
    const text = await fetcher.subtitle(`${site.url}/page.html`, {
      language: 'en',
      automatic: false,
    });
    expect(text).toContain('Hello from the track');
    expect(text.startsWith('WEBVTT')).toBe(true);
  });

  it('converts a track the site offers in SubRip', async () => {
    const text = await fetcher.subtitle(`${site.url}/page.html`, {
      language: 'de',
      automatic: false,
    });
    expect(text).toMatch(/^WEBVTT\n/);
    expect(text).toContain('00:00:00.500 --> 00:00:01.500\nHallo aus der Spur');
  });

  it('says when the video has no such track', async () => {
    await expect(
      fetcher.subtitle(`${site.url}/page.html`, { language: 'fr', automatic: false }),
    ).rejects.toMatchObject({ code: 'link-unavailable' });
  });
});

describe('the guard', () => {
  /** The site is reachable; every other address counts as private. */
  const onlyTheSite = (address: string) => address === '127.0.0.1';

  it.each(['127.0.0.2', '10.0.0.1', '169.254.169.254'])(
    'refuses a redirect to %s, naming it',
    async (host) => {
      const guarded = await createLinkFetcher({ addressPolicy: onlyTheSite });
      const target = `http://${host}:${site.port}/clip.mp4`;
      const failure = guarded.inspect(`${site.url}/redirect?to=${encodeURIComponent(target)}`);
      await expect(failure).rejects.toMatchObject({ code: 'link-refused' });
      await expect(failure).rejects.toThrow(host);
    },
  );

  it.each([
    ['localhost', (port: number) => `http://localhost:${port}/clip.mp4`],
    ['127.0.0.1', (port: number) => `http://127.0.0.1:${port}/clip.mp4`],
    ['127.0.0.1', (port: number) => `https://127.0.0.1:${port}/clip.mp4`],
    ['::1', (port: number) => `http://[::1]:${port}/clip.mp4`],
  ])('refuses a link to %s by default (%#)', async (host, link) => {
    const guarded = await createLinkFetcher();
    const before = site.requests.length;
    const failure = guarded.inspect(link(site.port));
    await expect(failure).rejects.toMatchObject({ code: 'link-refused' });
    await expect(failure).rejects.toThrow(host);
    expect(site.requests.length).toBe(before);
  });

  it('refuses a redirect to ftp://, which never reaches the host, even with private addresses allowed', async () => {
    let connections = 0;
    const ftpServer = createNetServer((socket) => {
      connections++;
      socket.destroy();
    });
    await new Promise<void>((resolve) => ftpServer.listen(0, '127.0.0.1', resolve));
    const { port } = ftpServer.address() as AddressInfo;
    try {
      const target = `ftp://127.0.0.1:${port}/clip.mp4`;
      const failure = fetcher.inspect(`${site.url}/redirect?to=${encodeURIComponent(target)}`);
      await expect(failure).rejects.toMatchObject({ code: 'link-refused' });
      await expect(failure).rejects.toThrow('ftp://127.0.0.1');
      expect(connections).toBe(0);
    } finally {
      await new Promise((resolve) => ftpServer.close(resolve));
    }
  });

  it('cannot be bypassed by NO_PROXY in the server environment', async () => {
    const guarded = await createLinkFetcher();
    const saved = process.env['NO_PROXY'];
    process.env['NO_PROXY'] = '*';
    try {
      await expect(guarded.inspect(`${site.url}/clip.mp4`)).rejects.toMatchObject({
        code: 'link-refused',
      });
    } finally {
      if (saved === undefined) delete process.env['NO_PROXY'];
      else process.env['NO_PROXY'] = saved;
    }
  });
});
