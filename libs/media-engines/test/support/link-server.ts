import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type ServerResponse } from 'node:http';
import { basename, join } from 'node:path';
import { listenOnLoopback } from './loopback-server.js';
import { ffmpeg } from './media-fixtures.js';

/** What a site serves, for yt-dlp to fetch from 127.0.0.1. */
export interface LinkSiteFiles {
  /** A video with sound (H.264 + AAC in MP4). */
  clipMp4: string;
  /** A written subtitle track of the page's video, as WebVTT. */
  vtt: string;
  /** A folder with an HLS stream: master.m3u8, a video-only and an audio-only variant. */
  hlsDir: string;
}

export const PAGE_TITLE = 'A clip to fetch';

/** An HLS stream of `seconds` s in `dir`: picture (H.264) and sound (AAC) as separate variants. */
export async function makeHlsStream(dir: string, seconds: number): Promise<void> {
  await ffmpeg(
    ...['-f', 'lavfi', '-i', `testsrc=s=160x120:r=10:d=${seconds}`],
    ...['-f', 'lavfi', '-i', `sine=d=${seconds}`],
    ...['-map', '0:v', '-map', '1:a', '-c:v', 'libx264', '-preset', 'ultrafast'],
    ...['-pix_fmt', 'yuv420p', '-c:a', 'aac', '-f', 'hls', '-hls_time', '2'],
    ...['-hls_playlist_type', 'vod', '-master_pl_name', 'master.m3u8'],
    ...['-var_stream_map', 'v:0,agroup:aud a:0,agroup:aud'],
    ...['-hls_segment_filename', join(dir, 'stream_%v_%03d.ts'), join(dir, 'stream_%v.m3u8')],
  );
}

/**
 * A small web site on 127.0.0.1 at a free port:
 * - `/clip.mp4`: the video (with Range support, as browsers and downloaders ask), `/chunked.mp4`
 *   the same without a Content-Length, `/trickle.mp4` a few bytes then nothing, for ever (on the
 *   page `/trickle.html`, so that reading the page does not wait on it);
 * - `/page.html`: a page with a `<video>`, a poster, an English `<track>` (`/en.vtt`) and a German
 *   one in SubRip (`/de.srt`);
 * - `/hls/master.m3u8`: an HLS stream whose picture and sound are separate variants;
 * - `/two-videos.html`: a page with two videos, which yt-dlp reads as a playlist;
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
        // More than one read of yt-dlp's (it waits for a whole block before it reports).
        response.write(Buffer.alloc(256 * 1024));
        hanging.add(response);
        return;
      case '/de.srt':
        response
          .writeHead(200, { 'content-type': 'application/x-subrip' })
          .end('1\n00:00:00,500 --> 00:00:01,500\nHallo aus der Spur\n');
        return;
      case '/en.vtt':
        void sendFile(files.vtt, undefined, response, true, 'text/vtt');
        return;
      case '/page.html':
        sendHtml(
          response,
          `<!doctype html><html><head><title>${PAGE_TITLE}</title></head><body>
<video controls src="/clip.mp4" poster="http://${host}/poster.jpg">
<track kind="subtitles" srclang="en" label="English" src="/en.vtt">
<track kind="subtitles" srclang="de" label="Deutsch" src="/de.srt"></video></body></html>`,
        );
        return;
      case '/trickle.html':
        sendHtml(
          response,
          '<!doctype html><html><body><video src="/trickle.mp4"></video></body></html>',
        );
        return;
      case '/two-videos.html':
        sendHtml(
          response,
          '<!doctype html><html><body><video src="/clip.mp4"></video><video src="/chunked.mp4"></video></body></html>',
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
        if (/^\/hls\/[\w.-]+$/.test(url.pathname)) {
          const name = basename(url.pathname);
          const type = name.endsWith('.m3u8') ? 'application/vnd.apple.mpegurl' : 'video/mp2t';
          void sendFile(join(files.hlsDir, name), undefined, response, true, type);
          return;
        }
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
  const size = await stat(path).then(
    (info) => info.size,
    () => -1,
  );
  if (size < 0) {
    response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
    return;
  }
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
