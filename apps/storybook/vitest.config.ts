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
    // The story files share one page and its modules, as a Storybook does: each story still
    // renders from its own args into a fresh root. Loading Storybook's preview and the ui-kit
    // again for every file took most of the run's time (161 s against 73 s on two cores).
    isolate: false,
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
