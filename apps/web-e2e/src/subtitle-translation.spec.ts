import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { parse, stripTags } from '@captio/subtitle-core';
import { admin, collectErrors } from './account-support.js';
import { signedInUser } from './support/accounts.js';
import { COLOUR_RULES, seriousAxeViolations, showColourScheme } from './support/axe.js';
import { download } from './subtitle-tools-support.js';
import { waitForResultPage } from './support/result-page.js';

const run = promisify(execFile);

/**
 * Short English lines that Apertium's English → Spanish pair translates word for word; the file
 * writes a word of the first in italics.
 */
const ENGLISH = [
  { start: 1000, end: 3500, text: 'The house is big.', written: 'The <i>house</i> is big.' },
  { start: 4000, end: 6250, text: 'I have a red car.' },
  { start: 7000, end: 9800, text: 'The cat is black.' },
];
const SPANISH_WORDS = ['casa', 'grande', 'coche', 'rojo', 'gato', 'negro'];

const srtTime = (ms: number) => {
  const pad = (value: number, size = 2) => String(value).padStart(size, '0');
  return `00:00:${pad(Math.floor(ms / 1000))},${pad(ms % 1000, 3)}`;
};

let work: string;
let subtitles: string;
let clip: string;

test.beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'captio-e2e-translation-'));
  subtitles = join(work, 'small talk.srt');
  const text = ENGLISH.map(
    (cue, index) =>
      `${index + 1}\n${srtTime(cue.start)} --> ${srtTime(cue.end)}\n${cue.written ?? cue.text}\n`,
  ).join('\n');
  await writeFile(subtitles, text);
  const wav = join(work, 'speech.wav');
  clip = join(work, 'the house.m4a');
  await run('espeak-ng', ['-v', 'en-us', '-s', '140', '-w', wav, ENGLISH[0]?.text ?? '']);
  await run('ffmpeg', ['-v', 'error', '-i', wav, '-c:a', 'aac', '-b:a', '64k', clip]);
});
test.afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

/**
 * A signed-in user with credits to pay for translations: a visitor's three free uses are counted
 * by address, and every browser test comes from 127.0.0.1.
 */
async function userWithCredits(context: BrowserContext, tag: string): Promise<void> {
  const email = await signedInUser(context, tag);
  await admin('user', 'grant', email, '20', '--reason', 'translation test');
}

/**
 * Opens a translator page once it works: the form asks the server for its translation pairs
 * after hydration, so a file chosen after that answer reaches the form.
 */
async function openTranslator(page: Page, path: string): Promise<void> {
  const pairs = page.waitForResponse((answer) =>
    answer.url().endsWith('/api/translation/engines/'),
  );
  await page.goto(path);
  await pairs;
}

