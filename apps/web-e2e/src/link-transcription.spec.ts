import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, type Page, test } from '@playwright/test';
import { type LinkSite, startLinkSite } from '../../../tools/testing/link-site.mjs';
import { signedInUser } from './support/accounts.js';
import { seriousAxeViolations } from './support/axe.js';
import { openWithScriptsHeld } from './support/held-scripts.js';
import { SPOKEN, spokenClip, type SpokenClip } from './support/spoken-clip.js';
import { openHydrated } from './support/open-hydrated.js';

const run = promisify(execFile);

const wordsOf = (text: string) => text.toLowerCase().match(/[a-z']+/g) ?? [];
/** The api's reason for a link the site no longer serves (link_unavailable), in English. */
const UNAVAILABLE =
  'The site does not let us fetch this media: it is private, removed, restricted to some countries or needs a sign-in.';

let spoken: SpokenClip;
let site: LinkSite;

test.beforeAll(async () => {
  spoken = await spokenClip('captio-e2e-link-', 'speech.m4a');
  const mp4 = join(spoken.work, 'clip.mp4');
  await run('ffmpeg', [
    ...['-v', 'error', '-f', 'lavfi', '-i', 'testsrc=size=160x120:rate=10', '-i', spoken.clip],
    ...['-shortest', '-c:v', 'mpeg4', '-c:a', 'aac', mp4],
  ]);
  site = await startLinkSite({
    speech: await readFile(spoken.clip),
    clip: await readFile(mp4),
    vtt: 'WEBVTT\n\n00:00:00.500 --> 00:00:01.500\nHello from the track\n',
  });
});
test.afterAll(async () => {
  await site.close();
  await spoken.remove();
});

/** Chooses a link on /transcribe-audio and has it checked: the form's live region follows. */
async function pasteLink(page: Page, url: string) {
  await openHydrated(page, '/transcribe-audio');
  await page.getByRole('radio', { name: 'A link' }).check();
  await page.getByRole('textbox', { name: 'Link to a video or audio' }).fill(url);
  await page.getByRole('button', { name: 'Check the link' }).click();
}

test('a visitor pastes a link to a recording and gets its transcript', async ({ page }) => {
  test.setTimeout(240_000);
  await pasteLink(page, `${site.url}/speech.m4a`);
  const form = page.getByRole('form', { name: 'Transcribe audio to text' });
  await expect(form.getByRole('status')).toHaveText('Link found: speech.', { timeout: 30_000 });
  const linked = page.getByRole('region', { name: 'Linked media' });
  await expect(linked).toContainText('speech');
  await expect(linked).toContainText('Direct link');
  expect(await seriousAxeViolations(page)).toEqual([]);

  const formAddress = page.url();
  await page.getByRole('button', { name: 'Transcribe', exact: true }).click();
  // No file to upload: the result page follows the task, fetching first, at the link's address
  // (which may have become the file's already when the fetch was quick).
  await page.waitForURL(/\/result\/(link|[0-9a-f]{64})\?task_id=[0-9a-f-]{36}$/);
  const taskId = new URL(page.url()).searchParams.get('task_id');
  await expect(page.getByRole('progressbar', { name: 'Transcription progress' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Transcript', exact: true })).toBeVisible({
    timeout: 180_000,
  });
  // Once fetched, the address names the file, in place of the link's (reload and share give
  // the real result), and the task followed is still the one started.
  expect(page.url()).toMatch(new RegExp(`/result/[0-9a-f]{64}\\?task_id=${taskId}$`));

  const cues = page.getByRole('textbox', { name: /^Text of cue \d+$/ });
  const heard = new Set<string>();
  for (const text of await cues.evaluateAll((fields) =>
    fields.map((field) => (field as HTMLTextAreaElement).value),
  )) {
    for (const word of wordsOf(text)) heard.add(word);
  }
  expect(wordsOf(SPOKEN).filter((word) => heard.has(word)).length).toBeGreaterThanOrEqual(3);

  // The file's address opens the transcript again; Back leads to the form, not to the link's.
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Text of cue 1' })).toBeVisible({
    timeout: 30_000,
  });
  await page.goBack();
  await page.waitForURL(formAddress);
});

test('a link chosen before the page has run its code stays chosen once it has', async ({
  page,
}) => {
  // The page's scripts are held back until the choice is made: React must not undo it.
  const release = await openWithScriptsHeld(page, '/transcribe-audio');
  await page.getByRole('radio', { name: 'A link' }).check();
  release();
  const field = page.getByRole('textbox', { name: 'Link to a video or audio' });
  await expect(field).toBeVisible();
  await expect(page.getByRole('radio', { name: 'A link' })).toBeChecked();
  await expect(page.getByLabel('Choose an audio or video file')).toHaveCount(0);
  // The page's own code has the choice: the link it is given is looked up.
  await field.fill(`${site.url}/speech.m4a`);
  await page.getByRole('button', { name: 'Check the link' }).click();
  const form = page.getByRole('form', { name: 'Transcribe audio to text' });
  await expect(form.getByRole('status')).toHaveText('Link found: speech.', { timeout: 30_000 });
});

test('a link handed over in the address is looked up, and refused with the reason when the site does not serve it', async ({
  page,
}) => {
  // As the subtitle downloader sends a video without tracks here: ?url=.
  await page.goto(`/transcribe-audio?url=${encodeURIComponent(`${site.url}/missing.m4a`)}`);
  await expect(page.getByRole('radio', { name: 'A link' })).toBeChecked();
  await expect(page.getByRole('textbox', { name: 'Link to a video or audio' })).toHaveValue(
    `${site.url}/missing.m4a`,
  );
  const form = page.getByRole('form', { name: 'Transcribe audio to text' });
  await expect(form.getByRole('status')).toHaveText(`The link could not be used. ${UNAVAILABLE}`, {
    timeout: 30_000,
  });
  await expect(page.getByRole('region', { name: 'Linked media' })).toHaveCount(0);
  // The field holds what is wrong, as a screen reader finds it there, and has the focus.
  const field = page.getByRole('textbox', { name: 'Link to a video or audio' });
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(new RegExp(UNAVAILABLE.slice(0, 40)));
  await expect(field).toBeFocused();
});

test('a link gone by the time it is fetched ends with the reason on the result page', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // Signed in: every visitor of the run comes from 127.0.0.1, whose three free uses the visitor
  // tests share.
  await signedInUser(page.context(), 'link-gone');
  await openHydrated(page, '/transcribe-audio');
  await page.getByRole('radio', { name: 'A link' }).check();
  await page
    .getByRole('textbox', { name: 'Link to a video or audio' })
    .fill(`${site.url}/speech.m4a`);
  // The recording disappears once the task exists: the api found it, its worker does not.
  await page.route('**/api/tasks/create/', async (route) => {
    const response = await route.fetch();
    site.gone.add('/speech.m4a');
    await route.fulfill({ response });
  });
  try {
    // Not checked first: the start looks the link up, then creates the task.
    await page.getByRole('button', { name: 'Transcribe', exact: true }).click();
    await page.waitForURL(/\/result\/link\?task_id=/, { timeout: 30_000 });
    await expect(
      page.getByRole('heading', { name: 'The link could not be downloaded' }),
    ).toBeVisible({ timeout: 90_000 });
    await expect(page.getByRole('alert')).toHaveText(UNAVAILABLE);
    expect(await seriousAxeViolations(page)).toEqual([]);
  } finally {
    site.gone.delete('/speech.m4a');
  }
});
