import { transcriptResultSchema } from '@captio/api-client';
import { describe, expect, test } from 'vitest';
import { TEST_TASK_ID, testTask, testTranscriptResult } from '../../testing/transcript.js';
import { INITIAL_EDITOR_STATE, RESPONSE_FIELDS } from './editor-state.js';
import { createEditorStore } from './editor-store.js';

function openStore(clock = { now: 0 }) {
  const store = createEditorStore({ now: () => clock.now });
  store.getState().open(testTranscriptResult());
  return { store, clock };
}

describe('setFromResponse', () => {
  test('copies the listed fields only', () => {
    const store = createEditorStore();
    store.getState().setFromResponse({
      file_name: 'talk.mp3',
      duration: 42,
      is_change: true,
      drive_file: true,
      // Editor state fields a response may not set, and fields that are no editor state at all.
      view_status: 7,
      pageViewMode: 'article',
      upload_srt: true,
      revision: 9,
      task: testTask(),
      taskId: 'someone-else',
      unexpected: 'field',
    });
    const state = store.getState();
    expect([state.file_name, state.duration, state.is_change, state.drive_file]).toEqual([
      'talk.mp3',
      42,
      true,
      true,
    ]);
    expect(state.view_status).toBe(1);
    expect(state.pageViewMode).toBe('basic');
    expect(state.upload_srt).toBe(false);
    expect(state.revision).toBe(0);
    expect(state.taskId).toBeUndefined();
    expect('unexpected' in state || 'task' in state).toBe(false);
  });

  test('takes an article’s texts, and a text its engine does not write as empty', () => {
    const store = createEditorStore();
    store.getState().setFromResponse({
      file_summarize: 'We agreed on the plan.',
      Show_Notes: '0:04 We agreed on the plan.',
      Blog_Post: null,
      Social_Media: null,
    });
    const { file_summarize, Show_Notes, Blog_Post, Social_Media, Meetings_Minutes } =
      store.getState();
    expect([file_summarize, Show_Notes, Blog_Post, Social_Media, Meetings_Minutes]).toEqual([
      'We agreed on the plan.',
      '0:04 We agreed on the plan.',
      '',
      '',
      '',
    ]);
  });

  test('the listed fields are the ones the result call answers with, besides task, file, revision and the engines and language of the article and translation', () => {
    const answered = Object.keys(transcriptResultSchema.shape).filter(
      (key) =>
        ![
          'task',
          'file',
          'revision',
          'article_engine',
          'translation_engine',
          'translate_language',
        ].includes(key),
    );
    expect([...RESPONSE_FIELDS].sort()).toEqual(answered.sort());
  });

  test('the spec’s defaults: view_status 1, pageViewMode basic, not rotated', () => {
    expect([
      INITIAL_EDITOR_STATE.view_status,
      INITIAL_EDITOR_STATE.pageViewMode,
      INITIAL_EDITOR_STATE.rotated_video,
    ]).toEqual([1, 'basic', 0]);
  });
});

describe('open', () => {
  test('takes the task, revision and the language cues are laid out in', () => {
    const { store } = openStore();
    const state = store.getState();
    expect([state.taskId, state.revision, state.layoutLanguage, state.version]).toEqual([
      TEST_TASK_ID,
      3,
      'en',
      0,
    ]);
  });

  test('an automatic-detection task is laid out in the detected language', () => {
    const store = createEditorStore();
    store
      .getState()
      .open(
        testTranscriptResult({ task: testTask({ language: 'auto', detected_language: 'ja' }) }),
      );
    expect(store.getState().layoutLanguage).toBe('ja');
  });
});

describe('edits', () => {
  test('an edit changes the document, marks is_change and counts a version', () => {
    const { store } = openStore();
    expect(store.getState().editText(0, 'Hi.').ok).toBe(true);
    const state = store.getState();
    expect([state.file_json[0]?.text, state.is_change, state.version]).toEqual(['Hi.', true, 1]);
  });

  test('a refused edit changes nothing and says why', () => {
    const { store } = openStore();
    const before = store.getState();
    const result = store.getState().mergeWithNext(0);
    expect(!result.ok && result.error.code).toBe('different-speakers');
    expect(store.getState()).toBe(before);
  });

  test('typing is undone as one step per burst, and redone', () => {
    const { store, clock } = openStore();
    const type = (text: string, at: number) => {
      clock.now = at;
      store.getState().editText(1, text);
    };
    type('T', 0);
    type('Th', 200);
    type('Tha', 400);
    type('Than', 3000);
    const text = () => store.getState().file_json[1]?.text;
    expect(store.getState().undo()).toBe(true);
    expect(text()).toBe('Tha');
    expect(store.getState().undo()).toBe(true);
    expect(text()).toBe('Thank you for having me.');
    expect(store.getState().undo()).toBe(false);
    expect(store.getState().redo()).toBe(true);
    expect(text()).toBe('Tha');
  });

  test.each([
    ['split', (s: ReturnType<typeof openStore>['store']) => s.getState().split(0, 6), 4],
    ['insert', (s: ReturnType<typeof openStore>['store']) => s.getState().insertCue(2), 4],
    ['delete', (s: ReturnType<typeof openStore>['store']) => s.getState().deleteCue(1), 2],
    ['reflow', (s: ReturnType<typeof openStore>['store']) => s.getState().reflow(), 3],
  ] as const)('%s, then undo, gives the lines back', (_what, edit, count) => {
    const { store } = openStore();
    const before = store.getState().file_json;
    expect(edit(store).ok).toBe(true);
    expect(store.getState().file_json).toHaveLength(count);
    store.getState().undo();
    expect(store.getState().file_json).toEqual(before);
  });

  test('replace all reports how many were replaced', () => {
    const { store } = openStore();
    const result = store.getState().replaceAll('e', 'E', { caseSensitive: true });
    expect(result.count).toBe(6);
    expect(store.getState().file_json[2]?.text).toBe('LEt us bEgin.');
  });

  test('renaming a speaker names all their cues at once', () => {
    const { store } = openStore();
    store.getState().renameSpeaker('S2', 'Bo');
    expect(store.getState().speaker_file_json).toEqual({ S1: 'Ana', S2: 'Bo' });
  });

  test('times are checked against the media’s length', () => {
    const { store } = openStore();
    const result = store.getState().editTimes(2, { end: 10_500 });
    expect(!result.ok && result.error.code).toBe('past-media-end');
  });

  test('a save takes the server’s revision and is_change', () => {
    const { store } = openStore();
    store.getState().editText(0, 'x');
    store.getState().saved(4, false);
    expect([store.getState().revision, store.getState().is_change]).toEqual([4, false]);
  });
});
