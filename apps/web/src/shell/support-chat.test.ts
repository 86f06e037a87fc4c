import { describe, expect, test } from 'vitest';
import { supportChatAllowed } from './support-chat.js';

describe('supportChatAllowed', () => {
  test.each([
    [undefined, 'index', false],
    [0, 'index', false],
    [1, 'index', true],
    [3, 'workspace', true],
    [1, 'result-hash', false],
    [2, 'result-transcription-hash', false],
    [1, undefined, true],
  ])('level %s on %s: %s', (level, pageName, expected) => {
    expect(supportChatAllowed({ level, pageName })).toBe(expected);
  });
});
