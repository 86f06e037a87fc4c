import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createRenderer } from '../../entry-server.js';
import { BOOT_STATE_ID } from '../../server/document.js';
import { renderRequest } from '../../testing/render-request.js';

const TEMPLATE = readFileSync(new URL('../../../index.html', import.meta.url), 'utf8');
const LINK = 'https://www.youtube.com/watch?v=abc&t=5';
const TOOL = '/tools/youtube-subtitle-downloader';

/** The page as the server sends it, without its boot state (which carries every text). */
async function shown(url: string): Promise<string> {
  const result = await createRenderer(TEMPLATE)(renderRequest(url));
  if (result.kind !== 'page') throw new Error(`${url} redirected`);
  expect(result.status).toBe(200);
  return result.html.slice(0, result.html.indexOf(`<script id="${BOOT_STATE_ID}"`));
}

/** The value of the link field, an address field named url; undefined when there is none. */
function linkField(html: string): string | undefined {
  const input = /<input[^>]*type="url"[^>]*name="url"[^>]*>/.exec(html)?.[0];
  return input && /value="([^"]*)"/.exec(input)?.[1];
}

describe('the YouTube subtitle downloader', () => {
  it.each([TOOL, `${TOOL}/Banner`, `${TOOL}/Result`])(
    '%s has the working link form',
    async (url) => {
      const html = await shown(url);
      expect(html).toMatch(/<button type="submit"[^>]*>Find subtitles<\/button>/);
      expect(html).not.toMatch(/<button type="submit"[^>]*disabled/);
      expect(html).not.toContain('not available yet');
      expect(linkField(html)).toBe('');
    },
  );

  it('/Result shows the link of its address in the form, and lists its tracks once looked up', async () => {
    const html = await shown(`${TOOL}/Result?url=${encodeURIComponent(LINK)}`);
    expect(linkField(html)).toBe(LINK.replace('&', '&amp;'));
    // The lookup runs in the browser: the server's page says it is under way.
    expect(html).toContain('Checking the link…');
  });

  it('/Result without a link asks for one', async () => {
    expect(await shown(`${TOOL}/Result`)).toContain(
      'Paste the link to a video above to list its subtitle tracks.',
    );
  });

  it('/Empty offers to transcribe the link instead, carrying it along', async () => {
    const html = await shown(`${TOOL}/Empty?url=${encodeURIComponent(LINK)}`);
    expect(html).toContain(`href="/transcribe-video?url=${encodeURIComponent(LINK)}"`);
    expect(html).not.toMatch(/name="url"/);
  });

  it('/Empty without a link leads to the transcription tool as it is', async () => {
    expect(await shown(`${TOOL}/Empty`)).toContain('href="/transcribe-video"');
  });
});
