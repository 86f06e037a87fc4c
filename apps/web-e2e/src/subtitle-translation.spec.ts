import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { parse, stripTags } from '@captio/subtitle-core';
import { download } from './subtitle-tools-support.js';

/** Short English lines that Apertium's English → Spanish pair translates word for word. */
const ENGLISH = [
  { start: 1000, end: 3500, text: 'The house is big.' },
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

test.beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'captio-e2e-translation-'));
  subtitles = join(work, 'small talk.srt');
  const text = ENGLISH.map(
    (cue, index) => `${index + 1}\n${srtTime(cue.start)} --> ${srtTime(cue.end)}\n${cue.text}\n`,
  ).join('\n');
  await writeFile(subtitles, text);
});
test.afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

test('a visitor translates an English SRT into Spanish and downloads the translation and the bilingual file', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/subtitle-translator');
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
});
