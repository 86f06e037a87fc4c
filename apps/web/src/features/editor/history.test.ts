import { describe, expect, test } from 'vitest';
import {
  EMPTY_HISTORY,
  HISTORY_LIMIT,
  type History,
  recordEdit,
  redo,
  TYPING_BURST_MS,
  undo,
} from './history.js';
import type { TranscriptDoc } from './operations/transcript-doc.js';

const doc = (text: string): TranscriptDoc => ({
  file_json: [{ start_time: 0, end_time: 1000, text }],
  speaker_file_json: {},
});

/** Plays edits (the text after each, its burst key, its time) and returns the history. */
function play(edits: [string, string | undefined, number][]): {
  history: History;
  current: TranscriptDoc;
} {
  let history = EMPTY_HISTORY;
  let current = doc('');
  for (const [text, key, at] of edits) {
    history = recordEdit(history, current, { at, ...(key !== undefined && { key }) });
    current = doc(text);
  }
  return { history, current };
}

const texts = (docs: readonly TranscriptDoc[]) => docs.map((d) => d.file_json[0]?.text);

describe('recordEdit', () => {
  test.each([
    [
      'keystrokes in one cue close together are one step',
      [
        ['a', 'text:0', 0],
        ['ab', 'text:0', 300],
        ['abc', 'text:0', 600],
      ],
      [''],
    ],
    [
      'a pause longer than a burst starts a new step',
      [
        ['a', 'text:0', 0],
        ['ab', 'text:0', TYPING_BURST_MS + 1],
      ],
      ['', 'a'],
    ],
    [
      'typing in another cue starts a new step',
      [
        ['a', 'text:0', 0],
        ['ab', 'text:1', 100],
      ],
      ['', 'a'],
    ],
    [
      'edits without a key (split, replace all) are a step each',
      [
        ['a', undefined, 0],
        ['ab', undefined, 10],
      ],
      ['', 'a'],
    ],
    [
      'typing after a split is a step of its own',
      [
        ['a', undefined, 0],
        ['ab', 'text:0', 10],
        ['abc', 'text:0', 20],
      ],
      ['', 'a'],
    ],
  ] as const)('%s', (_what, edits, past) => {
    expect(texts(play(edits.map((e) => [...e])).history.past)).toEqual(past);
  });

  test(`keeps the newest ${HISTORY_LIMIT} steps`, () => {
    const edits = Array.from({ length: HISTORY_LIMIT + 5 }, (_, i): [string, undefined, number] => [
      `${i}`,
      undefined,
      i,
    ]);
    const { history } = play(edits);
    expect(history.past).toHaveLength(HISTORY_LIMIT);
    expect(texts(history.past)[0]).toBe('4');
  });
});

describe('undo and redo', () => {
  test('walk back and forth through the steps; a new edit drops the redo steps', () => {
    let { history, current } = play([
      ['a', undefined, 0],
      ['ab', undefined, 1],
    ]);
    const back = undo(history, current);
    expect(back && texts([back.doc])).toEqual(['a']);
    if (!back) return;
    ({ history, doc: current } = back);
    const again = redo(history, current);
    expect(again && texts([again.doc])).toEqual(['ab']);
    history = recordEdit(history, current, { at: 5 });
    expect(history.future).toEqual([]);
  });

  test('with nothing to undo or redo, nothing happens', () => {
    expect(undo(EMPTY_HISTORY, doc('x'))).toBeUndefined();
    expect(redo(EMPTY_HISTORY, doc('x'))).toBeUndefined();
  });

  test('typing right after an undo does not join the burst before it', () => {
    const { history, current } = play([
      ['a', 'text:0', 0],
      ['ab', 'text:0', 100],
    ]);
    const back = undo(history, current);
    if (!back) throw new Error('nothing to undo');
    const after = recordEdit(back.history, back.doc, { key: 'text:0', at: 200 });
    expect(texts(after.past)).toEqual(['']);
  });
});
