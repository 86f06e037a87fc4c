import { useEffect, useState } from 'react';
import { createTranslator } from '@captio/i18n';
import { pageHead } from '../app/document-head.js';
import { VisuallyHidden } from '../features/forms/VisuallyHidden.js';
import { MAIN_ID } from '../shell/Shell.js';
import { useAppStores, useRoute } from '../state/stores.js';
import { ARRIVAL_EFFECTS, tookFocusOnPurpose } from './arrival.js';

/**
 * The new page's main heading, or its main landmark when it has none, focusable by script only
 * (tabindex -1 keeps it out of the tab order); the page stays at the scroll the router chose.
 */
function focusPage(focusedBefore: Element | null): void {
  if (tookFocusOnPurpose(document.activeElement, focusedBefore, document.body)) return;
  focusMainHeading();
}

/**
 * Focus on the main heading (or the main landmark), as after a navigation: also for a page that
 * replaces its whole content in place and so drops the focus that was in it.
 */
export function focusMainHeading(): void {
  const main = document.getElementById(MAIN_ID);
  const target = main?.querySelector<HTMLElement>('h1') ?? main;
  if (!target) return;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}

/**
 * What a full page load would tell a keyboard and screen reader user, after a navigation in the
 * app: focus at the start of the new page and its title read out. The live region is rendered
 * empty on the server and by the first render, and only filled after a navigation.
 */
export function RouteAnnouncer() {
  const stores = useAppStores();
  const arrival = useRoute((state) => state.arrival);
  const [announcement, setAnnouncement] = useState('');

  // The page's own effects (a field it focuses) have run before this one, which sits after the
  // page in the tree.
  useEffect(() => {
    const effects = ARRIVAL_EFFECTS[arrival.kind];
    if (effects.moveFocus) focusPage(arrival.focusedBefore);
    if (!effects.announce) return;
    // In the new page's language, with the title the tab shows (the page's head).
    const { shown } = stores.route.getState();
    const t = createTranslator(shown.route.locale, shown.messages as never);
    setAnnouncement(t('app.pageOpened', { title: pageHead(shown).title }));
  }, [arrival, stores]);

  return (
    // A bare polite live region, not a status: the statuses a reader can list are the page's own
    // messages (saved, sent, refused); this only reads out the new page's title.
    <div aria-live="polite" aria-atomic="true">
      <VisuallyHidden>{announcement}</VisuallyHidden>
    </div>
  );
}
