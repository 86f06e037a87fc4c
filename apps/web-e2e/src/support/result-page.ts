import type { Page } from '@playwright/test';

/** A task's result page, as the start forms open it. */
export const TASK_RESULT_ADDRESS = /\/result\/[0-9a-f]{64}\?task_id=/;

/**
 * Waits for the result page a start form opens, and fails at once with what the form says
 * when it says why it did not (an upload or a task refused), instead of waiting on.
 */
export async function waitForResultPage(
  page: Page,
  address: RegExp = TASK_RESULT_ADDRESS,
  timeout = 90_000,
): Promise<void> {
  const alerts = page.getByRole('alert');
  const until = Date.now() + timeout;
  while (Date.now() < until) {
    if (address.test(page.url())) return;
    const said = (await alerts.allInnerTexts()).map((text) => text.trim()).filter(Boolean);
    if (said.length > 0 && !address.test(page.url())) {
      throw new Error(`No result page: the form at ${page.url()} says "${said.join(' / ')}"`);
    }
    await page.waitForTimeout(200);
  }
  throw new Error(`No result page within ${timeout / 1000} s: still at ${page.url()}`);
}
