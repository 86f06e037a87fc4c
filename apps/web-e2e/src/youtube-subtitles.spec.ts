import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { parse } from '@captio/subtitle-core';
import { type LinkSite, startLinkSite } from '../../../tools/testing/link-site.mjs';
import { COLOUR_RULES, seriousAxeViolations, showColourScheme } from './support/axe.js';
import { openWithScriptsHeld } from './support/held-scripts.js';
import { openHydrated } from './support/open-hydrated.js';

const run = promisify(execFile);

const ENGLISH_VTT = 'WEBVTT\n\n00:00:00.500 --> 00:00:01.750\nHello from the track\n';
const GERMAN_SRT = '1\n00:00:00,250 --> 00:00:01,500\nHallo aus der Spur\n';
const TOOL = '/tools/youtube-subtitle-downloader';

let work: string;
let site: LinkSite;

test.beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'captio-e2e-subtitle-tracks-'));
  const clip = join(work, 'clip.mp4');
  // Two seconds of a test picture with a tone: the media a track opened in the editor plays.
  await run('ffmpeg', [
    '-v',
    'error',
    '-f',
    'lavfi',
    '-i',
    'testsrc=duration=2:size=320x240:rate=10',
    '-f',
    'lavfi',
    '-i',
    'sine=frequency=500:duration=2',
    '-c:v',
    'libx264',
    '-pix_fmt',
    'yuv420p',
    '-c:a',
    'aac',
    '-shortest',
    clip,
  ]);
  const bytes = await readFile(clip);
  // No test here transcribes speech: the clip stands in for the spoken file too.
  site = await startLinkSite({
    speech: bytes,
    clip: bytes,
    vtt: ENGLISH_VTT,
    germanSrt: GERMAN_SRT,
  });
});
test.afterAll(async () => {
  await site?.close();
  await rm(work, { recursive: true, force: true });
});

