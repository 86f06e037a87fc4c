import { describe, expect, test, vi } from 'vitest';
import {
  EARLY_SUBMITS,
  earlySubmitScript,
  FORMS_READY,
  replayEarlySubmits,
} from './early-submits.js';

type Listener = (event: unknown) => void;

/** Runs the head script as the browser would, in a scope of its own; gives its submit listener. */
function runScript() {
  const scope: Record<string, unknown> = {};
  const listeners: { type: string; listener: Listener; capture: unknown }[] = [];
  const document = {
    addEventListener: (type: string, listener: Listener, capture: unknown) =>
      listeners.push({ type, listener, capture }),
  };
  const code = earlySubmitScript().replace(/^<script>|<\/script>$/g, '');
  new Function('self', 'document', code)(scope, document);
  const [submit] = listeners;
  if (!submit) throw new Error('no listener');
  return { scope, submit };
}

const fakeForm = (connected = true) => ({ isConnected: connected, requestSubmit: vi.fn() });
const fakeButton = (form: unknown, connected = true) => ({ isConnected: connected, form });

describe('a form sent before the app’s code has run', () => {
  test('is held back and kept, by a listener before any other', () => {
    const { scope, submit } = runScript();
    expect(submit.type).toBe('submit');
    expect(submit.capture).toBe(true);
    const form = fakeForm();
    const button = fakeButton(form);
    const preventDefault = vi.fn();
    submit.listener({ target: form, submitter: button, preventDefault });
    expect(preventDefault).toHaveBeenCalledOnce();
    expect(scope[EARLY_SUBMITS]).toEqual([[form, button]]);
  });

  test('goes through untouched once the app handles its forms', () => {
    const { scope, submit } = runScript();
    scope[FORMS_READY] = true;
    const preventDefault = vi.fn();
    submit.listener({ target: fakeForm(), submitter: null, preventDefault });
    expect(preventDefault).not.toHaveBeenCalled();
    expect(scope[EARLY_SUBMITS]).toEqual([]);
  });

  test('is sent again once, with the last button pressed; a form gone is dropped', () => {
    const kept = fakeForm();
    const gone = fakeForm(false);
    const other = fakeForm();
    const first = fakeButton(kept);
    const second = fakeButton(kept);
    const scope: Record<string, unknown> = {
      [EARLY_SUBMITS]: [
        [kept, first],
        [gone, null],
        [kept, second],
        // A button that is no longer the form's (the form re-rendered): the form is sent alone.
        [other, fakeButton(fakeForm())],
      ],
    };
    expect(replayEarlySubmits(scope)).toBe(2);
    expect(kept.requestSubmit).toHaveBeenCalledExactlyOnceWith(second);
    expect(other.requestSubmit).toHaveBeenCalledExactlyOnceWith(null);
    expect(gone.requestSubmit).not.toHaveBeenCalled();
    expect(scope[FORMS_READY]).toBe(true);
    expect(scope[EARLY_SUBMITS]).toEqual([]);
  });

  test('nothing sent early: nothing sent again', () => {
    const scope: Record<string, unknown> = {};
    expect(replayEarlySubmits(scope)).toBe(0);
    expect(scope[FORMS_READY]).toBe(true);
  });
});
