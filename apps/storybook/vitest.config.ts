import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import type { TestProjectInlineConfiguration } from 'vitest/config';
import type { Theme } from './.storybook/preview.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tools/testing/chromium.mjs';

const reportDir = process.env['CAPTIO_TEST_REPORT_DIR'];
const configDir = fileURLToPath(new URL('./.storybook', import.meta.url));

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
        launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
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
