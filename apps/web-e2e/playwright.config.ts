import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from '../../tools/testing/chromium.mjs';

const port = Number(process.env['CAPTIO_E2E_PORT'] ?? 3100);
const reportDir = process.env['CAPTIO_TEST_REPORT_DIR'];
const dataDir = fileURLToPath(new URL(`../../tmp/e2e-data-${port}`, import.meta.url));

export default defineConfig({
  testDir: './src',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: reportDir
    ? [['list'], ['json', { outputFile: `${reportDir}/web-e2e.playwright.json` }]]
    : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    // No action, navigation or wait for an event such as a download may wait for ever: one that
    // hangs fails at its own line, with its locator, instead of at the test's timeout.
    actionTimeout: 60_000,
    navigationTimeout: 60_000,
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { executablePath: TEST_CHROMIUM_PATH, args: CHROMIUM_ARGS },
      },
    },
  ],
  webServer: {
    // The whole product as `./captio start` serves it, on a database of its own for this run.
    command: `rm -rf ${dataDir} && node ../../apps/api/dist/main.js`,
    url: `http://127.0.0.1:${port}/api/auth/status/`,
    env: {
      CAPTIO_PORT: String(port),
      CAPTIO_DATA_DIR: dataDir,
      CAPTIO_LOG_LEVEL: 'warn',
      // Link tests fetch from a site on 127.0.0.1, which the product refuses by default.
      CAPTIO_ALLOW_PRIVATE_LINKS: '1',
      // Every spec signs its users up from this one address, past the production limit.
      CAPTIO_SIGNUP_LIMIT: '1000',
    },
    reuseExistingServer: false,
    // The server logs warnings only (a stalled request, a blocked event loop): shown with the run.
    stdout: 'pipe',
    // PGlite's first start (initdb, migrations) takes well over a minute on a busy machine.
    timeout: 180_000,
  },
});
