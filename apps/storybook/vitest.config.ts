import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import type { TestProjectInlineConfiguration } from 'vitest/config';
import type { Theme } from './.storybook/preview.js';
import { chromiumBrowser } from '../../tools/testing/vitest-chromium.mjs';

const reportDir = process.env['CAPTIO_TEST_REPORT_DIR'];
const configDir = fileURLToPath(new URL('./.storybook', import.meta.url));

// Every story runs once per colour scheme, so axe checks contrast in both.
const themeProject = (theme: Theme): TestProjectInlineConfiguration => ({
  extends: true,
  plugins: [storybookTest({ configDir, initialGlobals: { theme } })],
  test: {
    name: `storybook:${theme}`,
    browser: chromiumBrowser(),
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
