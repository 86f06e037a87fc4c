import { type TranscriptResult, transcriptResultSchema } from '@captio/api-client';
import { describe, expect, test } from 'vitest';
import {
  TEST_LINES,
  TEST_TASK_ID,
  TEST_TRANSLATION,
  testTask,
  testTranscriptResult,
  testTranslatedResult,
  testTranslationState,
} from '../../testing/transcript.js';
import { INITIAL_EDITOR_STATE, RESPONSE_FIELDS } from './editor-state.js';
import { createEditorStore, docOf, type EditorStore } from './editor-store.js';

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

  test('the listed fields are the ones the result call answers with, besides task, file, media_kept, revision and the engines and language of the article and translation', () => {
    const answered = Object.keys(transcriptResultSchema.shape).filter(
      (key) =>
        ![
          'task',
          'file',
          'media_kept',
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

describe('the translation', () => {
  function translatedStore(overrides: Partial<TranscriptResult> = {}) {
    const clock = { now: 0 };
    const store = createEditorStore({ now: () => clock.now });
    store.getState().open(testTranslatedResult(overrides));
    return { store, clock };
  }
  const translated = (store: EditorStore) =>
    store.getState().translate_file_json.map((line) => line.text);

  test('opens with its language and engine, and goes with the document', () => {
    const { store } = translatedStore();
    const state = store.getState();
    expect([state.translationLanguage, state.translationEngine?.name, state.translating]).toEqual([
      'es',
      'Apertium',
      false,
    ]);
    expect(docOf(state).translate_file_json).toEqual(TEST_TRANSLATION);
    // A transcript without one has no translation in its document.
    expect(docOf(openStore().store.getState()).translate_file_json).toBeUndefined();
  });

  test('an edit of it marks translate_is_change, not is_change, and is undone like typing', () => {
    const { store, clock } = translatedStore();
    store.getState().editTranslation(1, 'Gracias');
    clock.now = 300;
    store.getState().editTranslation(1, 'Gracias por recibirme.');
    const state = store.getState();
    expect([state.translate_is_change, state.is_change, state.version]).toEqual([true, false, 2]);
    expect(state.file_json).toEqual(TEST_LINES);
    expect(translated(store)[1]).toBe('Gracias por recibirme.');
    expect(store.getState().undo()).toBe(true);
    expect(translated(store)[1]).toBe('Gracias por invitarme.');
    expect(store.getState().redo()).toBe(true);
    expect(translated(store)[1]).toBe('Gracias por recibirme.');
  });

  test('deleting a cue deletes its translation; undo brings both back', () => {
    const { store } = translatedStore();
    store.getState().deleteCue(0);
    expect(translated(store)).toEqual(['Gracias por invitarme.', 'Empecemos.']);
    expect(store.getState().translate_is_change).toBe(true);
    store.getState().undo();
    expect(store.getState().translate_file_json).toEqual(TEST_TRANSLATION);
  });

  test('a reflow that cuts a cue in two carries the translation: each line stays beside its own', () => {
    const { store } = translatedStore();
    const long =
      'Hello and welcome, everyone, to this evening’s programme about rivers, bridges and the towns built along them over the centuries.';
    store.getState().editText(0, long);
    expect(store.getState().reflow().ok).toBe(true);
    const state = store.getState();
    const [first, ...rest] = TEST_TRANSLATION;
    // The long cue is now two; its translation stays with the first part, the second has none.
    expect(state.file_json.length).toBe(TEST_LINES.length + 1);
    expect(translated(store)).toEqual([first?.text, '', ...rest.map((line) => line.text)]);
    // Every translated line is timed as the line beside it.
    expect(state.translate_file_json.map((line) => line.start_time)).toEqual(
      state.file_json.map((line) => line.start_time),
    );
  });

  test('cannot be edited while a new one is made, nor edited where there is none', () => {
    const { store } = translatedStore();
    store.getState().setTranslating(true);
    const running = store.getState().editTranslation(0, 'Hola');
    expect(!running.ok && running.error.code).toBe('translation-running');
    const none = openStore().store.getState().editTranslation(0, 'Hola');
    expect(!none.ok && none.error.code).toBe('no-translation');
  });

  test('a new translation replaces the held one, in the undo steps too, and is no edit', () => {
    const { store } = translatedStore();
    store.getState().editText(0, 'Hi and welcome.');
    store.getState().setTranslating(true);
    const french = TEST_TRANSLATION.map((line) => ({ ...line, text: `fr: ${line.text}` }));
    const version = store.getState().version;
    store
      .getState()
      .translationArrived(
        testTranslatedResult({ translate_file_json: french, translate_language: 'fr' }),
      );
    const state = store.getState();
    expect([state.translationLanguage, state.translating, state.version]).toEqual([
      'fr',
      false,
      version,
    ]);
    expect(state.translate_file_json).toBe(french);
    store.getState().undo();
    expect(store.getState().file_json[0]?.text).toBe('Hello and welcome.');
    expect(store.getState().translate_file_json).toBe(french);
  });

  test.each([
    ['a later revision than the one held', 2, 7, 7],
    ['an earlier one (a save was answered since)', 9, 7, 9],
  ])('a translation that arrives with %s leaves the newest', (_case, held, arriving, kept) => {
    const { store } = translatedStore();
    store.getState().setRevision(held);
    store.getState().translationArrived(testTranslatedResult({ revision: arriving }));
    expect(store.getState().revision).toBe(kept);
  });

  test('a save takes the server’s translation flags', () => {
    const { store } = translatedStore();
    store.getState().editText(0, 'Hi.');
    store.getState().saved(4, true, { translate_is_change: false, mismatched_original: true });
    expect(store.getState().mismatched_original).toBe(true);
    // A server that says nothing of them leaves them be.
    store.getState().saved(5, true);
    expect([store.getState().revision, store.getState().mismatched_original]).toEqual([5, true]);
  });

  test('a draft made before the translation came keeps the translation held', () => {
    const { store } = translatedStore();
    store.getState().restore({ file_json: TEST_LINES.slice(1), speaker_file_json: { S1: 'Ana' } });
    expect(store.getState().file_json).toHaveLength(2);
    expect(store.getState().translate_file_json).toEqual(TEST_TRANSLATION);
  });

  test('a task whose translation runs opens with it running', () => {
    const store = createEditorStore();
    store
      .getState()
      .open(testTranscriptResult({ task: testTask({ translation: testTranslationState() }) }));
    expect(store.getState().translating).toBe(true);
  });
});
