import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the site serves: bytes by path, and pages built around them. */
export interface LinkSiteFiles {
  /** Speech (espeak-ng's, as m4a): what a transcription of a link hears. */
  speech: Buffer;
  /** A short video with sound (H.264 + AAC in mp4): what downloads convert. */
  clip: Buffer;
  /** A written English track of the page's video, as WebVTT. */
  vtt: string;
}

export interface LinkSite {
  url: string;
  /** Paths that answer 404 from now on (a media removed after its link was looked up). */
  gone: Set<string>;
  close(): Promise<void>;
}

const html = (head: string, body = '') =>
  `<!doctype html><html><head>${head}</head><body>${body}</body></html>`;

/**
 * A small web site on 127.0.0.1 for yt-dlp to fetch from (the api runs with
 * CAPTIO_ALLOW_PRIVATE_LINKS=1):
 * - `/speech.m4a`, `/clip.mp4`: the media, as direct links (their length not stated);
 * - `/talk.html`: a page with the clip and an English track (`/en.vtt`), titled "A talk";
 * - `/long.html`: a page whose JSON-LD says its video lasts three hours;
 * - anything else, and any path in `gone`: 404.
 */
export async function startLinkSite(files: LinkSiteFiles): Promise<LinkSite> {
  const gone = new Set<string>();
  const server: Server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname;
    const send = (type: string, body: Buffer | string) =>
      response.writeHead(200, { 'content-type': type }).end(body);
    if (gone.has(path)) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    const origin = `http://${request.headers.host ?? '127.0.0.1'}`;
    switch (path) {
      case '/speech.m4a':
        return send('audio/mp4', files.speech);
      case '/clip.mp4':
        return send('video/mp4', files.clip);
      case '/en.vtt':
        return send('text/vtt', files.vtt);
      case '/talk.html':
        return send(
          'text/html; charset=utf-8',
          html(
            '<title>A talk</title>',
            `<video src="/clip.mp4" poster="${origin}/poster.jpg"><track kind="subtitles" srclang="en" label="English" src="/en.vtt"></video>`,
          ),
        );
      case '/long.html':
        return send(
          'text/html; charset=utf-8',
          html(
            `<title>A long talk</title><script type="application/ld+json">${JSON.stringify({
              '@context': 'https://schema.org',
              '@type': 'VideoObject',
              name: 'A long talk',
              duration: 'PT3H',
              uploadDate: '2026-01-01',
              contentUrl: `${origin}/speech.m4a`,
            })}</script>`,
          ),
        );
      default:
        response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    gone,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
