import { describe, expect, test } from 'vitest';
import { TEST_LINES } from '../../testing/transcript.js';
import { cueMaker, shownSpeakers } from './speaker-labels.js';

const unnamed = (n: number) => (n === 0 ? 'Unknown Speaker' : `Unknown Speaker ${n}`);

describe('shownSpeakers', () => {
  test.each([
    // The unnamed one keeps the number it had before the other was named.
    ['named and one unnamed key', { S1: 'Ana' }, ['Ana', 'Unknown Speaker 2']],
    ['two unnamed keys, numbered', {}, ['Unknown Speaker 1', 'Unknown Speaker 2']],
    ['all named', { S1: 'Ana', S2: 'Bo' }, ['Ana', 'Bo']],
  ])('%s', (_what, names, labels) => {
    const shown = shownSpeakers({ file_json: TEST_LINES, speaker_file_json: names }, unnamed);
    expect(shown.map((speaker) => speaker.label)).toEqual(labels);
  });

  test('a nameless key beside lines with no speaker is numbered: no two choices read the same', () => {
    const shown = shownSpeakers(
      {
        file_json: [
          { start_time: 0, end_time: 1, text: 'x' },
          { start_time: 1, end_time: 2, text: 'y', speaker: 'S1' },
        ],
        speaker_file_json: {},
      },
      unnamed,
    );
    expect(shown.map((speaker) => speaker.label)).toEqual([undefined, 'Unknown Speaker 1']);
  });

  test('lines without a key have no label: the chip shows its own default', () => {
    const shown = shownSpeakers(
      { file_json: [{ start_time: 0, end_time: 1, text: 'x' }], speaker_file_json: {} },
      unnamed,
    );
    expect(shown).toEqual([{ key: undefined, name: undefined, cues: 1, label: undefined }]);
  });
});

describe('cueMaker', () => {
  test('keeps the cue of an unchanged line, and makes a new one for a changed line or label', () => {
    const make = cueMaker();
    const labels = new Map([
      ['S1', 'Ana'],
      ['S2', 'Bo'],
    ]);
    const first = make(TEST_LINES, labels);
    expect(first.map((cue) => [cue.start, cue.end, cue.text, cue.speaker])).toEqual([
      [0, 1500, 'Hello and welcome.', 'Ana'],
      [1800, 3600, 'Thank you for having me.', 'Bo'],
      [4000, 6000, 'Let us begin.', 'Ana'],
    ]);
    const [a, b, c] = TEST_LINES;
    if (!a || !b || !c) throw new Error('fixture');
    const edited = [a, { ...b, text: 'Thanks.' }, c];
    const second = make(edited, labels);
    expect(second[0]).toBe(first[0]);
    expect(second[1]).not.toBe(first[1]);
    const renamed = make(
      edited,
      new Map([
        ['S1', 'Anna'],
        ['S2', 'Bo'],
      ]),
    );
    expect(renamed[0]?.speaker).toBe('Anna');
    expect(renamed[1]).toBe(second[1]);
  });
});
