import { configDefaults, defineConfig } from 'vitest/config';

const reportDir = process.env['CAPTIO_TEST_REPORT_DIR'];

/** The whole suite runs twice: on PGlite (the embedded default) and on the machine's Postgres. */
const databases = ['pglite', 'postgres'] as const;

/**
 * Test files that run on PGlite only: the bad-input sweep sends thousands of requests that reach
 * no database differences the rest of the suite does not already test on both; the export
 * renderer touches no database at all; and the tests whose time goes to the media engines
 * (speaker labelling, article writing, the whole flow with a key, export downloads) check what
 * the engines make, while the task, credit and queue rules they pass through are tested on both.
 */
const PGLITE_ONLY = [
  'test/bad-input.test.ts',
  'src/modules/exports/**',
  'test/article-mode.test.ts',
  'test/speaker-mode.test.ts',
  'test/api-key-flow.test.ts',
  'test/task-export.test.ts',
];

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
        exclude: [...configDefaults.exclude, ...(kind === 'postgres' ? PGLITE_ONLY : [])],
        environment: 'node',
        env: { CAPTIO_TEST_DB: kind },
        // Makes the Postgres template the run copies from, and removes what earlier runs left.
        globalSetup: ['test/support/test-database-setup.ts'],
        // Test files share their worker's modules and its migrated PGlite copy (test-database.ts):
        // each file still opens databases of its own, so no file sees another's rows.
        isolate: false,
        testTimeout: 30_000,
        hookTimeout: 60_000,
      },
    })),
  },
});
