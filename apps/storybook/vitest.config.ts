import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import type { TestProjectInlineConfiguration } from 'vitest/config';
import type { Theme } from './.storybook/preview.js';

const reportDir = process.env['CAPTIO_TEST_REPORT_DIR'];
const configDir = fileURLToPath(new URL('./.storybook', import.meta.url));

// Debian's Chromium (no browser downloads here), kept off Google's services, which this
// machine's closed network refuses: the same flags as apps/web-e2e (DESIGN.md).
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

// Every story runs once per colour scheme, so axe checks contrast in both.
const themeProject = (theme: Theme): TestProjectInlineConfiguration => ({
  extends: true,
  plugins: [storybookTest({ configDir, initialGlobals: { theme } })],
  test: {
    name: `storybook:${theme}`,
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: { executablePath: '/usr/bin/chromium', args: chromiumArgs },
      }),
      instances: [{ browser: 'chromium' }],
    },
  },
});

export default defineConfig({
  test: {
    projects: [themeProject('light'), themeProject('dark')],
    reporters: reportDir
      ? ['default', ['json', { outputFile: `${reportDir}/storybook.json` }]]
      : ['default'],
  },
});
