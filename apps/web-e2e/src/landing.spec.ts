import { LOCALES } from '@captio/routing-rules';
import { openHydrated } from './support/open-hydrated.js';
import { expect, test, type Page } from '@playwright/test';

function consoleErrorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

async function attribute(page: Page, selector: string, name: string): Promise<string | null> {
  return page.locator(selector).getAttribute(name);
}

test.describe('the server HTML, read without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, h1, title, description, locale } of [
    {
      path: '/',
      locale: 'en-US',
      h1: 'Audio and video to text, subtitles and translations',
      title: 'Captio: transcribe audio and video to text, subtitles and translations',
      description: /about 100 languages/,
    },
    {
      path: '/de-DE/tiktok-to-mp4',
      locale: 'de-DE',
      h1: 'TikTok-Videos als MP4 herunterladen',
      title: 'TikTok-Downloader für MP4 · Captio',
      description: /TikTok-Videos als MP4 herunterladen: Link einfügen/,
    },
  ]) {
    test(`${path} carries its content and head tags in the HTML`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
      await expect(page).toHaveTitle(title);
      expect(await attribute(page, 'meta[name="description"]', 'content')).toMatch(description);

      const bare = path.replace(/^\/de-DE/, '') || '/';
      const canonical = await attribute(page, 'link[rel="canonical"]', 'href');
      expect(new URL(canonical ?? '').pathname).toBe(path);
      const alternates = page.locator('link[rel="alternate"][hreflang]');
      await expect(alternates).toHaveCount(LOCALES.length + 1);
      for (const hreflang of LOCALES) {
        const href = await attribute(page, `link[rel="alternate"][hreflang="${hreflang}"]`, 'href');
        const expected = hreflang === 'en-US' ? bare : `/${hreflang}${bare === '/' ? '' : bare}`;
        expect(new URL(href ?? '').pathname, hreflang).toBe(expected);
      }
      const fallback = await attribute(page, 'link[rel="alternate"][hreflang="x-default"]', 'href');
      expect(new URL(fallback ?? '').pathname).toBe(bare);

      expect(await attribute(page, 'meta[property="og:title"]', 'content')).toBe(title);
      expect(await attribute(page, 'meta[property="og:description"]', 'content')).toMatch(
        description,
      );
      expect(
        new URL((await attribute(page, 'meta[property="og:url"]', 'content')) ?? '').pathname,
      ).toBe(path);
      expect(await attribute(page, 'meta[property="og:locale"]', 'content')).toBe(
        locale.replace('-', '_'),
      );
      await expect(page.locator('meta[property="og:locale:alternate"]')).toHaveCount(
        LOCALES.length - 1,
      );
      await expect(page.locator('meta[name="robots"]')).toHaveCount(0);

      // The page's sections are in the HTML, questions and answers included.
      await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
      await expect(page.locator('details summary').first()).toBeVisible();
    });
  }

  test('the home page offers the transcription pages as plain links too', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Transcribe audio' }).first()).toHaveAttribute(
      'href',
      '/transcribe-audio',
    );
    await expect(page.getByRole('link', { name: 'Transcribe video' }).first()).toHaveAttribute(
      'href',
      '/transcribe-video',
    );
  });

  test('a state page of the YouTube subtitle downloader is kept out of search', async ({
    page,
  }) => {
    await page.goto('/tools/youtube-subtitle-downloader/Result');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
  });
});

test.describe('the home page drop area', () => {
  const mp3 = { name: 'interview.mp3', mimeType: 'audio/mpeg', buffer: Buffer.from('ID3') };

  test('is reached with Tab, opens the file picker with Enter and leads to the audio page', async ({
    page,
  }) => {
    const errors = consoleErrorsOf(page);
    await page.goto('/');
    const picker = page.getByRole('button', { name: 'Choose an audio or video file' });
    await expect(picker).toHaveAttribute('type', 'file');
    let reached = false;
    for (let presses = 0; presses < 40 && !reached; presses += 1) {
      await page.keyboard.press('Tab');
      reached = await picker.evaluate((element) => element === document.activeElement);
    }
    expect(reached).toBe(true);
    const chooser = page.waitForEvent('filechooser');
    await page.keyboard.press('Enter');
    await (await chooser).setFiles(mp3);
    await expect(page).toHaveURL(/\/transcribe-audio$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Transcribe audio to text');
    await expect(page.getByRole('region', { name: 'Selected file' })).toContainText(
      'interview.mp3',
    );
    expect(errors).toEqual([]);
  });

  test('takes a dropped video to the video page, in the reader’s locale', async ({ page }) => {
    // A drop is an event, not a value the page can read later: it needs the page's code running.
    await openHydrated(page, '/fr-FR');
    const dataTransfer = await page.evaluateHandle(() => {
      const transfer = new DataTransfer();
      transfer.items.add(new File(['video'], 'clip.mp4', { type: 'video/mp4' }));
      return transfer;
    });
    await page.getByText('ou glissez-le et déposez-le ici').dispatchEvent('drop', { dataTransfer });
    await expect(page).toHaveURL(/\/fr-FR\/transcribe-video$/);
    await expect(page.getByRole('region', { name: 'Fichier sélectionné' })).toContainText(
      'clip.mp4',
    );
  });

  test('says which file it cannot take and stays on the page', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Choose an audio or video file' }).setInputFiles({
      name: 'notes.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF'),
    });
    await expect(page.getByRole('alert')).toHaveText(/“notes\.pdf” is not an audio or video file/);
    await expect(page).toHaveURL(/\/$/);
  });
});

test('the questions open and close from the keyboard', async ({ page }) => {
  await page.goto('/');
  const questions = page.locator('details');
  const first = questions.nth(0);
  const second = questions.nth(1);
  await first.locator('summary').focus();
  await expect(first).not.toHaveAttribute('open');
  await page.keyboard.press('Enter');
  await expect(first).toHaveAttribute('open', '');
  await expect(first.getByText(/Captio turns audio and video into text/)).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(second.locator('summary')).toBeFocused();
  await page.keyboard.press('Space');
  await expect(second).toHaveAttribute('open', '');
  await expect(second.getByText(/Audio and video files such as MP3/)).toBeVisible();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(first).not.toHaveAttribute('open');
});

test.describe('screenshots of the home page', () => {
  for (const scheme of ['light', 'dark'] as const) {
    for (const { device, width, height } of [
      { device: 'desktop', width: 1280, height: 900 },
      { device: 'mobile', width: 375, height: 812 },
    ]) {
      test(`${scheme}, ${device}`, async ({ page }) => {
        const errors = consoleErrorsOf(page);
        await page.setViewportSize({ width, height });
        await page.emulateMedia({ colorScheme: scheme });
        await page.goto('/');
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await page.screenshot({
          path: test.info().outputPath(`home-${scheme}-${device}.png`),
          fullPage: true,
        });
        expect(errors).toEqual([]);
      });
    }
  }
});
