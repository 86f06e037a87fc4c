import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { parse, stripTags } from '@captio/subtitle-core';
import { admin } from './account-support.js';
import { signedInUser } from './support/accounts.js';
import { COLOUR_RULES, seriousAxeViolations, showColourScheme } from './support/axe.js';
import { spokenClip, type SpokenClip } from './support/spoken-clip.js';
import { waitForResultPage } from './support/result-page.js';

const EDITED_TRANSLATION = 'Hola y bienvenidos al informe del tiempo.';

let spoken: SpokenClip;

test.beforeAll(async () => {
  spoken = await spokenClip('captio-e2e-editor-translation-', 'weather report.m4a');
});
test.afterAll(async () => {
  await spoken.remove();
});

/** Clicks a download link and reads the file it gives. */
async function download(page: Page, link: Locator) {
  const [file] = await Promise.all([page.waitForEvent('download'), link.click()]);
  const text = (await readFile(await file.path())).toString('utf8');
  return { name: file.suggestedFilename(), text };
}

/** The values of the cue text boxes named "<prefix> <number><suffix>", in cue order. */
async function cueTexts(page: Page, name: (number: number) => string, count: number) {
  const texts: string[] = [];
  for (let number = 1; number <= count; number++) {
    texts.push(await page.getByRole('textbox', { name: name(number), exact: true }).inputValue());
  }
  return texts;
}

/** A text's lines as a viewer reads them, blank edges taken off. */
const linesOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** An SRT file's cues as the lines a viewer reads, tags taken off. */
const srtLines = (text: string) =>
  parse(text, { format: 'srt' }).cues.map((cue) => linesOf(stripTags(cue.text)));

test('a user translates a transcript into Spanish, edits the translation, and downloads it bilingual and alone', async ({
  page,
}) => {
  test.setTimeout(360_000);
  // Signed in with credits: every visitor of the run comes from 127.0.0.1, whose three free uses
  // the visitor tests share (a transcription and its translation would take two).
  const email = await signedInUser(page.context(), 'editor-translation');
  await admin('user', 'grant', email, '20', '--reason', 'translation test');
  await page.goto('/transcribe-audio');
  await page.getByLabel('Choose an audio or video file').setInputFiles(spoken.clip);
  // The file is shown as chosen (by the page's code) before Transcribe is pressed, as a person
  // sees it: pressing it while the page is still loading is the early-submit test's case.
  await expect(page.getByRole('region', { name: 'Selected file' })).toContainText(
    'weather report.m4a',
  );
  await page.getByRole('button', { name: 'Transcribe', exact: true }).click();
  await waitForResultPage(page);
  await expect(page.getByRole('heading', { name: 'Transcript', exact: true })).toBeVisible({
    timeout: 180_000,
  });

  // Only the languages the server translates English into are offered, each with its engine.
  const translation = page.getByRole('region', { name: 'Translation' });
  const target = translation.getByRole('combobox', { name: 'Translate into' });
  await expect(target.getByRole('option', { name: 'Spanish (Apertium)' })).toHaveCount(1);
  await expect(target.getByRole('option', { name: /^English/ })).toHaveCount(0);
  await target.selectOption({ label: 'Spanish (Apertium)' });
  await translation.getByRole('button', { name: 'Translate', exact: true }).click();
  await expect(
    translation.getByRole('status').filter({ hasText: 'The translation into Spanish is ready.' }),
  ).toBeVisible({
    timeout: 120_000,
  });
  await expect(translation.getByText('Translated into Spanish by Apertium.')).toBeVisible();

  // Both columns, one translated cue beside each cue.
  const count = await page.getByRole('textbox', { name: /^Text of cue \d+$/ }).count();
  expect(count).toBeGreaterThan(0);
  const original = await cueTexts(page, (n) => `Text of cue ${n}`, count);
  const translationOf = (n: number) => `Translation of cue ${n} (Spanish)`;
  const spanish = await cueTexts(page, translationOf, count);
  expect(spanish.every((text) => text.trim().length > 0)).toBe(true);
  expect(spanish).not.toEqual(original);
  await showColourScheme(page, 'light');
  expect(await seriousAxeViolations(page)).toEqual([]);
  await showColourScheme(page, 'dark');
  expect(await seriousAxeViolations(page, { rules: COLOUR_RULES })).toEqual([]);

  // The editor's undo works in a translation box too: a split of the original is undone from
  // there (the browser's own undo of that box knows nothing of it).
  await page.getByRole('button', { name: 'Split cue 1 at the cursor' }).click();
  const added = page.getByRole('textbox', { name: `Text of cue ${count + 1}`, exact: true });
  await expect(added).toHaveCount(1);
  await page.getByRole('textbox', { name: translationOf(1), exact: true }).focus();
  await page.keyboard.press('Control+z');
  await expect(added).toHaveCount(0);

  // An edit of the translation is saved, and is there after a reload.
  await page.getByRole('textbox', { name: translationOf(1), exact: true }).fill(EDITED_TRANSLATION);
  await expect(page.getByText('All edits saved')).toBeVisible({ timeout: 20_000 });
  await page.reload();
  await expect(page.getByRole('textbox', { name: translationOf(1), exact: true })).toHaveValue(
    EDITED_TRANSLATION,
    { timeout: 60_000 },
  );
  const edited = [EDITED_TRANSLATION, ...spanish.slice(1)];
  expect(await cueTexts(page, translationOf, count)).toEqual(edited);

  // Translating again offers the held language first and, the translation being edited, asks
  // before the edits go; cancelled, they stay.
  await expect(translation.getByRole('combobox', { name: 'Translate into' })).toHaveValue('es');
  await translation.getByRole('button', { name: 'Translate again' }).click();
  const ask = page.getByRole('alertdialog', { name: 'Replace the edited translation?' });
  await expect(ask).toContainText('A new translation (Spanish) replaces the current one');
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(ask).toHaveCount(0);
  expect(await cueTexts(page, translationOf, count)).toEqual(edited);

  // Bilingual SRT, two lines per cue: the English line, then the Spanish one.
  const downloads = page.getByRole('region', { name: 'Download' });
  await downloads.getByRole('radio', { name: 'Both languages' }).check();
  await expect(
    downloads.getByRole('radio', { name: 'Two lines per cue (every format)' }),
  ).toBeChecked();
  const srt = downloads.getByRole('link', { name: 'Download the subtitles as SRT' });
  const bilingual = await download(page, srt);
  expect(bilingual.name).toMatch(/\.srt$/);
  expect(srtLines(bilingual.text)).toEqual(
    original.map((text, i) => [...linesOf(text), ...linesOf(edited[i] ?? '')]),
  );

  // The translation alone.
  await downloads.getByRole('radio', { name: 'Translation (Spanish)' }).check();
  const alone = await download(page, srt);
  expect(srtLines(alone.text)).toEqual(edited.map(linesOf));
});
