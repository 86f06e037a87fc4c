import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { defineConfig, type Plugin } from 'vite';
import { compressedAssets } from './vite-compressed-assets.js';
import { precompiledMessages } from './vite-precompiled-messages.js';

const { version } = JSON.parse(
  readFileSync(new URL('./package.json', import.meta.url), 'utf8'),
) as {
  version: string;
};

/**
 * Every build gets an id (CAPTIO_BUILD_ID, else the version and the build time) that the
 * browser bundle carries as __BUILD_ID__ and that builds/latest.json announces. A page left
 * open asks for that file now and then: another id means a newer deployment, and its next
 * navigation loads the page afresh instead of chunks that no longer exist.
 */
const buildId = process.env['CAPTIO_BUILD_ID'] ?? `${version}+${Date.now().toString(36)}`;

function buildManifest(id: string): Plugin {
  return {
    name: 'captio-build-manifest',
    apply: 'build',
    generateBundle() {
      if (this.environment.config.build.ssr) return;
      this.emitFile({
        type: 'asset',
        fileName: 'builds/latest.json',
        source: `${JSON.stringify({ id })}\n`,
      });
    },
  };
}

// Two builds from one config: the browser bundle (dist/client, with its manifest) and the
// server renderer (dist/server/entry-server.js) that the api loads to answer page requests
// with their HTML. Workspace libraries are bundled from their sources in both, so the CSS
// module class names the server writes are the ones the browser's stylesheet defines.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), buildManifest(buildId), precompiledMessages(), compressedAssets()],
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
  define: { __APP_VERSION__: JSON.stringify(version), __BUILD_ID__: JSON.stringify(buildId) },
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
