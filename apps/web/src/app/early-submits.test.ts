import { describe, expect, test, vi } from 'vitest';
import {
  EARLY_CLICKS,
  EARLY_SUBMITS,
  earlySubmitScript,
  FORMS_READY,
  reactListens,
  replayEarlyClicks,
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
  const [submit, click] = listeners;
  if (!submit || !click) throw new Error('no listener');
  return { scope, submit, click };
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

/** A button as the click listener sees it: `closest` finds it from what was clicked inside it. */
const fakeButtonElement = (options: { connected?: boolean; disabled?: boolean } = {}) => ({
  isConnected: options.connected ?? true,
  disabled: options.disabled ?? false,
  dispatchEvent: vi.fn(),
  click: vi.fn(),
});

/** The browser's event classes, as far as a press needs them: a type and what it was made with. */
class FakeEvent {
  constructor(
    readonly type: string,
    readonly init: Record<string, unknown>,
  ) {}
}

/** Runs `run` with the browser's globals a press uses. */
function withBrowserEvents(run: () => void): void {
  vi.stubGlobal('window', {});
  vi.stubGlobal('PointerEvent', FakeEvent);
  vi.stubGlobal('MouseEvent', FakeEvent);
  try {
    run();
  } finally {
    vi.unstubAllGlobals();
  }
}
const clickInside = (button: unknown) => ({
  target: { closest: (selector: string) => (selector === 'button[type=button]' ? button : null) },
});

describe('a button pressed before the app’s code has run', () => {
  test('is kept by a listener before any other; a click elsewhere is not', () => {
    const { scope, click } = runScript();
    expect(click.type).toBe('click');
    expect(click.capture).toBe(true);
    const menu = fakeButtonElement();
    click.listener(clickInside(menu));
    click.listener(clickInside(null));
    click.listener({ target: null });
    expect(scope[EARLY_CLICKS]).toEqual([menu]);
  });

  test('is not kept once React listens (it hydrates what is pressed, then hands it over)', () => {
    const { scope, click, submit } = runScript();
    reactListens(scope);
    click.listener(clickInside(fakeButtonElement()));
    const preventDefault = vi.fn();
    submit.listener({ target: fakeForm(), submitter: null, preventDefault });
    expect(scope[EARLY_CLICKS]).toEqual([]);
    expect(scope[EARLY_SUBMITS]).toEqual([]);
    expect(preventDefault).not.toHaveBeenCalled();
  });

  test('is not kept once the app handles its buttons', () => {
    const { scope, click } = runScript();
    scope[FORMS_READY] = true;
    click.listener(clickInside(fakeButtonElement()));
    expect(scope[EARLY_CLICKS]).toEqual([]);
  });

  test('is pressed as a mouse presses it: pointer and mouse down and up, then the click', () => {
    withBrowserEvents(() => {
      const menu = fakeButtonElement();
      replayEarlyClicks({ [EARLY_CLICKS]: [menu] });
      const events = menu.dispatchEvent.mock.calls.map(([event]) => event as FakeEvent);
      expect(events.map((event) => event.type)).toEqual([
        'pointerdown',
        'mousedown',
        'pointerup',
        'mouseup',
      ]);
      expect(events.every((event) => event.init['button'] === 0 && event.init['bubbles'])).toBe(
        true,
      );
      expect(menu.click).toHaveBeenCalledOnce();
    });
  });

  test('is pressed again once, in the order of the last presses; one gone or disabled is not', () => {
    const pressed: string[] = [];
    const named = (name: string, options?: { connected?: boolean; disabled?: boolean }) => {
      const button = fakeButtonElement(options);
      button.click.mockImplementation(() => pressed.push(name));
      return button;
    };
    const [menu, accept, gone, disabled] = [
      named('menu'),
      named('accept'),
      named('gone', { connected: false }),
      named('disabled', { disabled: true }),
    ];
    const scope: Record<string, unknown> = { [EARLY_CLICKS]: [menu, accept, gone, menu, disabled] };
    withBrowserEvents(() => expect(replayEarlyClicks(scope)).toBe(2));
    expect(pressed).toEqual(['accept', 'menu']);
    expect(scope[EARLY_CLICKS]).toEqual([]);
    expect(scope[FORMS_READY]).toBe(true);
  });

  test('nothing pressed: nothing to do', () => {
    expect(replayEarlyClicks({})).toBe(0);
  });
});
