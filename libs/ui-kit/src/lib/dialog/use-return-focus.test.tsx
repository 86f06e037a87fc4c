import type { RefObject } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { useReturnFocus } from './use-return-focus.js';

// No DOM here: a few stand-in elements with what the hook reads (connection, tabindex, focus).
// The stories (apps/storybook) run the dialogs in Chromium.

interface FakeElement {
  name: string;
  isConnected: boolean;
  tabIndex: number;
  attributes: Map<string, string>;
  hasAttribute(name: string): boolean;
  setAttribute(name: string, value: string): void;
  focus(): void;
  querySelector(selector: string): FakeElement | null;
  ownerDocument: FakeDocument;
}

interface FakeDocument {
  body: FakeElement;
  activeElement: FakeElement | null;
  main: FakeElement | null;
  querySelector(selector: string): FakeElement | null;
}

function fakeDocument(): FakeDocument {
  const doc: FakeDocument = {
    body: undefined as unknown as FakeElement,
    activeElement: null,
    main: null,
    querySelector: (selector) => (selector === 'main, [role="main"]' ? doc.main : null),
  };
  doc.body = element(doc, 'body');
  doc.activeElement = doc.body;
  return doc;
}

/** An element; `focusable` ones (a button) have tabIndex 0 without the attribute. */
function element(
  doc: FakeDocument,
  name: string,
  { focusable = false, h1 = null as FakeElement | null } = {},
): FakeElement {
  const attributes = new Map<string, string>();
  const self: FakeElement = {
    name,
    isConnected: true,
    get tabIndex() {
      const set = attributes.get('tabindex');
      return set === undefined ? (focusable ? 0 : -1) : Number(set);
    },
    attributes,
    hasAttribute: (attribute) => attributes.has(attribute),
    setAttribute: (attribute, value) => void attributes.set(attribute, value),
    focus: () => {
      doc.activeElement = self;
    },
    querySelector: (selector) => (selector === 'h1' ? h1 : null),
    ownerDocument: doc,
  };
  return self;
}

/** The hook's handlers, as a dialog frame gets them on its first render. */
function returnFocus(fallback?: RefObject<HTMLElement | null>) {
  let handlers: ReturnType<typeof useReturnFocus> | undefined;
  function Probe() {
    handlers = useReturnFocus(fallback);
    return null;
  }
  renderToStaticMarkup(<Probe />);
  if (!handlers) throw new Error('the hook did not run');
  return handlers;
}

/** A Radix focus event on the dialog's content; true when the hook took over (preventDefault). */
function fire(handler: (event: Event) => void, content: FakeElement): boolean {
  let prevented = false;
  handler({ target: content, preventDefault: () => (prevented = true) } as unknown as Event);
  return prevented;
}

type Page = ReturnType<typeof page>;

/** A page with a main landmark and its h1, a Revoke button, a key's row and an open dialog. */
function page({ heading = true } = {}) {
  const doc = fakeDocument();
  const h1 = element(doc, 'h1');
  doc.main = element(doc, 'main', { h1: heading ? h1 : null });
  return {
    doc,
    h1,
    main: doc.main,
    button: element(doc, 'Revoke button', { focusable: true }),
    row: element(doc, 'key row'),
    content: element(doc, 'dialog content'),
  };
}

describe('useReturnFocus', () => {
  test.each<[string, (p: Page) => FakeElement | null, (p: Page) => void, string]>([
    ['to the element that opened it', (p) => p.button, () => undefined, 'Revoke button'],
    [
      'to the named fallback when the opener is gone',
      (p) => p.button,
      (p) => (p.button.isConnected = false),
      'key row',
    ],
    [
      'to the main heading when the opener is gone and nothing is named',
      (p) => p.button,
      (p) => {
        p.button.isConnected = false;
        p.row.isConnected = false;
      },
      'h1',
    ],
    ['to the named fallback when it opened on load', () => null, () => undefined, 'key row'],
  ])('gives focus back %s, never to the body', (_case, opener, meanwhile, expected) => {
    const p = page();
    const handlers = returnFocus({ current: p.row as unknown as HTMLElement });
    p.doc.activeElement = opener(p) ?? p.doc.body;
    expect(fire(handlers.onOpenAutoFocus, p.content)).toBe(false);
    p.doc.activeElement = p.content;
    meanwhile(p);

    expect(fire(handlers.onCloseAutoFocus, p.content)).toBe(true);
    expect(p.doc.activeElement?.name).toBe(expected);
  });

  test.each([
    ['the main heading', true, 'h1'],
    ['the main landmark, on a page without h1', false, 'main'],
  ])(
    'closing a dialog opened on load puts focus on %s, focusable by script only',
    (_case, heading, expected) => {
      const p = page({ heading });
      const handlers = returnFocus();
      fire(handlers.onOpenAutoFocus, p.content);

      expect(fire(handlers.onCloseAutoFocus, p.content)).toBe(true);
      expect(p.doc.activeElement?.name).toBe(expected);
      expect(p.doc.activeElement?.attributes.get('tabindex')).toBe('-1');
    },
  );

  test('leaves the tabindex of an element focusable by nature alone', () => {
    const p = page();
    const handlers = returnFocus();
    p.doc.activeElement = p.button;
    fire(handlers.onOpenAutoFocus, p.content);
    fire(handlers.onCloseAutoFocus, p.content);
    expect(p.doc.activeElement).toBe(p.button);
    expect(p.button.hasAttribute('tabindex')).toBe(false);
  });

  test('leaves focus to Radix on a page without a main landmark and nothing to go back to', () => {
    const p = page();
    p.doc.main = null;
    const handlers = returnFocus();
    fire(handlers.onOpenAutoFocus, p.content);
    expect(fire(handlers.onCloseAutoFocus, p.content)).toBe(false);
  });
});
