import { readFileSync } from 'node:fs';
import { loadMessages } from '@captio/i18n';
import type { Locale } from '@captio/routing-rules';
import { renderToStaticMarkup } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { StoresProvider } from '../../state/stores.js';
import { testDownload, testLink, waitingDownload } from '../../testing/downloads.js';
import { testStores } from '../../testing/stores.js';
import type { Download, LinkInfo } from '@captio/api-client';
import { createLinkLookup, type LinkLookupStore } from '../link-lookup/link-lookup.js';
import {
  createDownloadStore,
  downloadFlow,
  type DownloadDeps,
  type DownloadStore,
} from './download-flow.js';
import { DownloadToolForm } from './DownloadTool.js';

const messagesOf = (area: string, locale: Locale) =>
  JSON.parse(
    readFileSync(new URL(`${area}/messages/${locale}.json`, import.meta.url), 'utf8'),
  ) as Record<string, string>;

/** The tool's two stores: its link's lookup and its conversion. */
interface Stores {
  link: LinkLookupStore;
  conversion: DownloadStore;
}

async function render({ link, conversion }: Stores, locale: Locale = 'en-US') {
  const messages = {
    ...(await loadMessages(locale)),
    ...messagesOf('.', locale),
    ...messagesOf('../link-lookup', locale),
  };
  return renderToStaticMarkup(
    <StoresProvider stores={testStores({ locale })}>
      <IntlProvider locale={locale} messages={messages}>
        <DownloadToolForm
          label="YouTube to MP3 downloader"
          linkLabel="Link to the YouTube video"
          linkHint="Copy it from the Share menu"
          site="youtube"
          format="mp3"
          flow={downloadFlow(link, conversion)}
        />
      </IntlProvider>
    </StoresProvider>,
  );
}

/** Stores whose api answers `found` to a look-up and `download` to the rest. */
function storesAnswering(found: LinkInfo, download: Download = testDownload()): Stores {
  const deps: DownloadDeps = {
    create: async () => download,
    follow: () => new Promise(() => undefined),
  };
  return {
    link: createLinkLookup({ inspect: async () => found }),
    conversion: createDownloadStore(deps, 'mp3'),
  };
}

async function found(link: LinkInfo = testLink(), download?: Download) {
  const stores = storesAnswering(link, download);
  stores.link.getState().edit(link.url);
  await stores.link.getState().check();
  return stores;
}

/** Converts the found link, as its button does, and lets the api answer. */
async function converted(stores: Stores) {
  downloadFlow(stores.link, stores.conversion).convert();
  await new Promise((resolve) => setTimeout(resolve, 0));
  return stores;
}

