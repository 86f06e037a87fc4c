import { describe, expect, test } from 'vitest';
import { playerShortcutAction, type PlayerKeyInput } from './player-shortcuts.js';

const press = (code: string, extra: Partial<PlayerKeyInput> = {}): PlayerKeyInput => ({
  code,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  inTextField: false,
  inControl: false,
  ...extra,
});
const typing = { inTextField: true };

describe('playerShortcutAction', () => {
  test.each([
    ['Ctrl+Space in a cue’s text', press('Space', { ctrlKey: true, ...typing }), 'playPause'],
    ['⌘+Space', press('Space', { metaKey: true }), 'playPause'],
    ['Alt+K in a cue’s text', press('KeyK', { altKey: true, ...typing }), 'playPause'],
    ['Space on the page', press('Space'), 'playPause'],
    ['K on the page', press('KeyK'), 'playPause'],
    ['Space in a cue’s text types a space', press('Space', typing), null],
    ['K in a cue’s text types a k', press('KeyK', typing), null],
    ['Space on a button presses it', press('Space', { inControl: true }), null],
    ['Alt+← in a cue’s text', press('ArrowLeft', { altKey: true, ...typing }), 'previousCue'],
    ['Alt+→', press('ArrowRight', { altKey: true }), 'nextCue'],
    ['Alt+J', press('KeyJ', { altKey: true }), 'back5'],
    ['Alt+L', press('KeyL', { altKey: true }), 'forward5'],
    ['Alt+Shift+,', press('Comma', { altKey: true, shiftKey: true }), 'slower'],
    ['Alt+Shift+.', press('Period', { altKey: true, shiftKey: true }), 'faster'],
    ['← alone moves the caret', press('ArrowLeft', typing), null],
    ['Ctrl+← moves by word', press('ArrowLeft', { ctrlKey: true, ...typing }), null],
    ['Shift+Space', press('Space', { shiftKey: true }), null],
    ['Ctrl+Alt+K', press('KeyK', { ctrlKey: true, altKey: true }), null],
    ['Alt+Shift+K', press('KeyK', { altKey: true, shiftKey: true }), null],
    ['Alt+X', press('KeyX', { altKey: true }), null],
    ['Ctrl+Shift+Space', press('Space', { ctrlKey: true, shiftKey: true }), null],
  ])('%s gives %s', (_what, event, action) => {
    expect(playerShortcutAction(event)).toBe(action);
  });
});
