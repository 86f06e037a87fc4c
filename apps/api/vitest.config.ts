import { defineConfig } from 'vitest/config';

const reportDir = process.env['CAPTIO_TEST_REPORT_DIR'];

/** The whole suite runs twice: on PGlite (the embedded default) and on the machine's Postgres. */
const databases = ['pglite', 'postgres'] as const;

export default defineConfig({
  resolve: { conditions: ['@captio/source'] },
  ssr: { resolve: { conditions: ['@captio/source'], externalConditions: ['@captio/source'] } },
  test: {
    reporters: reportDir
      ? ['default', ['json', { outputFile: `${reportDir}/api.json` }]]
      : ['default'],
    projects: databases.map((kind) => ({
      extends: true,
      test: {
        name: kind,
        include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
        environment: 'node',
        env: { CAPTIO_TEST_DB: kind },
        testTimeout: 30_000,
        hookTimeout: 60_000,
      },
    })),
  },
});
