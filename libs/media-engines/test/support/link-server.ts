import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type ServerResponse } from 'node:http';
import { listenOnLoopback } from './loopback-server.js';

/** What a site serves, for yt-dlp to fetch from 127.0.0.1. */
export interface LinkSiteFiles {
  /** A video with sound (H.264 + AAC in MP4). */
  clipMp4: string;
  /** A written subtitle track of the page's video, as WebVTT. */
  vtt: string;
}

export const PAGE_TITLE = 'A clip to fetch';

/**
 * A small web site on 127.0.0.1 at a free port:
 * - `/clip.mp4`: the video (with Range support, as browsers and downloaders ask), `/chunked.mp4`
 *   the same without a Content-Length, `/trickle.mp4` a few bytes then nothing, for ever;
 * - `/page.html`: a page with a `<video>`, a poster and an English `<track>` (`/en.vtt`);
 * - `/plain.html`: a page without media; `/missing.mp4`: 404;
 * - `/hop1` -> `/hop2` -> `/clip.mp4`: a redirect chain; `/redirect?to=URL`: a redirect anywhere.
 * `requests` lists every path asked for, so a test can say what was (not) fetched.
 */
export async function startLinkSite(files: LinkSiteFiles) {
  const hanging = new Set<ServerResponse>();
  const requests: string[] = [];
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    requests.push(url.pathname);
    const host = request.headers.host ?? '127.0.0.1';
    switch (url.pathname) {
      case '/clip.mp4':
        void sendFile(files.clipMp4, request.headers.range, response, true);
        return;
      case '/chunked.mp4':
        void sendFile(files.clipMp4, undefined, response, false);
        return;
      case '/trickle.mp4':
        response.writeHead(200, { 'content-type': 'video/mp4', 'content-length': '10000000' });
        response.write(Buffer.alloc(1000));
        hanging.add(response);
        return;
      case '/en.vtt':
        void sendFile(files.vtt, undefined, response, true, 'text/vtt');
        return;
      case '/page.html':
        sendHtml(
          response,
          `<!doctype html><html><head><title>${PAGE_TITLE}</title></head><body>
<video controls src="/clip.mp4" poster="http://${host}/poster.jpg">
<track kind="subtitles" srclang="en" label="English" src="/en.vtt"></video></body></html>`,
        );
        return;
      case '/plain.html':
        sendHtml(
          response,
          '<!doctype html><html><head><title>Notes</title></head><body><p>Only text.</p></body></html>',
        );
        return;
      case '/hop1':
        redirect(response, '/hop2');
        return;
      case '/hop2':
        redirect(response, '/clip.mp4');
        return;
      case '/redirect':
        redirect(response, url.searchParams.get('to') ?? '/');
        return;
      default:
        response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
    }
  });
  const listening = await listenOnLoopback(server, hanging);
  return { ...listening, requests, port: Number(new URL(listening.url).port) };
}

function sendHtml(response: ServerResponse, html: string) {
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
}

function redirect(response: ServerResponse, to: string) {
  response.writeHead(302, { location: to }).end();
}

async function sendFile(
  path: string,
  range: string | undefined,
  response: ServerResponse,
  withLength: boolean,
  type = 'video/mp4',
) {
  const size = (await stat(path)).size;
  const asked = /^bytes=(\d+)-(\d*)$/.exec(range ?? '');
  if (asked) {
    const start = Number(asked[1]);
    const end = asked[2] ? Math.min(Number(asked[2]), size - 1) : size - 1;
    response.writeHead(206, {
      'content-type': type,
      'accept-ranges': 'bytes',
      'content-range': `bytes ${start}-${end}/${size}`,
      'content-length': String(end - start + 1),
    });
    createReadStream(path, { start, end }).pipe(response);
    return;
  }
  response.writeHead(200, {
    'content-type': type,
    ...(withLength ? { 'content-length': String(size), 'accept-ranges': 'bytes' } : {}),
  });
  createReadStream(path).pipe(response);
}
