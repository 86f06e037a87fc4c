import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const reportDir = process.env['CAPTIO_TEST_REPORT_DIR'];

export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['@captio/source'] },
  // Node resolves the workspace packages the tests import (as apps/api does): without the
  // condition there too, @captio/i18n/react would need a build of i18n first.
  ssr: { resolve: { conditions: ['@captio/source'], externalConditions: ['@captio/source'] } },
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    environment: 'node',
    // Test files share their worker's modules: the tests hold no state between files, and
    // importing the library again for every file cost more than the tests (see the api's config).
    isolate: false,
    reporters: reportDir
      ? ['default', ['json', { outputFile: `${reportDir}/ui-kit.json` }]]
      : ['default'],
  },
});
