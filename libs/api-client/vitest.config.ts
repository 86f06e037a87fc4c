import { defineConfig } from 'vitest/config';
import { chromiumBrowser } from '../../tools/testing/vitest-chromium.mjs';

const reportDir = process.env['CAPTIO_TEST_REPORT_DIR'];

export default defineConfig({
  resolve: { conditions: ['@captio/source'] },
  // Node resolves the workspace packages the tests import (routing-rules) from their sources
  // too, so the tests need no build of them first.
  ssr: { resolve: { conditions: ['@captio/source'], externalConditions: ['@captio/source'] } },
  test: {
    reporters: reportDir
      ? ['default', ['json', { outputFile: `${reportDir}/api-client.json` }]]
      : ['default'],
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: ['src/**/*.test.ts'],
          exclude: ['src/**/*.browser.test.ts'],
          environment: 'node',
          // Files share their worker's modules: no test keeps state between files.
          isolate: false,
        },
      },
      {
        // The browser-only paths (XMLHttpRequest uploads, canvas encoding) in Debian's
        // Chromium, against a real server the global setup starts.
        extends: true,
        test: {
          name: 'chromium',
          include: ['src/**/*.browser.test.ts'],
          globalSetup: ['src/test/browser-upload-server.ts'],
          browser: chromiumBrowser(),
          isolate: false,
        },
      },
    ],
  },
});
