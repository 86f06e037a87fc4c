import { expect, test, type Page } from '@playwright/test';
import { format, mergeFiles, parse } from '@captio/subtitle-core';
import {
  download,
  expectNoDownloadButton,
  fixturePath,
  parseFixture,
  PNG_PIXEL,
  seen,
  toolStatus,
} from './subtitle-tools-support.js';

/** typical.srt as the first file and typical.ass as the second: the same three lines, timed alike. */
async function chooseTypicalPair(page: Page): Promise<void> {
  await page
    .getByLabel('Choose the first file')
    .setInputFiles(fixturePath('androidx-media/typical.srt'));
  await page
    .getByLabel('Choose the second file')
    .setInputFiles(fixturePath('androidx-media/typical.ass'));
}

test.describe('merging two subtitle files in the browser', () => {
  test('bilingual: each cue of the second file joins the cue of the first it overlaps', async ({
    page,
  }) => {
    await page.goto('/merge-subtitles');
    await expect(page).toHaveTitle('Merge subtitles online: two files into one · Captio');
    await chooseTypicalPair(page);
    await expect(toolStatus(page)).toHaveText('Merged: 4 subtitles.');

    const file = await download(
      page,
      page.getByRole('button', { name: 'Download typical.merged.srt' }),
    );
    expect(file.name).toBe('typical.merged.srt');
    const expected = mergeFiles(
      parseFixture('androidx-media/typical.srt'),
      parseFixture('androidx-media/typical.ass'),
      { mode: 'bilingual' },
    );
    expect(seen(parse(file.text).cues)).toEqual(seen(expected.cues));
    expect(parse(file.text).cues[0]?.text).toBe(
      'This is the first subtitle.\nThis is the first subtitle.',
    );
  });

  test('the other file on top keeps its own timing', async ({ page }) => {
    await page.goto('/merge-subtitles');
    await chooseTypicalPair(page);
    await page.getByRole('radio', { name: 'typical.ass' }).check();
    const file = await download(
      page,
      page.getByRole('button', { name: 'Download typical.merged.ass' }),
    );
    const expected = mergeFiles(
      parseFixture('androidx-media/typical.ass'),
      parseFixture('androidx-media/typical.srt'),
      { mode: 'bilingual' },
    );
    // Written in the leading file's format, ASS, whose times are in hundredths of a second.
    expect(seen(parse(file.text).cues)).toEqual(seen(parse(format(expected, 'ass')).cues));
    expect(parse(file.text).cues.map((cue) => cue.start)).toEqual([0, 2340, 4560, 7204570]);
  });

  test('one after the other, shifted by a typed time, written as WebVTT', async ({ page }) => {
    await page.goto('/merge-subtitles');
    await page
      .getByLabel('Choose the first file')
      .setInputFiles([
        fixturePath('androidx-media/typical.srt'),
        fixturePath('go-astisub/example-out.vtt'),
      ]);
    await expect(page.getByText('example-out.vtt: VTT, UTF-8, 6 subtitles')).toBeVisible();
    await page.getByRole('radio', { name: 'One after the other' }).check();
    const offset = page.getByLabel('Shift the file that plays second by');
    await offset.fill('1h30');
    await expect(offset).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('This is not a time')).toBeVisible();
    await expectNoDownloadButton(page);
    await offset.fill('2:10:00.500');
    await expect(offset).not.toHaveAttribute('aria-invalid');
    await page.getByLabel('Format of the merged file').selectOption('vtt');
    await expect(toolStatus(page)).toHaveText('Merged: 9 subtitles.');

    const file = await download(
      page,
      page.getByRole('button', { name: 'Download typical.merged.vtt' }),
    );
    const expected = mergeFiles(
      parseFixture('androidx-media/typical.srt'),
      parseFixture('go-astisub/example-out.vtt'),
      { mode: 'append', offset: 7_800_500 },
    );
    const written = parse(file.text);
    expect(written.format).toBe('vtt');
    expect(seen(written.cues)).toEqual(seen(expected.cues));
  });

  test('a file that is no subtitle file is refused in its own place', async ({ page }) => {
    await page.goto('/merge-subtitles');
    await page
      .getByLabel('Choose the first file')
      .setInputFiles(fixturePath('androidx-media/typical.srt'));
    const second = page.getByLabel('Choose the second file');
    await second.setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: PNG_PIXEL });
    await expect(page.getByRole('alert')).toContainText('cover.png is not a subtitle file');
    await expect(second).toHaveAttribute('aria-invalid', 'true');
    await expect(toolStatus(page)).toHaveText('Choose both files to see them merged.');
    await expectNoDownloadButton(page);
  });
});
