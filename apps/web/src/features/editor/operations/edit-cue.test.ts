import type { TranscriptLine } from '@captio/api-client';
import { describe, expect, test } from 'vitest';
import { editText, editTimes } from './edit-cue.js';
import type { EditResult, TranscriptDoc } from './transcript-doc.js';

const line = (start_time: number, end_time: number, text = 'x'): TranscriptLine => ({
  start_time,
  end_time,
  text,
});
// 1–2 s, 3–4 s, 6–7 s in a 10 s media.
const doc: TranscriptDoc = {
  file_json: [line(1000, 2000, 'one'), line(3000, 4000, 'two'), line(6000, 7000, 'three')],
  speaker_file_json: {},
};

const timesOf = (result: EditResult, index: number) =>
  result.ok
    ? [result.doc.file_json[index]?.start_time, result.doc.file_json[index]?.end_time]
    : result.error.code;

describe('editText', () => {
  test('changes one cue and shares the others', () => {
    const result = editText(doc, 1, 'deux');
    expect(result.ok && result.doc.file_json.map((l) => l.text)).toEqual(['one', 'deux', 'three']);
    expect(result.ok && result.doc.file_json[0]).toBe(doc.file_json[0]);
  });

  test.each([
    [5, 'no-such-cue'],
    [-1, 'no-such-cue'],
    [1.5, 'no-such-cue'],
  ])('cue %d is refused: %s', (index, code) => {
    const result = editText(doc, index, 'x');
    expect(!result.ok && result.error.code).toBe(code);
  });

  test('a text longer than the contract allows is refused', () => {
    const result = editText(doc, 0, 'a'.repeat(10_001));
    expect(!result.ok && result.error.code).toBe('text-too-long');
  });

  test('the same text leaves the document as it was', () => {
    const result = editText(doc, 0, 'one');
    expect(result.ok && result.doc).toBe(doc);
  });
});

describe('editTimes', () => {
  test.each([
    ['a start within the gap above', 1, { start: 2500 }, [2500, 4000]],
    ['a start that touches the cue above', 1, { start: 2000 }, [2000, 4000]],
    ['an end within the gap below', 1, { end: 5500 }, [3000, 5500]],
    ['an end that touches the cue below', 1, { end: 6000 }, [3000, 6000]],
    ['both edges', 1, { start: 2200, end: 5800 }, [2200, 5800]],
    ['a start moved later', 1, { start: 3500 }, [3500, 4000]],
    ['the last cue to the end of the media', 2, { end: 10_000 }, [6000, 10_000]],
    ['a start into the cue above', 1, { start: 1900 }, 'overlaps-previous'],
    ['an end into the cue below', 1, { end: 6100 }, 'overlaps-next'],
    ['a start after the end', 1, { start: 4500 }, 'start-not-before-end'],
    ['a cue shorter than 100 ms', 1, { end: 3050 }, 'start-not-before-end'],
    ['a negative start', 0, { start: -1 }, 'invalid-time'],
    ['a fraction of a millisecond', 0, { start: 1000.5 }, 'invalid-time'],
    ['an end past the media', 2, { end: 10_001 }, 'past-media-end'],
  ] as const)('%s', (_what, index, times, expected) => {
    expect(timesOf(editTimes(doc, index, { ...times, durationMs: 10_000 }), index)).toEqual(
      expected,
    );
  });

  test('a transcript that came with overlapping cues can be edited without fixing them', () => {
    const overlapping: TranscriptDoc = {
      file_json: [line(0, 2000), line(1500, 3000)],
      speaker_file_json: {},
    };
    // The end moves; the start, which overlaps already, stays: allowed.
    expect(timesOf(editTimes(overlapping, 1, { end: 3500, durationMs: 0 }), 1)).toEqual([
      1500, 3500,
    ]);
    // Moving the start further into the cue above is not.
    expect(timesOf(editTimes(overlapping, 1, { start: 1000, durationMs: 0 }), 1)).toBe(
      'overlaps-previous',
    );
  });

  test('without a known media length the last cue may end anywhere later', () => {
    expect(timesOf(editTimes(doc, 2, { end: 99_000, durationMs: 0 }), 2)).toEqual([6000, 99_000]);
  });
});
