import { createServer } from 'node:http';

const html = (head, body = '') =>
  `<!doctype html><html><head>${head}</head><body>${body}</body></html>`;

/**
 * A small web site on 127.0.0.1 for yt-dlp to fetch from (the api runs with
 * CAPTIO_ALLOW_PRIVATE_LINKS=1):
 * - `/speech.m4a`, `/clip.mp4`: the media, as direct links (their length not stated);
 * - `/talk.html`: a page with the clip and an English track (`/en.vtt`), titled "A talk";
 * - `/two-tracks.html`: the clip with the English track and a German one (`/de.srt`, when the
 *   files give one), titled "A talk in two languages";
 * - `/xml-tracks.html`: the clip with a French track offered only as TTML (`/fr.ttml`) and a
 *   Japanese one only as YouTube's srv3 (`/ja.srv3`), when the files give them, titled
 *   "A talk in XML";
 * - `/long.html`: a page whose JSON-LD says its video lasts three hours;
 * - `/poster.jpg` (the talk's poster) and `/silent.mp4` (a video without sound), when given;
 * - anything else, and any path in `gone`: 404.
 *
 * Shared by the api's link tests and the browser tests (types in link-site.d.mts).
 *
 * @param {import('./link-site.d.mts').LinkSiteFiles} files
 * @returns {Promise<import('./link-site.d.mts').LinkSite>}
 */
export async function startLinkSite(files) {
  const gone = new Set();
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname;
    const send = (type, body) => response.writeHead(200, { 'content-type': type }).end(body);
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
      case '/poster.jpg':
      case '/silent.mp4': {
        const [type, body] =
          path === '/poster.jpg' ? ['image/jpeg', files.poster] : ['video/mp4', files.silent];
        if (body) return send(type, body);
        return response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      }
      case '/de.srt':
        if (files.germanSrt === undefined) break;
        return send('application/x-subrip', files.germanSrt);
      case '/fr.ttml':
        if (files.frenchTtml === undefined) break;
        return send('application/ttml+xml', files.frenchTtml);
      case '/ja.srv3':
        if (files.japaneseSrv3 === undefined) break;
        return send('text/xml', files.japaneseSrv3);
      case '/xml-tracks.html':
        return send(
          'text/html; charset=utf-8',
          html(
            '<title>A talk in XML</title>',
            `<video src="/clip.mp4"><track kind="subtitles" srclang="fr" label="Français" src="/fr.ttml"><track kind="subtitles" srclang="ja" label="日本語" src="/ja.srv3"></video>`,
          ),
        );
      case '/two-tracks.html':
        return send(
          'text/html; charset=utf-8',
          html(
            '<title>A talk in two languages</title>',
            `<video src="/clip.mp4" poster="${origin}/poster.jpg"><track kind="subtitles" srclang="en" label="English" src="/en.vtt"><track kind="subtitles" srclang="de" label="Deutsch" src="/de.srt"></video>`,
          ),
        );
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
    }
    response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}`,
    gone,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
