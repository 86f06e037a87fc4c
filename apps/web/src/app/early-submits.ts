/**
 * Every form of the app is sent by its code (a file is uploaded, a call is made): sent by the
 * browser before that code has run, it would reload the page with the fields in its address and
 * lose a picked file. A script in the head (earlySubmitScript) holds such a send back and keeps
 * it; once the page is hydrated, replayEarlySubmits sends it again, to the handlers now there.
 */

/** Where the head script keeps the forms sent early, as [form, the button pressed]. */
export const EARLY_SUBMITS = '__captioEarlySubmits';
/** Set once the app handles its forms itself. */
export const FORMS_READY = '__captioFormsReady';

type Scope = Record<string, unknown>;

/** The head script: a listener before any other, on the whole document. */
export function earlySubmitScript(): string {
  const code = `(function(){var q=self.${EARLY_SUBMITS}=[];document.addEventListener('submit',function(e){if(self.${FORMS_READY})return;e.preventDefault();q.push([e.target,e.submitter||null]);},true);})();`;
  return `<script>${code}</script>`;
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
