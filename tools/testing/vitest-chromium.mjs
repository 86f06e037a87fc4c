// Vitest's browser mode in Debian's Chromium (Storybook story tests, api-client browser tests).
import { playwright } from '@vitest/browser-playwright';
import { CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from './chromium.mjs';

/** The `test.browser` settings of a Vitest project that runs in headless Chromium. */
export function chromiumBrowser() {
  return {
    enabled: true,
    headless: true,
    provider: playwright({
      launchOptions: { executablePath: TEST_CHROMIUM_PATH, args: CHROMIUM_ARGS },
    }),
    instances: [{ browser: 'chromium' }],
  };
}
