import { expect, test } from '@playwright/test';
import { decodeSubtitleBytes, parse } from '@captio/subtitle-core';
import {
  download,
  expectNoDownloadButton,
  fixturePath,
  generatedSrt,
  parseFixture,
  PNG_PIXEL,
  seen,
  toolStatus,
} from './subtitle-tools-support.js';

test.describe('converting a subtitle file in the browser', () => {
  test('SRT to WebVTT: the download is typical.vtt with every cue, its times and its text', async ({
    page,
  }) => {
    await page.goto('/convert-srt-to-vtt');
    await expect(page).toHaveTitle('Convert SRT to VTT online · Captio');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Convert SRT to VTT');
    await page.getByLabel('Choose a file').setInputFiles(fixturePath('androidx-media/typical.srt'));
    await expect(toolStatus(page)).toHaveText('typical.srt is ready: 3 subtitles.');
    await expect(page.getByText('typical.srt: SRT, UTF-8, 3 subtitles')).toBeVisible();
    const rows = page.getByRole('table').getByRole('row');
    await expect(rows).toHaveCount(4);
    await expect(rows.nth(3)).toContainText('02:00:04.567');

    const file = await download(page, page.getByRole('button', { name: 'Download typical.vtt' }));
    expect(file.name).toBe('typical.vtt');
    expect(file.text.startsWith('WEBVTT\n')).toBe(true);
    const written = parse(file.text);
    expect(written.format).toBe('vtt');
    expect(written.errors).toEqual([]);
    expect(seen(written.cues)).toEqual(seen(parseFixture('androidx-media/typical.srt').cues));
  });

  test('ASS to SRT: typical.ass comes back as typical.srt with the same cues', async ({ page }) => {
    await page.goto('/convert-ass-to-srt');
    await page.getByLabel('Choose a file').setInputFiles(fixturePath('androidx-media/typical.ass'));
    await expect(toolStatus(page)).toHaveText('typical.ass is ready: 3 subtitles.');
    const file = await download(page, page.getByRole('button', { name: 'Download typical.srt' }));
    expect(file.name).toBe('typical.srt');
    const written = parse(file.text);
    expect(written.format).toBe('srt');
    expect(seen(written.cues)).toEqual(seen(parseFixture('androidx-media/typical.ass').cues));
    // \N is a line break; \n is one only in a script with 'WrapStyle: 2', which this one has
    // not, so libass shows a space there. The style's bold is SubRip's <b>.
    expect(written.cues.map((cue) => cue.text)).toContain(
      '<b>This is the second subtitle  with a newline \nand another.</b>',
    );
  });

  test('a file decoded from UTF-16 converts like its UTF-8 twin', async ({ page }) => {
    await page.goto('/convert-srt-to-txt');
    await page
      .getByLabel('Choose a file')
      .setInputFiles(fixturePath('androidx-media/typical_utf16le.srt'));
    await expect(page.getByText('typical_utf16le.srt: SRT, UTF-16 LE, 3 subtitles')).toBeVisible();
    const file = await download(page, page.getByRole('button', { name: /^Download / }));
    expect(file.name).toBe('typical_utf16le.txt');
    expect(seen(parse(file.text, { format: 'txt' }).cues)).toEqual(
      seen(parseFixture('androidx-media/typical.srt').cues),
    );
  });

  test('the options of the target format change the file written', async ({ page }) => {
    await page.goto('/convert-srt-to-txt');
    await page.getByLabel('Choose a file').setInputFiles(fixturePath('androidx-media/typical.srt'));
    const button = page.getByRole('button', { name: 'Download typical.txt' });
    expect((await download(page, button)).text).toContain('[00:00:00.000 --> 00:00:01.234]');
    await page.getByLabel('Write timestamps').uncheck();
    await expect(toolStatus(page)).toHaveText('typical.srt is ready: 3 subtitles.');
    const plain = (await download(page, button)).text;
    expect(plain).not.toContain('-->');
    expect(plain).toContain('This is the first subtitle.');
  });

  test('the file is written in the encoding and with the line endings chosen', async ({ page }) => {
    await page.goto('/convert-srt-to-ass');
    await page.getByLabel('Choose a file').setInputFiles(fixturePath('androidx-media/typical.srt'));
    await expect(toolStatus(page)).toHaveText('typical.srt is ready: 3 subtitles.');
    const button = page.getByRole('button', { name: 'Download typical.ass' });
    const plain = await download(page, button);
    expect([...plain.bytes.subarray(0, 3)]).not.toEqual([0xef, 0xbb, 0xbf]);
    expect(plain.text).not.toContain('\r');

    await page.getByLabel('UTF-16 LE (for players that require it)').check();
    await page.getByLabel('CRLF, as on Windows').check();
    const windows = await download(page, button);
    expect([...windows.bytes.subarray(0, 2)]).toEqual([0xff, 0xfe]);
    const decoded = decodeSubtitleBytes(windows.bytes);
    expect(decoded.encoding).toBe('utf-16le');
    expect(decoded.text.split('\r\n').join('')).not.toMatch(/[\r\n]/);
    expect(decoded.text.split('\r\n').join('\n')).toBe(plain.text);
  });

  test('WebVTT is offered in UTF-8 only', async ({ page }) => {
    await page.goto('/convert-srt-to-vtt');
    const encodings = page.getByRole('group', { name: 'Text encoding' });
    await expect(encodings.getByRole('radio')).toHaveCount(2);
    await expect(encodings).toContainText('WebVTT files are always UTF-8.');
  });

  test('cues the reader skipped are listed with their line numbers', async ({ page }) => {
    await page.goto('/convert-srt-to-vtt');
    await page
      .getByLabel('Choose a file')
      .setInputFiles(fixturePath('androidx-media/typical_bad_timestamps.srt'));
    await expect(
      page.getByText('Line 6: this time could not be read, so its subtitle was skipped.'),
    ).toBeVisible();
    await expect(page.getByText('00:00:02,345 --> 00:00:03,4560')).toBeVisible();
    const file = await download(page, page.getByRole('button', { name: /^Download / }));
    expect(parse(file.text).cues).toHaveLength(2);
  });

  test('speakers SubRip has no place for are said to be left out, and kept on request', async ({
    page,
  }) => {
    await page.goto('/convert-vtt-to-srt');
    await page.getByLabel('Choose a file').setInputFiles({
      name: 'talk.vtt',
      mimeType: 'text/vtt',
      buffer: Buffer.from(
        'WEBVTT\n\n00:01.000 --> 00:02.000\n<v Bob>Hi Alice.</v>\n<v Alice>Hi.</v>\n',
      ),
    });
    const said =
      '1 subtitle names speakers that SRT has no place for: they are written without the names.';
    await expect(page.getByText(said)).toBeVisible();
    await page.getByRole('checkbox', { name: /speaker names/i }).check();
    await expect(page.getByText(said)).toHaveCount(0);
  });

  test('a broken file is refused with the line at fault, and nothing is offered', async ({
    page,
  }) => {
    await page.goto('/convert-vtt-to-srt');
    const input = page.getByLabel('Choose a file');
    await input.setInputFiles(fixturePath('go-astisub/broken-1-in.vtt'));
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('No subtitles could be read from broken-1-in.vtt as VTT.');
    await expect(alert).toContainText('Line 1: a WebVTT file must start with “WEBVTT”');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expectNoDownloadButton(page);
  });

  test('a PNG image is refused as no subtitle file', async ({ page }) => {
    await page.goto('/convert-srt-to-vtt');
    await page
      .getByLabel('Choose a file')
      .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: PNG_PIXEL });
    await expect(page.getByRole('alert')).toContainText(
      'photo.png is not a subtitle file: it holds binary data',
    );
    await expectNoDownloadButton(page);
  });

  test('a file picked before the page’s code has run is read once it runs', async ({ page }) => {
    // The page's scripts are held back, as on a slow connection: the server's picker is there,
    // but nothing listens to it yet when the file is chosen.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/convert-srt-to-vtt', { waitUntil: 'commit' });
    await page
      .getByLabel('Choose a file')
      .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: PNG_PIXEL });
    await expect(page.getByRole('alert')).toHaveCount(0);
    release();
    await expect(page.getByRole('alert')).toContainText(
      'photo.png is not a subtitle file: it holds binary data',
    );
  });

  test('the error is in the page’s language, with its line number', async ({ page }) => {
    await page.goto('/fr-FR/convert-vtt-to-srt');
    await expect(page).toHaveTitle('Convertir VTT en SRT en ligne · Captio');
    await page
      .getByLabel('Choisir un fichier')
      .setInputFiles(fixturePath('go-astisub/broken-1-in.vtt'));
    await expect(page.getByRole('alert')).toContainText('Ligne 1');
    await expect(page.getByRole('alert')).toContainText('WEBVTT');
  });

  test('20,000 cues are converted in a worker while the page stays responsive', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    // The texts of the tool's status line, each with when it appeared.
    await page.addInitScript(() => {
      const watch = window as unknown as Watch;
      watch.statuses = [];
      new MutationObserver(() => {
        const text = document.querySelector('main [role="status"]')?.textContent ?? '';
        if (text && watch.statuses.at(-1)?.[0] !== text) {
          watch.statuses.push([text, performance.now()]);
        }
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    await page.goto('/convert-srt-to-vtt');
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));

    await page.getByLabel('Choose a file').setInputFiles({
      name: 'feature.srt',
      mimeType: 'application/x-subrip',
      buffer: Buffer.from(generatedSrt(20_000)),
    });
    // While the worker converts, the page still answers: a checkbox toggles at once.
    const speakers = page.getByLabel('Write speaker names');
    await speakers.uncheck();
    await expect(speakers).not.toBeChecked();
    await speakers.check();

    const ready = 'feature.srt is ready: 20,000 subtitles.';
    await expect(toolStatus(page)).toHaveText(ready, { timeout: 150_000 });
    const statuses = await page.evaluate(() => {
      const watch = window as unknown as Watch;
      return watch.statuses;
    });
    // The work ran in the subtitle worker, not on the page's thread. How long the page's own
    // share takes (receiving 20,000 cues) is a figure for a bench, not a pass mark: on a fast
    // machine it is a large part of a short wait.
    expect(workers.some((url) => url.includes('subtitle-worker'))).toBe(true);
    expect(statuses.map(([text]) => text)).toEqual(
      expect.arrayContaining(['Reading feature.srt…', ready]),
    );

    await expect(page.getByText('Subtitles 1–100 of 20,000')).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Subtitles 101–200 of 20,000')).toBeVisible();
    const file = await download(page, page.getByRole('button', { name: 'Download feature.vtt' }));
    const written = parse(file.text);
    expect(written.cues).toHaveLength(20_000);
    expect(written.cues.at(-1)?.text).toBe('Subtitle number 20000');
  });
});

interface Watch {
  /** [text, when] of each status the tool showed. */
  statuses: [string, number][];
}