test('a visitor lists a video’s subtitle tracks, downloads the English one as SRT and opens it in the editor', async ({
  page,
}) => {
  // Every step asks yt-dlp about the page again (about 8 runs), slow on a busy machine.
  test.setTimeout(240_000);
  const link = `${site.url}/two-tracks.html`;
  await openHydrated(page, TOOL);
  const field = page.getByRole('textbox', { name: 'Link to the video' });

  // A text that is no link is refused on the spot, beside the field, which keeps the focus.
  await field.fill('not a link');
  await page.getByRole('button', { name: 'Find subtitles' }).click();
  await expect(page.getByRole('alert')).toContainText('This is not a web address.');
  await expect(field).toBeFocused();
  await expect(field).toHaveAttribute('aria-invalid', 'true');

  await field.fill(link);
  await field.press('Enter');
  // The result has an address of its own with the link in it: it can be shared and reloaded.
  await page.waitForURL(
    (url) => url.pathname === `${TOOL}/Result` && url.searchParams.get('url') === link,
  );
  await expect(
    page.getByRole('heading', { name: 'A talk in two languages', level: 2 }),
  ).toBeVisible({
    timeout: 30_000,
  });
  await page.reload();
  // Served afresh, the result page is kept out of search.
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  const tracks = page.getByRole('table', { name: 'Subtitle tracks' });
  await expect(tracks).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('textbox', { name: 'Link to the video' })).toHaveValue(link);
  await expect(tracks.getByRole('rowheader')).toHaveText(['English', 'German']);
  await expect(tracks.getByRole('row', { name: /English/ })).toContainText('Written');
  await expect(page.getByText('The video offers 2 subtitle tracks.')).toBeVisible();
  // The title as yt-dlp reads it from the page ("A talk in two languages (1)": the page's first
  // video); the files are named after it.
  const title = await page.getByRole('article').getByRole('heading', { level: 2 }).innerText();
  expect(title).toMatch(/^A talk in two languages/);
  // ASS is offered as what it is: a VIP format.
  await expect(
    tracks
      .getByRole('combobox', { name: 'Format of the English subtitles' })
      .locator('option[value="ass"]'),
  ).toHaveText('ASS (VIP only)');
  // Chosen anyway, its download asks for a plan instead of doing nothing.
  const englishFormat = tracks.getByRole('combobox', { name: 'Format of the English subtitles' });
  await englishFormat.selectOption('ass');
  await page.getByRole('button', { name: 'Download the English subtitles as ASS' }).click();
  const planPrompt = page.getByRole('dialog');
  await expect(planPrompt).toBeVisible();
  await planPrompt.getByRole('button', { name: /close/i }).first().click();
  await expect(planPrompt).toHaveCount(0);
  await englishFormat.selectOption('srt');
  expect(await seriousAxeViolations(page)).toEqual([]);
  await showColourScheme(page, 'dark');
  expect(await seriousAxeViolations(page, { rules: COLOUR_RULES })).toEqual([]);
  await showColourScheme(page, 'light');

  // The English track as SRT: a real file named after the video, holding the track's cue.
  const [srt] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download the English subtitles as SRT' }).click(),
  ]);
  expect(srt.suggestedFilename()).toBe(`${title}.en.srt`);
  const { cues } = parse(await readFile(await srt.path(), 'utf8'), { format: 'srt' });
  expect(cues.map(({ start, end, text }) => ({ start, end, text }))).toEqual([
    { start: 500, end: 1750, text: 'Hello from the track' },
  ]);
  await expect(page.getByText(`Saved as “${title}.en.srt”.`)).toBeVisible();

  // The German one, written as SubRip on the site, comes as WebVTT when asked.
  await tracks
    .getByRole('combobox', { name: 'Format of the German subtitles' })
    .selectOption('vtt');
  const [vtt] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download the German subtitles as VTT' }).click(),
  ]);
  expect(vtt.suggestedFilename()).toBe(`${title}.de.vtt`);
  const german = parse(await readFile(await vtt.path(), 'utf8'), { format: 'vtt' }).cues;
  expect(german.map(({ start, end, text }) => ({ start, end, text }))).toEqual([
    { start: 250, end: 1500, text: 'Hallo aus der Spur' },
  ]);

  // Opened in the editor: a task made from the track, whose result page shows its cue.
  await page.getByRole('button', { name: 'Open in the editor: English subtitles' }).click();
  await page.waitForURL(/\/result\/[0-9a-f]{64}\?task_id=/, { timeout: 60_000 });
  await expect(page.getByRole('textbox', { name: 'Text of cue 1' })).toHaveValue(
    'Hello from the track',
    { timeout: 60_000 },
  );
  await expect(page.getByRole('heading', { level: 1 })).toContainText('A talk in two languages');
});

test('a link without subtitle tracks lands on /Empty, which offers to transcribe it, even sent before the page’s code ran', async ({
  page,
}) => {
  const link = `${site.url}/clip.mp4`;
  // As on a slow connection: pasted and sent while the page's scripts are still on their way.
  const release = await openWithScriptsHeld(page, `${TOOL}/Banner`);
  await page.getByRole('textbox', { name: 'Link to the video' }).fill(link);
  await page.getByRole('button', { name: 'Find subtitles' }).click();
  release();
  await page.waitForURL(
    (url) => url.pathname === `${TOOL}/Empty` && url.searchParams.get('url') === link,
    {
      timeout: 30_000,
    },
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'No subtitles on this video? Create them',
  );
  const transcribe = page.getByRole('link', { name: 'Transcribe the video instead' });
  await expect(transcribe).toHaveAttribute(
    'href',
    `/transcribe-video?url=${encodeURIComponent(link)}`,
  );
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test('a /Result address whose link is no web address says so', async ({ page }) => {
  await page.goto(`${TOOL}/Result?url=${encodeURIComponent('javascript:alert(1)')}`);
  await expect(
    page.getByRole('alert').filter({ hasText: 'This is not a web address.' }),
  ).toHaveText('This is not a web address. Paste a link that starts with https://.');
});

test('a link the site does not answer says why, on the page it was pasted in', async ({ page }) => {
  await openHydrated(page, TOOL);
  const field = page.getByRole('textbox', { name: 'Link to the video' });
  await field.fill(`${site.url}/missing.html`);
  await field.press('Enter');
  await expect(page.getByRole('alert')).not.toBeEmpty({ timeout: 30_000 });
  await expect(field).toBeFocused();
  expect(new URL(page.url()).pathname).toBe(TOOL);
});
