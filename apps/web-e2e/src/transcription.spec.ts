import { execFile } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, type Page, test } from '@playwright/test';
import { parse, stripTags } from '@captio/subtitle-core';
import { COLOUR_RULES, seriousAxeViolations, showColourScheme } from './support/axe.js';
import { openWithScriptsHeld } from './support/held-scripts.js';
import { SPOKEN, spokenClip, type SpokenClip } from './support/spoken-clip.js';
import { waitForResultPage } from './support/result-page.js';

const run = promisify(execFile);

const wordsOf = (text: string) => text.toLowerCase().match(/[a-z']+/g) ?? [];

let work: string;
let clip: string;
let spoken: SpokenClip;

test.beforeAll(async () => {
  spoken = await spokenClip('captio-e2e-transcription-', 'weather report.m4a');
  ({ work, clip } = spoken);
});
test.afterAll(async () => {
  await spoken.remove();
});

async function download(page: Page, name: string) {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name }).click(),
  ]);
  const bytes = await readFile(await file.path());
  return { name: file.suggestedFilename(), bytes, text: bytes.toString('utf8') };
}

/** A downloaded file written where a program can read it. */
async function saved(name: string, bytes: Buffer): Promise<string> {
  const path = join(work, name);
  await writeFile(path, bytes);
  return path;
}

test('a file picked before the page has run its code is taken once it has', async ({ page }) => {
  // The page's scripts are held back until the file is picked: its change event comes before
  // anything listens.
  const release = await openWithScriptsHeld(page, '/transcribe-audio');
  await page.getByLabel('Choose an audio or video file').setInputFiles(clip);
  release();
  await expect(page.getByRole('region', { name: 'Selected file' })).toContainText(
    'weather report.m4a',
  );
  await expect(page.getByRole('button', { name: 'Transcribe', exact: true })).toBeEnabled();
});

test('Transcribe pressed before the page has run its code sends the file once it has', async ({
  page,
}) => {
  const release = await openWithScriptsHeld(page, '/transcribe-audio');
  await page.getByLabel('Choose an audio or video file').setInputFiles(clip);
  // The browser would send the form itself: the page reloaded, the file lost.
  await page.getByRole('button', { name: 'Transcribe', exact: true }).click({ noWaitAfter: true });
  // Stopped at the upload: the file is what is checked, and no free use is spent.
  let uploaded = '';
  await page.route('**/api/files/upload/**', async (route) => {
    uploaded = route.request().postDataBuffer()?.includes('weather report.m4a') ? 'file' : 'none';
    await route.abort();
  });
  release();
  await expect.poll(() => uploaded).toBe('file');
  expect(new URL(page.url()).search).toBe('');
});

