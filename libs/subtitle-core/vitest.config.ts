import { defineConfig } from 'vitest/config';

const reportDir = process.env['CAPTIO_TEST_REPORT_DIR'];

export default defineConfig({
  resolve: { conditions: ['@captio/source'] },
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    // Test files share their worker's modules: the tests hold no state between files, and
    // importing the library again for every file cost more than the tests (see the api's config).
    isolate: false,
    setupFiles: ['test/support/fast-check-setup.ts'],
    reporters: reportDir
      ? ['default', ['json', { outputFile: `${reportDir}/subtitle-core.json` }]]
      : ['default'],
    testTimeout: 60_000,
  },
});
