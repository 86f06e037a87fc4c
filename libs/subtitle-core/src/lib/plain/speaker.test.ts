import { describe, expect, it } from 'vitest';
import { isSpeakerName, speakerColon, speakerLabel } from './speaker.js';

describe('speakers in plain text', () => {
  it.each(['Bob', 'Speaker 1', 'SPEAKER_00', 'Dr. Who', 'Ana María', 'Q', '张伟', 'x'.repeat(40)])(
    'accepts the name "%s"',
    (name) => {
      expect(isSpeakerName(name)).toBe(true);
    },
  );

  it.each([
    '',
    ' Bob',
    'Bob ',
    '10',
    'a:b',
    '[00',
    '(aside)',
    '*Bob',
    '\\Bob',
    'x'.repeat(41),
    'a\nb',
  ])('rejects the name "%s"', (name) => {
    expect(isSpeakerName(name)).toBe(false);
  });

  it.each([
    ['Bob: hello', 3],
    ['MAN:', 3],
    ['Bob:hello', -1],
    ['10:30 we met', -1],
    ['see http://example.com', -1],
    ['No colon here', -1],
    [`${'x'.repeat(41)}: too long`, -1],
  ])('finds the speaker colon in "%s"', (line, colon) => {
    expect(speakerColon(line, 0)).toBe(colon);
  });

  it.each([
    [undefined, ''],
    ['  Bob  ', 'Bob'],
    ['Dr: Who\nElse', 'Dr Who Else'],
    ['y'.repeat(50), 'y'.repeat(40)],
  ])('writes speaker %j as %j', (speaker, label) => {
    expect(speakerLabel(speaker)).toBe(label);
  });
});
