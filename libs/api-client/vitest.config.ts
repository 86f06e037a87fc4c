import { defineConfig } from 'vitest/config';

const reportDir = process.env['CAPTIO_TEST_REPORT_DIR'];

export default defineConfig({
  resolve: { conditions: ['@captio/source'] },
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    reporters: reportDir
      ? ['default', ['json', { outputFile: `${reportDir}/api-client.json` }]]
      : ['default'],
  },
});
