import type { Task, TranslationState } from '@captio/api-client';
import { describe, expect, test } from 'vitest';
import { createEditorStore } from '../../features/editor/index.js';
import { fakeApi, type FakeRoutes } from '../../testing/fake-api.js';
import {
  TEST_HASH,
  TEST_TASK_ID,
  TEST_TRANSLATION,
  testTask,
  testTranscriptResult,
  testTranslatedResult,
  testTranslationState,
} from '../../testing/transcript.js';
import { followTranslation, startTranslation } from './translation-job.js';

const translatePath = `POST /api/tasks/${TEST_TASK_ID}/translate/`;
const taskPath = `GET /api/tasks/${TEST_TASK_ID}/`;
const resultPath = `GET /api/result/${TEST_HASH}/`;
const taskWith = (translation: TranslationState): Task => testTask({ translation });

/** An editor store with the test transcript open, untranslated. */
function openStore() {
  const store = createEditorStore();
  store.getState().open(testTranscriptResult());
  return store;
}

describe('startTranslation', () => {
  test('saves the edits, asks for the language, and holds the translation as being replaced', async () => {
    const store = openStore();
    const { api, calls } = fakeApi({
      [translatePath]: { data: { data: { translation: testTranslationState({ progress: 0 }) } } },
    });
    const flushed: string[] = [];
    const started = await startTranslation({
      api,
      store,
      flush: async () => {
        flushed.push('flush');
        return true;
      },
      language: 'es',
    });
    expect(started).toMatchObject({ ok: true, job: { target_language: 'es', progress: 0 } });
    expect(flushed).toEqual(['flush']);
    expect(calls.map((call) => [call.path, call.body])).toEqual([
      [`/api/tasks/${TEST_TASK_ID}/translate/`, { target_language: 'es' }],
    ]);
    expect(store.getState().translating).toBe(true);
  });

  test('asks for nothing while the edits cannot be saved', async () => {
    const { api, calls } = fakeApi({});
    const started = await startTranslation({
      api,
      store: openStore(),
      flush: async () => false,
      language: 'es',
    });
    expect(started).toEqual({ ok: false, refusal: { kind: 'unsaved' } });
    expect(calls).toEqual([]);
  });

  test('a refusal gives the server’s reason, and nothing is held as being replaced', async () => {
    const store = openStore();
    const { api } = fakeApi({
      [translatePath]: {
        status: 402,
        data: { message: 'You need 1 more credit.', code: 'insufficient_credits' },
      },
    });
    const started = await startTranslation({ api, store, flush: async () => true, language: 'es' });
    expect(started).toEqual({
      ok: false,
      refusal: { kind: 'failed', message: 'You need 1 more credit.' },
    });
    expect(store.getState().translating).toBe(false);
  });
});

describe('followTranslation', () => {
  /** Follows by polling a task that answers each of `jobs` in turn. */
  async function follow(jobs: TranslationState[], routes: FakeRoutes = {}) {
    const store = openStore();
    store.getState().setTranslating(true);
    let look = 0;
    const { api, calls } = fakeApi({
      [taskPath]: () => ({
        data: {
          data: { task: taskWith(jobs[Math.min(look++, jobs.length - 1)] as TranslationState) },
        },
      }),
      ...routes,
    });
    const seen: number[] = [];
    await followTranslation({
      api,
      store,
      openEvents: undefined,
      onJob: (job) => seen.push(job.progress),
      signal: new AbortController().signal,
      pollIntervalMs: 0,
    });
    return { store, seen, paths: calls.map((call) => call.path) };
  }

  test('a finished translation comes into the editor, with its progress on the way', async () => {
    const done = testTranslationState({ status: 'SUCCESS', stage: 'done', progress: 100 });
    const { store, seen, paths } = await follow([testTranslationState({ progress: 40 }), done], {
      [resultPath]: { data: { data: testTranslatedResult() } },
    });
    expect(seen).toEqual([40, 100]);
    expect(paths.at(-1)).toBe(`/api/result/${TEST_HASH}/`);
    const state = store.getState();
    expect([state.translating, state.translationLanguage]).toEqual([false, 'es']);
    expect(state.translate_file_json).toEqual(TEST_TRANSLATION);
  });

  test('a failed one leaves the editor as it was, its translation editable again', async () => {
    const failed = testTranslationState({
      status: 'FAILED',
      stage: 'done',
      failure: { code: 'engine_failed', message: 'The engine stopped.' },
    });
    const { store, paths } = await follow([failed]);
    expect(paths).not.toContain(`/api/result/${TEST_HASH}/`);
    expect([store.getState().translating, store.getState().translationLanguage]).toEqual([
      false,
      null,
    ]);
  });
});
