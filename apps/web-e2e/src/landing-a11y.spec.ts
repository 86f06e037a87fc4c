import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

const PAGES = ['', '/services/transcription', '/translate-english-media-to-japanese'];

// axe walks every node of a long landing page: on a busy machine that takes more than the
// default 30 seconds.
test.describe.configure({ timeout: 180_000 });

for (const prefix of ['', '/de-DE', '/ja-JP']) {
  for (const path of PAGES) {
    const address = prefix + path || '/';
    for (const scheme of prefix === '' ? (['light', 'dark'] as const) : (['light'] as const)) {
      test(`${address} has no serious or critical axe violation (${scheme})`, async ({ page }) => {
        await page.emulateMedia({ colorScheme: scheme });
        await page.goto(address);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        const { violations } = await new AxeBuilder({ page }).analyze();
        const serious = violations
          .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
          .map((violation) => ({
            id: violation.id,
            nodes: violation.nodes.map((node) => node.target.join(' ')),
          }));
        expect(serious).toEqual([]);
      });
    }
  }
}
