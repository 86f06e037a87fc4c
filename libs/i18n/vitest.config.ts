import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const reportDir = process.env['CAPTIO_TEST_REPORT_DIR'];

export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['@captio/source'] },
  // Node-environment tests resolve through the ssr settings: without them a sibling package
  // is read from its dist/, which exists only after a build.
  ssr: { resolve: { conditions: ['@captio/source'], externalConditions: ['@captio/source'] } },
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'test/**/*.test.ts', 'test/**/*.test.tsx'],
    environment: 'node',
    // Test files share their worker's modules: the tests hold no state between files, and
    // importing the library again for every file cost more than the tests (see the api's config).
    isolate: false,
    reporters: reportDir
      ? ['default', ['json', { outputFile: `${reportDir}/i18n.json` }]]
      : ['default'],
  },
});
