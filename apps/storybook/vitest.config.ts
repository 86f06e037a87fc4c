import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import type { TestProjectInlineConfiguration } from 'vitest/config';
import type { BrowserCommand } from 'vitest/node';
// The Playwright provider's context (page, frame) for browser commands.
import type {} from '@vitest/browser-playwright';
import type { Theme } from './.storybook/preview.js';
import { chromiumBrowser } from '../../tools/testing/vitest-chromium.mjs';

const reportDir = process.env['CAPTIO_TEST_REPORT_DIR'];
const configDir = fileURLToPath(new URL('./.storybook', import.meta.url));

/** Moves the real mouse outside the viewport, so that nothing a story renders is under it. */
const parkPointer: BrowserCommand<[]> = async (context) => {
  await context.page.mouse.move(-1, -1);
};

// Every story runs once per colour scheme, so axe checks contrast in both.
const themeProject = (theme: Theme): TestProjectInlineConfiguration => ({
  extends: true,
  plugins: [storybookTest({ configDir, initialGlobals: { theme } })],
  test: {
    name: `storybook:${theme}`,
    browser: { ...chromiumBrowser(), commands: { parkPointer } },
    setupFiles: ['./vitest.setup.ts'],
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
