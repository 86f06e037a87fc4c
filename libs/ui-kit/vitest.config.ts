import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const reportDir = process.env['CAPTIO_TEST_REPORT_DIR'];

export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['@captio/source'] },
  ssr: { resolve: { conditions: ['@captio/source'] } },
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    environment: 'node',
    reporters: reportDir
      ? ['default', ['json', { outputFile: `${reportDir}/ui-kit.json` }]]
      : ['default'],
  },
});
