import { describe, expect, test } from 'vitest';
import { cueTextKeyAction, type CaretInput, type KeyInput } from './cue-list-keys.js';

const key = (name: string, modifiers: Partial<KeyInput> = {}): KeyInput => ({
  key: name,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...modifiers,
});
const caret = (value: string, at: number, end = at): CaretInput => ({
  value,
  selectionStart: at,
  selectionEnd: end,
});

describe('cueTextKeyAction', () => {
  test.each([
    ['↑ on the only line', key('ArrowUp'), caret('hello', 3), 'previousCue'],
    ['↓ on the only line', key('ArrowDown'), caret('hello', 3), 'nextCue'],
    ['↑ on the second line', key('ArrowUp'), caret('one\ntwo', 5), null],
    ['↓ on the first of two lines', key('ArrowDown'), caret('one\ntwo', 1), null],
    ['↓ on the second line', key('ArrowDown'), caret('one\ntwo', 5), 'nextCue'],
    ['↑ with a selection', key('ArrowUp'), caret('hello', 1, 3), null],
    ['Shift+↑ (selecting)', key('ArrowUp', { shiftKey: true }), caret('hello', 3), null],
    ['Ctrl+Enter', key('Enter', { ctrlKey: true }), caret('hello', 3), 'split'],
    ['⌘+Enter', key('Enter', { metaKey: true }), caret('hello', 3), 'split'],
    [
      'Ctrl+Shift+Enter',
      key('Enter', { ctrlKey: true, shiftKey: true }),
      caret('a', 1),
      'mergeNext',
    ],
    ['Enter alone (a new line)', key('Enter'), caret('hello', 3), null],
    ['Alt+↑ (the player’s)', key('ArrowUp', { altKey: true }), caret('hello', 3), null],
    ['a letter', key('a'), caret('hello', 3), null],
  ])('%s gives %s', (_what, event, where, action) => {
    expect(cueTextKeyAction(event, where)).toBe(action);
  });
});