const textOf = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('the download tool', () => {
  it('starts as a labelled link field with its hint, a find button and empty live regions', async () => {
    const html = await render(storesAnswering(testLink()));
    expect(html).toMatch(/<form[^>]*aria-label="YouTube to MP3 downloader"/);
    const field =
      /<label for="([^"]+)"[^>]*>Link to the YouTube video<\/label><input[^>]*id="([^"]+)"[^>]*aria-describedby="([^"]+)"/.exec(
        html,
      );
    expect(field?.[1]).toBe(field?.[2]);
    expect(html).toContain(`id="${field?.[3]}"`);
    expect(html).toMatch(/<button type="submit"[^>]*>Find the video<\/button>/);
    expect(html).toMatch(/<p role="status"[^>]*><\/p>/);
    expect(html).toMatch(/<div role="alert"[^>]*><\/div>/);
    expect(html).not.toContain('not available yet');
  });

  it('marks the field invalid and says why when the link is empty', async () => {
    const stores = storesAnswering(testLink());
    await stores.link.getState().check();
    const html = await render(stores);
    const problem = /<p id="([^"]+)"[^>]*>Paste the link to a video or audio first\.<\/p>/.exec(
      html,
    );
    expect(problem).not.toBeNull();
    expect(html).toMatch(new RegExp(`aria-invalid="true" aria-describedby="${problem?.[1]} `));
  });

  it('shows the video found: thumbnail with its alt text, title, site and length, and converts to the page’s format', async () => {
    const html = await render(await found());
    expect(html).toMatch(/<section[^>]*aria-label="Video found"/);
    expect(html).toContain('alt="Thumbnail of “A talk about rivers”"');
    expect(html).toContain('src="https://i.ytimg.com/vi/abc123/hqdefault.jpg"');
    expect(textOf(html)).toContain('A talk about rivers Source YouTube Length 3:25');
    expect(html).toMatch(/<button type="button"[^>]*>Convert to MP3<\/button>/);
    expect(html).not.toContain('Find the video');
    expect(textOf(html)).not.toContain('not YouTube');
  });

  it.each([
    [
      testLink({ site: 'tiktok', url: 'https://www.tiktok.com/@a/video/1' }),
      'This link is from TikTok, not YouTube. It is converted to MP3 all the same.',
    ],
    [
      testLink({
        site: 'direct',
        url: 'http://127.0.0.1:8123/clip.mp4',
        duration: null,
        thumbnail_url: null,
      }),
      'Source 127.0.0.1:8123 This link is from 127.0.0.1:8123, not YouTube. It is converted to MP3 all the same.',
    ],
  ])('accepts a link from another site and says which it is (%#)', async (link, said) => {
    const html = await render(await found(link));
    expect(textOf(html)).toContain(said);
    expect(html).toContain('Convert to MP3');
  });

  it('leaves out what the site does not say: no picture, no length', async () => {
    const html = await render(await found(testLink({ duration: null, thumbnail_url: null })));
    expect(html).not.toContain('<img');
    expect(html).not.toContain('Length');
  });

  it('shows the conversion’s progress in a labelled bar and says it in steps of a tenth', async () => {
    const html = await render(await converted(await found(testLink(), waitingDownload(47))));
    expect(html).toMatch(
      /role="progressbar" aria-label="Conversion to MP3" aria-valuemin="0" aria-valuemax="100" aria-valuenow="47" aria-valuetext="Converting to MP3… 47%"/,
    );
    expect(html).toMatch(/<p role="status"[^>]*>Converting to MP3… 40%<\/p>/);
    expect(html).toMatch(/<button type="button"[^>]*aria-busy="true"[^>]*>/);
  });

  it('offers the finished file as a real download link with its size, kept a day for a visitor', async () => {
    const html = await render(await converted(await found(testLink(), testDownload())));
    expect(html).toMatch(
      /<a [^>]*href="\/api\/downloads\/5f0c6f4e-3d2a-4a4b-9c39-2f1f0b6a7c11\/file" download="">Download MP3<\/a>/,
    );
    expect(html).toContain('Size: 3.13 MB');
    expect(html).toMatch(/<p role="status"[^>]*>Your MP3 file is ready<\/p>/);
    expect(html).toContain('Captio keeps this file for one day.');
    expect(html).not.toContain('Open your drive');
    expect(html).toContain('Convert another video');
  });

  it('tells a user with cloud space that the file is in their drive', async () => {
    const html = await render(
      await converted(await found(testLink(), testDownload({ drive_file: true }))),
    );
    expect(html).toContain('It is also in your drive, where it stays until you delete it.');
    expect(html).toMatch(/<button type="button"[^>]*>Open your drive<\/button>/);
    expect(html).not.toContain('for one day');
  });

  it('shows a failed download with the api’s reason, in the reader’s language, and a way to try again', async () => {
    const failure = { code: 'no_audio', message: 'Le fichier n’a pas de son à transcrire.' };
    const stores = await found(
      testLink(),
      testDownload({ status: 'FAILED', failure, size: null, file_hash: null }),
    );
    const html = await render(await converted(stores), 'fr-FR');
    expect(textOf(html)).toContain(
      'La vidéo n’a pas pu être convertie Le fichier n’a pas de son à transcrire.',
    );
    expect(html).toMatch(/<div role="alert"[^>]*><p[^>]*>La vidéo n’a pas pu être convertie/);
    expect(html).toContain('Réessayer');
    expect(html).not.toContain('download=""');
  });
});
