/**
 * Every form of the app is sent by its code (a file is uploaded, a call is made): sent by the
 * browser before that code has run, it would reload the page with the fields in its address and
 * lose a picked file. A script in the head (earlySubmitScript) holds such a send back and keeps
 * it; once the page is hydrated, replayEarlySubmits sends it again, to the handlers now there.
 * The same goes for a button that only the code makes do something (a menu, a dialog): pressed
 * early, it did nothing, and is pressed again then (replayEarlyClicks).
 */

/** Where the head script keeps the forms sent early, as [form, the button pressed]. */
export const EARLY_SUBMITS = '__captioEarlySubmits';
/** Where the head script keeps the buttons (not a form's) pressed early, in order. */
export const EARLY_CLICKS = '__captioEarlyClicks';
/** Set once the app handles its forms itself. */
export const FORMS_READY = '__captioFormsReady';
/**
 * Set when hydration starts: from then on React hears every event, and one on a part not yet
 * hydrated makes it hydrate that part at once and hand it over; kept here too, it would be
 * handled twice (a menu opened, then closed by the press again).
 */
export const REACT_LISTENING = '__captioReactListening';

/** Says that React listens now (just before hydrateRoot): the head script stops keeping events. */
export function reactListens(scope: Scope = globalThis as unknown as Scope): void {
  scope[REACT_LISTENING] = true;
}

type Scope = Record<string, unknown>;

/** The head script: listeners before any other, on the whole document. */
export function earlySubmitScript(): string {
  const late = `self.${FORMS_READY}||self.${REACT_LISTENING}`;
  const clicks = `var c=self.${EARLY_CLICKS}=[];document.addEventListener('click',function(e){if(${late}||!e.target||!e.target.closest)return;var b=e.target.closest('button[type=button]');if(b)c.push(b);},true);`;
  const code = `(function(){var q=self.${EARLY_SUBMITS}=[];document.addEventListener('submit',function(e){if(${late})return;e.preventDefault();q.push([e.target,e.submitter||null]);},true);${clicks}})();`;
  return `<script>${code}</script>`;
}

/**
 * Presses again, once each and in the order they were last pressed, the buttons pressed before
 * hydration that are still on the page and can be pressed (pressed twice, a menu was meant to be
 * opened). Called before the forms are sent again, as they were pressed before sending.
 */
export function replayEarlyClicks(scope: Scope = globalThis as unknown as Scope): number {
  scope[FORMS_READY] = true;
  const pressed = (scope[EARLY_CLICKS] ?? []) as HTMLButtonElement[];
  scope[EARLY_CLICKS] = [];
  const order = new Set<HTMLButtonElement>();
  for (const button of pressed) {
    order.delete(button);
    order.add(button);
  }
  let replayed = 0;
  for (const button of order) {
    if (!button.isConnected || button.disabled) continue;
    press(button);
    replayed += 1;
  }
  return replayed;
}

/**
 * Presses a button as a mouse does, with every event of a press in turn: some controls act on
 * the pointer going down (a menu opens then), others on the click.
 */
function press(button: HTMLButtonElement): void {
  const init = { bubbles: true, cancelable: true, composed: true, button: 0, view: window };
  const Pointer = typeof PointerEvent === 'function' ? PointerEvent : MouseEvent;
  button.dispatchEvent(
    new Pointer('pointerdown', { ...init, pointerType: 'mouse', isPrimary: true }),
  );
  button.dispatchEvent(new MouseEvent('mousedown', init));
  button.dispatchEvent(
    new Pointer('pointerup', { ...init, pointerType: 'mouse', isPrimary: true }),
  );
  button.dispatchEvent(new MouseEvent('mouseup', init));
  button.click();
}

/**
 * Sends again what was sent before hydration, once per form (pressed twice, it was meant once),
 * with the button that was pressed where it still belongs to the form; a form no longer on the
 * page is dropped. From now on the app's own handlers take every send.
 */
export function replayEarlySubmits(scope: Scope = globalThis as unknown as Scope): number {
  scope[FORMS_READY] = true;
  const queue = (scope[EARLY_SUBMITS] ?? []) as [HTMLFormElement, HTMLElement | null][];
  scope[EARLY_SUBMITS] = [];
  const last = new Map<HTMLFormElement, HTMLElement | null>();
  for (const [form, submitter] of queue) last.set(form, submitter);
  let sent = 0;
  for (const [form, submitter] of last) {
    if (!form.isConnected) continue;
    const button =
      submitter && submitter.isConnected && (submitter as HTMLButtonElement).form === form
        ? submitter
        : null;
    form.requestSubmit(button);
    sent += 1;
  }
  return sent;
}
