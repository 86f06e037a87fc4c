import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const reportDir = process.env['CAPTIO_TEST_REPORT_DIR'];

export default defineConfig({
  plugins: [react()],
  define: { __APP_VERSION__: JSON.stringify('0.0.0-test'), __BUILD_ID__: JSON.stringify('test') },
  resolve: { conditions: ['@captio/source'] },
  // The workspace libraries from their sources, as the app's own build takes them.
  ssr: { resolve: { conditions: ['@captio/source'], externalConditions: ['@captio/source'] } },
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    environment: 'node',
    // Test files share their worker's modules (the app's components, react-intl, the catalogs):
    // importing them again for each of a hundred files was most of the run (91 s against 24 s).
    // Every test renders its own tree and makes its own stores, so no file sees another's state.
    isolate: false,
    reporters: reportDir
      ? ['default', ['json', { outputFile: `${reportDir}/web.json` }]]
      : ['default'],
  },
});
