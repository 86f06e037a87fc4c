import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env['CAPTIO_E2E_PORT'] ?? 3100);
const reportDir = process.env['CAPTIO_TEST_REPORT_DIR'];

// Debian's Chromium; the browser download is skipped (no network here). The flags keep it
// from reaching out to Google's services, which this machine's closed network refuses.
const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
];

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
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { executablePath: '/usr/bin/chromium', args: chromiumArgs },
      },
    },
  ],
  webServer: {
    command: 'node ../../tools/scripts/serve.mjs',
    url: `http://127.0.0.1:${port}`,
    env: { CAPTIO_PORT: String(port) },
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
