import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, type Page, test } from '@playwright/test';
import { type LinkSite, startLinkSite } from '../../../tools/testing/link-site.mjs';
import { signedInUser } from './support/accounts.js';
import { admin, sharedDataDir } from './support/admin.js';
import { seriousAxeViolations } from './support/axe.js';
import { openHydrated } from './support/open-hydrated.js';

const run = promisify(execFile);

/** The clip's length: 2 s of a test picture with a tone. */
const CLIP_SECONDS = 2;
/** A look-up runs yt-dlp (a Python start, then the page or the media): seconds on a busy machine. */
const LOOKUP_MS = 30_000;
/** A conversion is a look-up, a fetch and ffmpeg, queued behind the other tests' jobs. */
const CONVERSION_MS = 90_000;

let work: string;
let site: LinkSite;

/** Makes a file with ffmpeg in the work folder; its bytes. */
async function ffmpeg(name: string, ...args: string[]): Promise<Buffer> {
  const path = join(work, name);
  await run('ffmpeg', ['-v', 'error', ...args, path]);
  return readFile(path);
}

test.beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'captio-e2e-downloads-'));
  const picture = ['-f', 'lavfi', '-i', `testsrc=duration=${CLIP_SECONDS}:size=320x240:rate=10`];
  const video = ['-c:v', 'libx264', '-pix_fmt', 'yuv420p'];
  site = await startLinkSite({
    // Transcription's speech is not fetched here.
    speech: Buffer.alloc(0),
    clip: await ffmpeg(
      'clip.mp4',
      ...picture,
      ...['-f', 'lavfi', '-i', `sine=frequency=500:duration=${CLIP_SECONDS}`],
      ...video,
      ...['-c:a', 'aac', '-shortest'],
    ),
    vtt: 'WEBVTT\n\n00:00:00.500 --> 00:00:01.500\nHello\n',
    poster: await ffmpeg('poster.jpg', ...picture, '-frames:v', '1'),
    silent: await ffmpeg('silent.mp4', ...picture, ...video),
  });
});
test.afterAll(async () => {
  await site?.close();
  await rm(work, { recursive: true, force: true });
});

/** Codec and length of a media file, as ffprobe reads them. */
async function probe(path: string): Promise<{ codecs: string[]; seconds: number }> {
  const { stdout } = await run('ffprobe', [
    ...['-v', 'error', '-show_entries', 'stream=codec_type,codec_name:format=duration'],
    ...['-of', 'json', path],
  ]);
  const info = JSON.parse(stdout) as {
    streams: { codec_type: string; codec_name: string }[];
    format: { duration: string };
  };
  return {
    codecs: info.streams.map((stream) => `${stream.codec_type}:${stream.codec_name}`),
    seconds: Number(info.format.duration),
  };
}

/** Pastes a link and looks it up. */
async function findVideo(page: Page, field: string, link: string, button = 'Find the video') {
  await page.getByLabel(field).fill(link);
  await page.getByRole('button', { name: button }).click();
}

test('a visitor converts a page’s video to MP3 on /youtube-to-mp3 and downloads a real MP3', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openHydrated(page, '/youtube-to-mp3');
  const tool = page.getByRole('form', { name: 'YouTube to MP3 downloader' });
  await findVideo(page, 'Link to the YouTube video', `${site.url}/talk.html`);

  const found = tool.getByRole('region', { name: 'Video found' });
  // yt-dlp names the page's one video after the page, numbered: "A talk (1)".
  const title = found.getByText(/^A talk/);
  await expect(title).toBeVisible({ timeout: LOOKUP_MS });
  const name = (await title.textContent()) ?? '';
  // Not a YouTube link: said so, and converted all the same.
  const host = new URL(site.url).host;
  await expect(found).toContainText(
    `This link is from ${host}, not YouTube. It is converted to MP3 all the same.`,
  );
  const thumbnail = found.getByRole('img', { name: `Thumbnail of “${name}”` });
  await expect(thumbnail).toBeVisible();
  expect(await thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(320);
  const convert = page.getByRole('button', { name: 'Convert to MP3' });
  await expect(convert).toBeFocused();

  await convert.click();
  const file = page.getByRole('link', { name: 'Download MP3' });
  await expect(file).toBeVisible({ timeout: CONVERSION_MS });
  await expect(file).toBeFocused();
  await expect(tool.getByRole('status')).toHaveText('Your MP3 file is ready');
  await expect(tool.getByText(/^Size: 0\.0\d MB$/)).toBeVisible();
  await expect(tool.getByText('Save it now: Captio keeps this file for one day.')).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);

  const [download] = await Promise.all([page.waitForEvent('download'), file.click()]);
  expect(download.suggestedFilename()).toBe(`${name}.mp3`);
  const saved = join(work, 'downloaded.mp3');
  await download.saveAs(saved);
  const media = await probe(saved);
  expect(media.codecs).toEqual(['audio:mp3']);
  expect(Math.abs(media.seconds - CLIP_SECONDS)).toBeLessThan(0.5);

  // Another one starts from an empty field.
  await page.getByRole('button', { name: 'Convert another video' }).click();
  await expect(page.getByLabel('Link to the YouTube video')).toBeFocused();
  await expect(page.getByLabel('Link to the YouTube video')).toHaveValue('');
  await expect(found).toHaveCount(0);
});

