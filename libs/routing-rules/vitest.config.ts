import { defineConfig } from 'vitest/config';

const reportDir = process.env['CAPTIO_TEST_REPORT_DIR'];

export default defineConfig({
  resolve: { conditions: ['@captio/source'] },
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['test/support/fast-check-setup.ts'],
    reporters: reportDir
      ? ['default', ['json', { outputFile: `${reportDir}/routing-rules.json` }]]
      : ['default'],
    testTimeout: 60_000,
  },
});
