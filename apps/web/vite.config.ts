import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { defineConfig } from 'vite';
import { compressedAssets } from './vite-compressed-assets.js';
import { precompiledMessages } from './vite-precompiled-messages.js';

const { version } = JSON.parse(
  readFileSync(new URL('./package.json', import.meta.url), 'utf8'),
) as {
  version: string;
};

// Two builds from one config: the browser bundle (dist/client, with its manifest) and the
// server renderer (dist/server/entry-server.js) that the api loads to answer page requests
// with their HTML. Workspace libraries are bundled from their sources in both, so the CSS
// module class names the server writes are the ones the browser's stylesheet defines.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), precompiledMessages(), compressedAssets()],
  resolve: {
    conditions: ['@captio/source'],
    // Messages arrive parsed (precompiledMessages): the browser bundle needs no ICU parser.
    alias: isSsrBuild
      ? []
      : [
          {
            find: /^@formatjs\/icu-messageformat-parser$/,
            replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
          },
        ],
  },
  ssr: {
    noExternal: [/^@captio\//],
    resolve: { conditions: ['@captio/source'], externalConditions: ['node', 'import'] },
  },
  define: { __APP_VERSION__: JSON.stringify(version) },
  server: { host: '127.0.0.1', port: 4200 },
  build: isSsrBuild
    ? { outDir: 'dist/server', emptyOutDir: true, target: 'node24', copyPublicDir: false }
    : {
        outDir: 'dist/client',
        emptyOutDir: true,
        manifest: true,
        // Browsers with light-dark(), which the kit's colour tokens are written in.
        cssTarget: ['chrome123', 'edge123', 'firefox120', 'safari17.5'],
        target: ['chrome111', 'edge111', 'firefox114', 'safari16.4'],
      },
}));
