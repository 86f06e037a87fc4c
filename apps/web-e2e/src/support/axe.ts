import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import type { run as axeRun, RunOptions } from 'axe-core';

/** axe-core's browser build, read once per test worker. */
const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/**
 * axe's serious and critical findings on the page as it is now, one line each (rule, help and
 * the elements), so that a failing test says what to fix. Minor and moderate findings are
 * advice: the bar every page is held to is "nothing serious". `rules` runs only those rules.
 *
 * axe runs in the page itself, injected once per document: the app has no frames for axe to
 * visit, and the Playwright wrapper's frame-by-frame run finishes each check in a new page of
 * its own, which cost more than the check (about a second a call on two cores).
 */
export async function seriousAxeViolations(
  page: Page,
  { rules }: { rules?: readonly string[] } = {},
): Promise<string[]> {
  const options: RunOptions = {
    resultTypes: ['violations'],
    ...(rules ? { runOnly: { type: 'rule', values: [...rules] } } : {}),
  };
  // The check covers the top document only: a page that gains a frame must say how to check it.
  const frames = page.frames().length - 1;
  if (frames > 0) throw new Error(`axe checks no frames, and ${page.url()} has ${frames}`);
  // Evaluated by the debugger protocol, the script is not subject to the page's CSP.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async (runOptions) => {
    // A menu fading in is checked at its end: mid-fade its text is paler than it will be, and
    // axe found contrast failures that no one ever sees. Endless animations (a spinner) are
    // left, and a paused one is waited for no longer than any of the app's transitions lasts.
    const ending = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.race([
      Promise.all(ending.map((animation) => animation.finished.catch(() => undefined))),
      new Promise((resolve) => setTimeout(resolve, 2000)),
    ]);
    const { axe } = window as unknown as { axe: { run: typeof axeRun } };
    return (await axe.run(document, runOptions)).violations;
  }, options);
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    );
}

/**
 * The rules whose outcome depends on colours. Between the light and the dark scheme only the
 * colours change (the same DOM, the same ARIA), so a page checked fully in one scheme needs only
 * these in the other.
 */
export const COLOUR_RULES: readonly string[] = ['color-contrast', 'link-in-text-block'];

/**
 * The rules whose outcome depends on the words: names, labels, titles and languages. Between
 * locales only the words change (the same components, the same colours), so a page checked fully
 * in one locale needs only these in another.
 */
export const TEXT_RULES: readonly string[] = [
  'aria-command-name',
  'aria-input-field-name',
  'aria-meter-name',
  'aria-progressbar-name',
  'aria-toggle-field-name',
  'aria-tooltip-name',
  'button-name',
  'document-title',
  'empty-heading',
  'frame-title',
  'html-has-lang',
  'html-lang-valid',
  'html-xml-lang-mismatch',
  'image-alt',
  'input-button-name',
  'input-image-alt',
  'label',
  'link-name',
  'select-name',
  'svg-img-alt',
  'valid-lang',
];

/**
 * Switches the OS colour scheme the page sees and waits until the app shows it, its colours done
 * fading (CSS transitions): axe must see where the colours end, not a mix of both schemes.
 */
export async function showColourScheme(page: Page, scheme: 'light' | 'dark'): Promise<void> {
  await page.emulateMedia({ colorScheme: scheme });
  await expect(page.locator('html')).toHaveAttribute('data-color-mode', scheme);
  // A transition cut short by another (the page re-rendering mid-fade) rejects its `finished`
  // with an AbortError; the one that replaced it is in the next look. Endless animations (a
  // spinner) never finish and are not waited for.
  await page.evaluate(async () => {
    const fading = () =>
      document.getAnimations().filter((anim) => anim.effect?.getTiming().iterations !== Infinity);
    for (let look = 0; look < 5 && fading().length > 0; look++) {
      await Promise.allSettled(fading().map((anim) => anim.finished));
    }
  });
}
