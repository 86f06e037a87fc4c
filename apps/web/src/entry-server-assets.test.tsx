import { describe, expect, test } from 'vitest';
import { createRenderer } from './entry-server.js';
import type { ClientManifest } from './server/page-assets.js';
import { renderRequest } from './testing/render-request.js';

// The frame as the browser build writes it: the entry's script, preloads and stylesheet.
const TEMPLATE = `<!doctype html>
<html lang="en-US">
  <head>
    <!--app-head-->
    <script type="module" crossorigin src="/assets/index-E.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/shared-S.js">
    <link rel="stylesheet" crossorigin href="/assets/index-E.css">
  </head>
  <body>
    <div id="root"><!--app-html--></div>
    <!--app-state-->
  </body>
</html>`;

// A manifest of the browser build: the home page and the error page share the entry's chunk
// and one landing chunk; the home page has a chunk and a stylesheet of its own.
const MANIFEST: ClientManifest = {
  'index.html': {
    file: 'assets/index-E.js',
    isEntry: true,
    imports: ['_shared-S.js'],
    css: ['assets/index-E.css'],
  },
  '_shared-S.js': { file: 'assets/shared-S.js' },
  '_landing-L.js': {
    file: 'assets/landing-L.js',
    imports: ['_shared-S.js'],
    css: ['assets/landing-L.css'],
  },
  'src/pages/home/home-page.tsx': {
    file: 'assets/home-page-H.js',
    imports: ['_landing-L.js', '_shared-S.js'],
    css: ['assets/home-page-H.css'],
  },
  'src/pages/error/error-page.tsx': { file: 'assets/error-page-X.js', imports: ['_shared-S.js'] },
};

/** The head's stylesheet and modulepreload links, in document order. */
async function headLinks(url: string, manifest?: ClientManifest): Promise<string[]> {
  const result = await createRenderer(TEMPLATE, manifest)(renderRequest(url));
  if (result.kind !== 'page') throw new Error(`${url} redirected`);
  const head = result.html.slice(0, result.html.indexOf('</head>'));
  return [
    ...head.matchAll(/<link rel="(stylesheet|modulepreload)" crossorigin href="([^"]+)">/g),
  ].map((match) => `${match[1]} ${match[2]}`);
}

const ENTRY_LINKS = ['modulepreload /assets/shared-S.js', 'stylesheet /assets/index-E.css'];

describe('the page links the server writes', () => {
  test.each([
    [
      'home: its stylesheets and chunks after the entry, shared ones once',
      '/',
      [
        ...ENTRY_LINKS,
        'stylesheet /assets/home-page-H.css',
        'stylesheet /assets/landing-L.css',
        'modulepreload /assets/home-page-H.js',
        'modulepreload /assets/landing-L.js',
      ],
    ],
    [
      'an unknown address: the error page chunk',
      '/no-such-page',
      [...ENTRY_LINKS, 'modulepreload /assets/error-page-X.js'],
    ],
  ])('%s', async (_case, url, expected) => {
    expect(await headLinks(url, MANIFEST)).toEqual(expected);
  });

  test('without a manifest the page has the entry links only', async () => {
    expect(await headLinks('/')).toEqual(ENTRY_LINKS);
  });
});
