import { expect, test, type Page } from '@playwright/test';
import { seriousAxeViolations } from './support/axe.js';
import { parse } from '@captio/subtitle-core';
import { download, fixturePath, toolStatus } from './subtitle-tools-support.js';
import { openHydrated } from './support/open-hydrated.js';

const LOCALES = [
  {
    prefix: '',
    choose: 'Choose a file',
    first: 'Choose the first file',
    second: 'Choose the second file',
  },
  {
    prefix: '/fr-FR',
    choose: 'Choisir un fichier',
    first: 'Choisir le premier fichier',
    second: 'Choisir le second fichier',
  },
  { prefix: '/zh-CN', choose: '选择文件', first: '选择第一个文件', second: '选择第二个文件' },
];

for (const { prefix, choose, first, second } of LOCALES) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`axe finds nothing serious on the tools in ${prefix || 'en-US'}, ${scheme}`, async ({
      page,
    }) => {
      // Five full axe runs: minutes on a busy machine.
      test.setTimeout(240_000);
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto(`${prefix}/convert-srt-to-vtt`);
      expect(await seriousAxeViolations(page)).toEqual([]);
      // With a file read: its problems, the options, the download and the preview table.
      await page
        .getByLabel(choose)
        .setInputFiles(fixturePath('androidx-media/typical_bad_timestamps.srt'));
      await expect(page.getByRole('table')).toBeVisible();
      expect(await seriousAxeViolations(page)).toEqual([]);
      // A refused file: the alert.
      await page.getByLabel(choose).setInputFiles(fixturePath('go-astisub/broken-1-in.vtt'));
      await expect(page.getByRole('alert')).toBeVisible();
      expect(await seriousAxeViolations(page)).toEqual([]);

      await page.goto(`${prefix}/merge-subtitles`);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.getByLabel(first).setInputFiles(fixturePath('androidx-media/typical.srt'));
      await page.getByLabel(second).setInputFiles(fixturePath('androidx-media/typical.ass'));
      await expect(page.getByRole('table')).toBeVisible();
      expect(await seriousAxeViolations(page)).toEqual([]);
    });
  }
}

/** Presses Tab until the focused element matches, as a keyboard user moves through the page. */
async function tabTo(page: Page, name: string | RegExp, most = 80): Promise<void> {
  for (let step = 0; step < most; step++) {
    await page.keyboard.press('Tab');
    const focused = page.locator(':focus');
    const label = await focused.evaluate(
      (element) =>
        element.getAttribute('aria-label') ??
        (element as HTMLInputElement).labels?.[0]?.textContent ??
        element.textContent ??
        '',
    );
    if (typeof name === 'string' ? label.trim() === name : name.test(label)) return;
  }
  throw new Error(`Tab never reached ${String(name)}`);
}

test('the converter works from the keyboard alone', async ({ page }) => {
  test.setTimeout(120_000);
  // Keys are what this checks: from a page that has run its code, as a reader's first Tab finds it.
  await openHydrated(page, '/convert-srt-to-txt');
  await tabTo(page, 'Choose a file');
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.keyboard.press('Space'),
  ]);
  await chooser.setFiles(fixturePath('androidx-media/typical.srt'));
  await expect(toolStatus(page)).toHaveText('typical.srt is ready: 3 subtitles.');

  await tabTo(page, 'Write timestamps');
  await page.keyboard.press('Space');
  await expect(page.getByLabel('Write timestamps')).not.toBeChecked();
  await expect(toolStatus(page)).toHaveText('typical.srt is ready: 3 subtitles.');

  await tabTo(page, 'Download typical.txt');
  const file = await download(page, () => page.keyboard.press('Enter'));
  expect(file.text).not.toContain('-->');
  expect(parse(file.text, { format: 'txt' }).cues.map((cue) => cue.text)).toContain(
    'This is the first subtitle.',
  );
});

test('the merge tool works from the keyboard alone', async ({ page }) => {
  test.setTimeout(120_000);
  await openHydrated(page, '/merge-subtitles');
  for (const [name, fixture] of [
    ['Choose the first file', 'androidx-media/typical.srt'],
    ['Choose the second file', 'androidx-media/typical.ass'],
  ] as const) {
    await tabTo(page, name);
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      page.keyboard.press('Enter'),
    ]);
    await chooser.setFiles(fixturePath(fixture));
  }
  await tabTo(page, 'Together, as bilingual subtitles matched by time');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: 'One after the other' })).toBeChecked();
  await tabTo(page, 'Shift the file that plays second by');
  await page.keyboard.type('10');
  await expect(toolStatus(page)).toHaveText('Merged: 6 subtitles.');
  await tabTo(page, 'Download typical.merged.srt');
  const file = await download(page, () => page.keyboard.press('Enter'));
  expect(parse(file.text).cues).toHaveLength(6);
});