test('a German reader is told in German why a link cannot be had and why a video cannot become MP3', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openHydrated(page, '/de-DE/youtube-to-mp3');
  const tool = page.getByRole('form', { name: 'YouTube-Downloader für MP3' });
  const field = 'Link zum YouTube-Video';

  // A link with nothing behind it: the api's refusal, beside the field, which gets the focus.
  const inspected = page.waitForResponse(
    (response) => response.url().endsWith('/api/links/inspect/'),
    { timeout: LOOKUP_MS },
  );
  await findVideo(page, field, `${site.url}/removed.mp4`, 'Video suchen');
  const refusal = await inspected;
  expect(refusal.status()).toBe(422);
  const { message } = (await refusal.json()) as { message: string };
  await expect(tool.getByRole('alert')).toHaveText(message);
  await expect(page.getByLabel(field)).toBeFocused();
  await expect(page.getByLabel(field)).toHaveAttribute('aria-invalid', 'true');

  // A video without sound is found, but no MP3 can be made of it: the download fails.
  await findVideo(page, field, `${site.url}/silent.mp4`, 'Video suchen');
  await page.getByRole('button', { name: 'In MP3 umwandeln' }).click({ timeout: LOOKUP_MS });
  const alert = tool.getByRole('alert');
  await expect(alert).toContainText('Das Video konnte nicht umgewandelt werden', {
    timeout: CONVERSION_MS,
  });
  await expect(alert).toContainText(
    'Dieses Video hat keinen Ton, daher lässt sich keine MP3-Datei',
  );
  await expect(page.getByRole('link', { name: 'MP3 herunterladen' })).toHaveCount(0);
  const retry = page.getByRole('button', { name: 'Erneut versuchen' });
  await expect(retry).toBeFocused();
  // Trying again converts the same link again at once, without looking it up anew.
  const again = page.waitForRequest(
    (request) => request.method() === 'POST' && request.url().endsWith('/api/downloads/'),
  );
  await retry.click();
  await again;
  await expect(alert).toContainText('Dieses Video hat keinen Ton', { timeout: CONVERSION_MS });
  await expect(retry).toBeFocused();
  await expect(page.getByLabel(field)).toHaveValue(`${site.url}/silent.mp4`);
});

test('a user with cloud space converts a link given in the address and finds the MP4 in their drive', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const email = await signedInUser(context, 'downloads');
  await admin(sharedDataDir(), 'user', 'set-level', email, '1', '--days', '30');
  // A link in the address (a shared one, or the form sent before the page was interactive) is
  // looked up at once.
  const clip = `${site.url}/clip.mp4`;
  await page.goto(`/tiktok-to-mp4?url=${encodeURIComponent(clip)}`);
  await expect(page.getByLabel('Link to the TikTok video')).toHaveValue(clip);
  await expect(page.getByRole('region', { name: 'Video found' })).toContainText('clip', {
    timeout: LOOKUP_MS,
  });
  await page.getByRole('button', { name: 'Convert to MP4' }).click();
  await expect(page.getByRole('link', { name: 'Download MP4' })).toBeVisible({
    timeout: CONVERSION_MS,
  });
  await expect(
    page.getByText('It is also in your drive, where it stays until you delete it.'),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Open your drive' }).click();
  const drawer = page.getByTestId('cloud-file-drawer');
  await expect(drawer.getByRole('link', { name: 'clip.mp4' })).toBeVisible();
});