test('an English SRT is translated into Spanish with Apertium, then downloaded alone and bilingual', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await userWithCredits(context, 'subtitle-translation');
  const errors = collectErrors(page);
  await openTranslator(page, '/subtitle-translator');
  const form = page.getByRole('form', { name: 'Subtitle translator' });
  await form.getByLabel('Choose a subtitle file').setInputFiles(subtitles);
  await expect(form.getByText('small talk.srt')).toBeVisible();

  // The pickers offer what the server translates: English is a source, and once the pairs are
  // known Japanese, which Apertium does not translate, is no target.
  const source = form.getByLabel('Language of the subtitles');
  const target = form.getByLabel('Translate into');
  await expect(source).toHaveValue('en');
  await expect(target.locator('option[value="es"]')).toHaveCount(1);
  await expect(target.locator('option[value="ja"]')).toHaveCount(0);
  await target.selectOption('es');

  await form.getByRole('button', { name: 'Translate', exact: true }).click();
  const ready = form.getByRole('heading', { name: 'Your translation is ready' });
  await expect(ready).toBeVisible({ timeout: 60_000 });
  await expect(ready).toBeFocused();
  // Said in the form's live region (the other one names the chosen file).
  await expect(
    form.getByRole('status').filter({ hasText: '3 cues translated into Spanish by Apertium.' }),
  ).toBeVisible();
  // The form with its downloads, in both colour schemes, has nothing axe finds serious.
  await showColourScheme(page, 'light');
  expect(await seriousAxeViolations(page)).toEqual([]);
  await showColourScheme(page, 'dark');
  expect(await seriousAxeViolations(page, { rules: COLOUR_RULES })).toEqual([]);

  // The translation alone: as many cues, the same times, Spanish text.
  const translation = await download(
    page,
    form.getByRole('link', { name: 'Download the translation as SRT' }),
  );
  expect(translation.name).toMatch(/\.srt$/);
  const translated = parse(translation.text, { format: 'srt' }).cues;
  expect(translated.map((cue) => [cue.start, cue.end])).toEqual(
    ENGLISH.map((cue) => [cue.start, cue.end]),
  );
  const spanishText = translated.map((cue) => stripTags(cue.text).toLowerCase()).join(' ');
  expect(SPANISH_WORDS.filter((word) => spanishText.includes(word)).length).toBeGreaterThanOrEqual(
    4,
  );
  expect(spanishText).not.toContain('house');
  // The word in italics is in italics still.
  expect(translated[0]?.text).toBe('La <i>casa</i> es grande.');

  // Bilingual: the same cues and times, each with its English line and then its Spanish one.
  const bilingual = await download(
    page,
    form.getByRole('link', { name: 'Download bilingual subtitles as SRT' }),
  );
  const both = parse(bilingual.text, { format: 'srt' }).cues;
  expect(both.map((cue) => [cue.start, cue.end])).toEqual(
    ENGLISH.map((cue) => [cue.start, cue.end]),
  );
  both.forEach((cue, index) => {
    expect(stripTags(cue.text).split('\n')).toEqual([
      ENGLISH[index]?.text,
      stripTags(translated[index]?.text ?? ''),
    ]);
  });
  expect(both[0]?.text).toBe('The <i>house</i> is big.\nLa <i>casa</i> es grande.');

  // A Word document: the English paragraph (one speaker turn, every cue), then its Spanish one.
  await form.getByLabel('File format').selectOption('docx');
  const word = await download(
    page,
    form.getByRole('link', { name: 'Download bilingual subtitles as WORD' }),
  );
  expect(word.name).toMatch(/\.docx$/);
  const wordPath = join(work, word.name);
  await writeFile(wordPath, word.bytes);
  const { stdout: documentXml } = await run('unzip', ['-p', wordPath, 'word/document.xml']);
  const paragraphs = [...documentXml.matchAll(/<w:t[^>]*>([^<]*)<\/w:t>/g)].map((m) => m[1]);
  const english = paragraphs.indexOf(ENGLISH.map((cue) => cue.text).join(' '));
  expect(english).toBeGreaterThanOrEqual(0);
  expect(paragraphs[english + 1]).toBe(translated.map((cue) => stripTags(cue.text)).join(' '));
  expect(errors).toEqual([]);
});

test('a recording on /translate-english-media-to-spanish becomes a task translated into Spanish', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await userWithCredits(context, 'media-translation');
  await openTranslator(page, '/translate-english-media-to-spanish');
  const form = page.getByRole('form', { name: /English.*Spanish/ });
  await expect(form.getByLabel('Translate into')).toHaveValue('es');
  await form.getByLabel('Choose an audio or video file').setInputFiles(clip);
  await form.getByRole('button', { name: 'Translate', exact: true }).click();

  await waitForResultPage(page);
  const taskId = new URL(page.url()).searchParams.get('task_id');
  const answer = await page.request.get(`/api/tasks/${taskId}/`);
  expect(answer.status()).toBe(200);
  const { data } = (await answer.json()) as {
    data: { task: { language: string; translation: { target_language: string } | null } };
  };
  expect(data.task.language).toBe('en-US');
  expect(data.task.translation?.target_language).toBe('es');
});

test('a pair no engine translates is explained on /translate-english-media-to-japanese, and never sent', async ({
  page,
}) => {
  // The page hydrates without a mismatch: the server and the browser list the same languages.
  const errors = collectErrors(page);
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') sent.push(new URL(request.url()).pathname);
  });
  await openTranslator(page, '/translate-english-media-to-japanese');
  const form = page.getByRole('form', { name: /English.*Japanese/ });
  const target = form.getByLabel('Translate into');
  const refusal =
    'No translation engine on this server translates English into Japanese. Choose another language.';
  await expect(target).toHaveValue('ja');
  await expect(target).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText(refusal)).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);

  await form.getByLabel('Choose an audio or video file').setInputFiles(clip);
  await form.getByRole('button', { name: 'Translate', exact: true }).click();
  await expect(form.getByRole('alert')).toHaveText(refusal);
  expect(
    sent.filter((path) => path.startsWith('/api/files/') || path.startsWith('/api/tasks/')),
  ).toEqual([]);

  // A target the engines reach clears it.
  await target.selectOption('es');
  await expect(form.getByRole('alert')).toHaveText('');
  await expect(target).not.toHaveAttribute('aria-invalid', 'true');
  expect(errors).toEqual([]);
});
