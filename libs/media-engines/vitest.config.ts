import { defineConfig } from 'vitest/config';

const reportDir = process.env['CAPTIO_TEST_REPORT_DIR'];

export default defineConfig({
  resolve: { conditions: ['@captio/source'] },
  // Workspace libraries (subtitle-core) are read from their TypeScript sources.
  ssr: { resolve: { conditions: ['@captio/source'], externalConditions: ['@captio/source'] } },
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    // Test files share their worker's modules: the tests hold no state between files, and
    // importing the library again for every file cost more than the tests (see the api's config).
    isolate: false,
    globalSetup: ['test/support/global-setup.ts'],
    reporters: reportDir
      ? ['default', ['json', { outputFile: `${reportDir}/media-engines.json` }]]
      : ['default'],
    // ffmpeg and pocketsphinx share the machine with other suites: on a loaded machine one
    // transcription of ten seconds of speech took 50 s.
    testTimeout: 300_000,
    hookTimeout: 300_000,
  },
});
