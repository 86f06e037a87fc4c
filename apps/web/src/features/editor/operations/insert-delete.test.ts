import type { TranscriptLine } from '@captio/api-client';
import { describe, expect, test } from 'vitest';
import { deleteCue, insertCue } from './insert-delete.js';
import type { TranscriptDoc } from './transcript-doc.js';

const line = (start_time: number, end_time: number, speaker?: string): TranscriptLine => ({
  start_time,
  end_time,
  text: `${start_time}`,
  ...(speaker && { speaker }),
});
const doc: TranscriptDoc = {
  file_json: [line(1000, 1500, 'S1'), line(4000, 5000), line(5000, 6000)],
  speaker_file_json: {},
};

describe('insertCue', () => {
  test.each([
    ['at the top, before the first cue', -1, 10_000, [0, 1000], 0],
    ['in a wide gap: 2 s', 0, 10_000, [1500, 3500], 1],
    ['after the last cue: 2 s', 2, 10_000, [6000, 8000], 3],
    ['after the last cue, up to the media’s end', 2, 7000, [6000, 7000], 3],
  ] as const)('%s', (_what, after, duration, times, at) => {
    const result = insertCue(doc, after, duration);
    const added = result.ok ? result.doc.file_json[at] : undefined;
    expect([added?.start_time, added?.end_time, added?.text]).toEqual([...times, '']);
    expect(result.ok && result.doc.file_json).toHaveLength(4);
  });

  test('takes the speaker of the cue above', () => {
    const result = insertCue(doc, 0, 10_000);
    expect(result.ok && result.doc.file_json[1]?.speaker).toBe('S1');
  });

  test.each([
    ['between two touching cues', 1, 'no-room'],
    ['after a cue that does not exist', 7, 'no-such-cue'],
  ] as const)('is refused %s', (_what, after, code) => {
    const result = insertCue(doc, after, 10_000);
    expect(!result.ok && result.error.code).toBe(code);
  });

  test('is refused in a gap shorter than 5/6 of a second: the cue would be too short to read', () => {
    const early: TranscriptDoc = { file_json: [line(800, 1500)], speaker_file_json: {} };
    const result = insertCue(early, -1, 10_000);
    expect(!result.ok && result.error.code).toBe('no-room');
  });

  test('into an empty transcript', () => {
    const result = insertCue({ file_json: [], speaker_file_json: {} }, -1, 0);
    expect(result.ok && result.doc.file_json).toEqual([
      { start_time: 0, end_time: 2000, text: '' },
    ]);
  });
});

describe('deleteCue', () => {
  test.each([
    [0, ['4000', '5000']],
    [2, ['1000', '4000']],
  ])('cue %d leaves %j', (index, texts) => {
    const result = deleteCue(doc, index);
    expect(result.ok && result.doc.file_json.map((l) => l.text)).toEqual(texts);
  });

  test('a cue that does not exist is refused', () => {
    const result = deleteCue(doc, 3);
    expect(!result.ok && result.error.code).toBe('no-such-cue');
  });
});