test('a visitor transcribes a spoken clip, edits it, names the speaker, and downloads SRT, VTT, Word and PDF', async ({
  page,
}) => {
  test.setTimeout(240_000);
  // The page asks for a transcript only once there is one: no request answered 409 on the way.
  const conflicts: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 409) conflicts.push(response.url());
  });
  await page.goto('/transcribe-audio');
  await page.getByLabel('Choose an audio or video file').setInputFiles(clip);
  await expect(page.getByRole('region', { name: 'Selected file' })).toContainText(
    'weather report.m4a',
  );
  await page.getByRole('button', { name: 'Transcribe', exact: true }).click();

  // The task runs while the page shows its stage and percent.
  await waitForResultPage(page);
  await expect(page.getByRole('progressbar', { name: 'Transcription progress' })).toBeVisible();
  // The engine is named from the task's first answer, while it runs.
  await expect(page.getByText('Transcribing with PocketSphinx.')).toBeVisible();
  // The progress, in both colour schemes, has nothing axe finds serious.
  await showColourScheme(page, 'light');
  expect(await seriousAxeViolations(page)).toEqual([]);
  await showColourScheme(page, 'dark');
  expect(await seriousAxeViolations(page, { rules: COLOUR_RULES })).toEqual([]);
  await expect(page.getByRole('heading', { name: 'Transcript', exact: true })).toBeVisible({
    timeout: 180_000,
  });
  await expect(page.getByText('Transcribed by PocketSphinx.')).toBeVisible();
  // A screen reader hears that the transcript is there, from the region that followed its progress.
  await expect(
    page.getByRole('status').filter({ hasText: 'Your transcript is ready.' }),
  ).toHaveCount(1);
  // The focus, on the progress view's heading since the navigation, moves to the transcript's
  // heading instead of falling to the body with the view it was in.
  await expect(page.getByRole('heading', { name: 'weather report.m4a', level: 1 })).toBeFocused();
  // It opens at its top, whatever scroll the upload page was left at.
  await expect(
    page.getByRole('heading', { name: 'weather report.m4a', level: 1 }),
  ).toBeInViewport();
  expect(conflicts).toEqual([]);
  // Sound only: a compact audio player with its waveform, and no video box.
  const player = page.getByRole('region', { name: 'Audio player' });
  await expect(player.getByRole('group', { name: 'Player' })).toBeVisible();
  await expect(player.getByRole('group', { name: 'Waveform' })).toBeVisible({ timeout: 60_000 });
  await expect(page.locator('video')).toHaveCount(0);
  // A cue's play button plays it, from its start.
  await page.getByRole('button', { name: /^Play cue 1 from / }).click();
  await expect
    .poll(() => page.locator('audio').evaluate((audio: HTMLAudioElement) => !audio.paused))
    .toBe(true);
  await page.locator('audio').evaluate((audio: HTMLAudioElement) => audio.pause());
  // The editor, in both colour schemes, has nothing axe finds serious.
  await showColourScheme(page, 'light');
  expect(await seriousAxeViolations(page)).toEqual([]);
  await showColourScheme(page, 'dark');
  expect(await seriousAxeViolations(page, { rules: COLOUR_RULES })).toEqual([]);

  const firstText = page.getByRole('textbox', { name: 'Text of cue 1' });
  const heard = wordsOf(await firstText.inputValue());
  const cueCount = await page.getByRole('textbox', { name: /^Text of cue \d+$/ }).count();
  const allHeard = new Set<string>();
  for (let number = 1; number <= cueCount; number++) {
    const text = await page.getByRole('textbox', { name: `Text of cue ${number}` }).inputValue();
    for (const word of wordsOf(text)) allHeard.add(word);
  }
  expect(heard.length).toBeGreaterThan(0);
  expect(wordsOf(SPOKEN).filter((word) => allHeard.has(word)).length).toBeGreaterThanOrEqual(3);

  // An edit to a cue, and a name for the speaker, saved on their own.
  await firstText.fill('Hello and welcome to the weather report.');
  await page.getByRole('textbox', { name: 'Name of Unknown Speaker' }).fill('Ada');
  await page.getByRole('button', { name: 'Rename', exact: true }).click();
  await expect(page.getByText('All edits saved')).toBeVisible({ timeout: 20_000 });

  // After a reload the edits are there, from the server.
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Text of cue 1' })).toHaveValue(
    'Hello and welcome to the weather report.',
  );
  await expect(
    page.getByRole('button', { name: 'Speaker of cue 1: Ada. Choose or rename' }),
  ).toBeVisible();

  // Downloads: subtitles parse back to the edited text; Word and PDF hold it as text.
  await page.getByRole('checkbox', { name: 'Speaker names' }).check();
  const srt = await download(page, 'Download the subtitles as SRT');
  expect(srt.name).toBe('weather report.srt');
  const srtCues = parse(srt.text, { format: 'srt' }).cues;
  expect(srtCues).toHaveLength(cueCount);
  expect(stripTags(srtCues[0]?.text ?? '')).toBe('Ada: Hello and welcome to the weather report.');

  const vtt = await download(page, 'Download the subtitles as VTT');
  expect(vtt.text.startsWith('WEBVTT')).toBe(true);
  const vttCues = parse(vtt.text, { format: 'vtt' }).cues;
  expect(vttCues[0]?.speaker).toBe('Ada');
  expect(stripTags(vttCues[0]?.text ?? '')).toBe('Hello and welcome to the weather report.');
  expect(vttCues.map((cue) => cue.start)).toEqual(srtCues.map((cue) => cue.start));

  const word = await download(page, 'Download the document as WORD');
  expect(word.name).toBe('weather report.docx');
  const { stdout: documentXml } = await run('unzip', [
    '-p',
    await saved(word.name, word.bytes),
    'word/document.xml',
  ]);
  expect(documentXml).toContain('Hello and welcome to the weather report.');
  expect(documentXml).toContain('Ada');

  const pdf = await download(page, 'Download the document as PDF');
  expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const { stdout: pdfText } = await run('pdftotext', [await saved(pdf.name, pdf.bytes), '-']);
  expect(pdfText.replace(/\s+/g, ' ')).toContain('Hello and welcome to the weather report.');
  expect(pdfText).toContain('Ada');

  // Another tab renames the speaker while this one, on the revision it loaded, edits a cue: the
  // two are merged, this tab says so and shows the name, and the other finds the cue edited.
  const other = await page.context().newPage();
  await other.goto(page.url());
  await other.getByRole('textbox', { name: 'Name of Ada' }).fill('Grace');
  await other.getByRole('button', { name: 'Rename', exact: true }).click();
  await expect(other.getByText('All edits saved')).toBeVisible({ timeout: 20_000 });
  await firstText.fill('Good evening and welcome to the weather report.');
  await expect(
    page.getByText('Saved, with the edits made meanwhile in another tab or on another device.'),
  ).toBeVisible({ timeout: 20_000 });
  await expect(
    page.getByRole('button', { name: 'Speaker of cue 1: Grace. Choose or rename' }),
  ).toBeVisible();
  await other.reload();
  await expect(other.getByRole('textbox', { name: 'Text of cue 1' })).toHaveValue(
    'Good evening and welcome to the weather report.',
  );
  await expect(
    other.getByRole('button', { name: 'Speaker of cue 1: Grace. Choose or rename' }),
  ).toBeVisible();
});
