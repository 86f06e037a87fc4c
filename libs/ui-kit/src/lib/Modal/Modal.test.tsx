import { describe, expect, test } from 'vitest';
import { renderMarkup } from '../../testing/render.js';
import { DEFAULT_MODAL_WIDTH, modalWidth } from './modal-width.js';
import { Modal } from './Modal.js';

// Focus trapping, Escape, outside clicks and the non-closable mode need a browser: the stories
// (apps/storybook) test them in Chromium. Here: the width rule and the server-side contract.
describe('modalWidth', () => {
  test.each<[number | string | undefined, string]>([
    [undefined, `${DEFAULT_MODAL_WIDTH}px`],
    [666, '666px'],
    [300, '300px'],
    [' 40rem ', '40rem'],
    ['min(90vw, 720px)', 'min(90vw, 720px)'],
    ['', '480px'],
    [0, '480px'],
    [-20, '480px'],
    [Number.NaN, '480px'],
    [Number.POSITIVE_INFINITY, '480px'],
  ])('width %j gives %s', (width, expected) => {
    expect(modalWidth(width)).toBe(expected);
  });
});

describe('Modal', () => {
  test('renders nothing into the server markup: Radix mounts its portal in the browser only', () => {
    const markup = renderMarkup(
      <main>
        <Modal open onOpenChange={() => undefined} title="Title">
          Body
        </Modal>
      </main>,
    );
    expect(markup).toBe('<main></main>');
  });
});
