import { AxiosError, type AxiosResponse } from 'axios';
import { describe, expect, test } from 'vitest';
import { memoryKeyValueStore } from '../../testing/memory-store.js';
import { manualTimers } from '../../testing/manual-timers.js';
import {
  testTranscriptResult,
  testTranslatedResult,
  TEST_TASK_ID,
  TEST_TRANSLATION,
} from '../../testing/transcript.js';
import {
  createAutosave,
  type IdleScheduler,
  type SaveBody,
  saveBodyOf,
  type SaveStatus,
} from './autosave.js';
import { keyValueDrafts } from './drafts.js';
import { createEditorStore, docOf, saveSnapshot } from './editor-store.js';
import type { TranscriptDoc } from './operations/transcript-doc.js';

/** A failed call as the client rejects it: with a status, or without one (no connection). */
function failure(status?: number, message?: string): AxiosError {
  if (status === undefined) return new AxiosError('Network Error', 'ERR_NETWORK');
  const response = { status, data: { message, code: 'x' } } as AxiosResponse;
  return new AxiosError(`status ${status}`, 'ERR_BAD_RESPONSE', undefined, {}, response);
}

/** The server's side: answers each save from a script, records what it got. */
function setup(
  script: (body: SaveBody, call: number) => Promise<{ revision: number; is_change: boolean }>,
  network = { online: true },
  idle?: IdleScheduler,
  saved?: () => Promise<{ revision: number; doc: TranscriptDoc }>,
) {
  const store = createEditorStore();
  store.getState().open(testTranscriptResult());
  const timers = manualTimers();
  const storage = memoryKeyValueStore();
  const drafts = keyValueDrafts(storage);
  const statuses: SaveStatus['kind'][] = [];
  const bodies: SaveBody[] = [];
  const merges: number[] = [];
  const autosave = createAutosave({
    taskId: TEST_TASK_ID,
    read: () => {
      const state = store.getState();
      return { version: state.version, revision: state.revision, doc: docOf(state) };
    },
    save: (body) => {
      bodies.push(body);
      return script(body, bodies.length);
    },
    onSaved: (revision, isChange) => store.getState().saved(revision, isChange),
    onStatus: (status) => statuses.push(status.kind),
    ...(saved && {
      fetchSaved: saved,
      adopt: (doc: TranscriptDoc, revision: number) => {
        store.getState().restore(doc);
        store.getState().setRevision(revision);
      },
      onMerged: () => merges.push(store.getState().revision),
    }),
    drafts,
    isOnline: () => network.online,
    timers,
    ...(idle ? { idle } : {}),
    debounceMs: 1000,
    draftDelayMs: 100,
    retryDelaysMs: [1000, 5000],
  });
  store.subscribe((state, previous) => {
    if (state.version !== previous.version) autosave.changed();
  });
  const type = (text: string) => store.getState().editText(0, text);
  /** Lets the save's promise settle after the timers ran. */
  const settle = () => new Promise((resolve) => setImmediate(resolve));
  return { store, timers, drafts, statuses, bodies, merges, autosave, type, settle };
}

const accept = async (body: SaveBody) => ({ revision: body.revision + 1, is_change: true });

/** The browser's idle time as a test says it comes: `run()` runs what waits for it. */
function manualIdle() {
  const waiting = new Set<() => void>();
  const idle: IdleScheduler = (run) => {
    waiting.add(run);
    return () => waiting.delete(run);
  };
  return {
    idle,
    waiting: () => waiting.size,
    run: () => {
      const due = [...waiting];
      waiting.clear();
      for (const run of due) run();
    },
  };
}

describe('autosave', () => {
  test('a pause in typing sends the edits once, naming the revision, and clears the draft', async () => {
    const { timers, bodies, statuses, type, settle, store, drafts } = setup(accept);
    type('H');
    timers.advance(500);
    type('Hi');
    timers.advance(999);
    expect(bodies).toHaveLength(0);
    // The draft is written a moment after the edits, before any save.
    expect(drafts.read(TEST_TASK_ID)?.doc.file_json[0]?.text).toBe('Hi');
    timers.advance(1);
    await settle();
    expect(bodies.map((b) => [b.revision, b.file_json[0]?.text])).toEqual([[3, 'Hi']]);
    expect(store.getState().revision).toBe(4);
    expect(drafts.read(TEST_TASK_ID)).toBeUndefined();
    expect(statuses).toEqual(['unsaved', 'saving', 'saved']);
  });

  test('edits made while a save is on its way follow it, on the new revision', async () => {
    let release: () => void = () => undefined;
    const { timers, bodies, type, settle, drafts, autosave } = setup((body, call) =>
      call === 1
        ? new Promise((resolve) => {
            release = () => resolve({ revision: body.revision + 1, is_change: true });
          })
        : accept(body),
    );
    type('A');
    timers.advance(1000);
    type('AB');
    release();
    await settle();
    // Still unsaved: the draft now names revision 4, on which the rest will be saved.
    expect(drafts.read(TEST_TASK_ID)?.revision).toBe(4);
    timers.advance(1000);
    await settle();
    expect(bodies.map((b) => [b.revision, b.file_json[0]?.text])).toEqual([
      [3, 'A'],
      [4, 'AB'],
    ]);
    expect(autosave.status().kind).toBe('saved');
  });

  test('without a connection it keeps the draft and tries again with growing waits', async () => {
    const { timers, bodies, statuses, type, settle, drafts, autosave } = setup(
      async (body, call) => {
        if (call <= 2) throw failure();
        return accept(body);
      },
    );
    type('offline edit');
    timers.advance(1000);
    await settle();
    expect(autosave.status()).toEqual({ kind: 'offline', retryInMs: 1000 });
    expect(drafts.read(TEST_TASK_ID)?.doc.file_json[0]?.text).toBe('offline edit');
    timers.advance(1000);
    await settle();
    expect(autosave.status()).toEqual({ kind: 'offline', retryInMs: 5000 });
    timers.advance(4999);
    await settle();
    expect(bodies).toHaveLength(2);
    timers.advance(1);
    await settle();
    expect(bodies).toHaveLength(3);
    expect(statuses.at(-1)).toBe('saved');
    expect(drafts.read(TEST_TASK_ID)).toBeUndefined();
  });

  test('while the browser knows it is offline, no save is tried', async () => {
    const network = { online: false };
    const { timers, bodies, type, settle, autosave, statuses } = setup(accept, network);
    type('x');
    timers.advance(10_000);
    await settle();
    expect(bodies).toHaveLength(0);
    expect(statuses).not.toContain('saving');
    expect(autosave.status().kind).toBe('offline');
    network.online = true;
    autosave.online();
    await settle();
    expect(bodies).toHaveLength(1);
    expect(autosave.status().kind).toBe('saved');
  });

  test('coming back online sends at once', async () => {
    const { timers, bodies, type, settle, autosave } = setup(async (body, call) => {
      if (call === 1) throw failure();
      return accept(body);
    });
    type('x');
    timers.advance(1000);
    await settle();
    autosave.online();
    await settle();
    expect(bodies).toHaveLength(2);
    expect(autosave.status().kind).toBe('saved');
  });

  test.each([
    [500, 'retrying'],
    [503, 'retrying'],
    [429, 'retrying'],
    [409, 'conflict'],
    [422, 'refused'],
    [403, 'refused'],
  ] as const)('a %d answer leaves it %s, with the draft kept', async (status, kind) => {
    const { timers, type, settle, autosave, drafts } = setup(async () => {
      throw failure(status, 'Refused by the server');
    });
    type('edit');
    timers.advance(1000);
    await settle();
    expect(autosave.status().kind).toBe(kind);
    expect(drafts.read(TEST_TASK_ID)?.doc.file_json[0]?.text).toBe('edit');
    if (kind === 'refused')
      expect(autosave.status()).toEqual({ kind, message: 'Refused by the server' });
  });

  test('a refusal says which lines were wrong, as the server named them', async () => {
    const { timers, type, settle, autosave } = setup(async () => {
      const response = {
        status: 400,
        data: {
          message: 'Some fields are missing or invalid.',
          code: 'invalid_request',
          errors: [
            { field: 'file_json.3.end_time', message: 'Line 4 ends before it starts.' },
            { field: 'file_json.7.end_time', message: 'Line 8 ends before it starts.' },
          ],
        },
      } as AxiosResponse;
      throw new AxiosError('status 400', 'ERR_BAD_REQUEST', undefined, {}, response);
    });
    type('edit');
    timers.advance(1000);
    await settle();
    expect(autosave.status()).toEqual({
      kind: 'refused',
      message:
        'Some fields are missing or invalid. Line 4 ends before it starts. Line 8 ends before it starts.',
    });
  });

  test('a conflict waits for the user; keeping mine saves over the server’s revision', async () => {
    const { timers, bodies, type, settle, autosave, store } = setup(async (body, call) => {
      if (call === 1) throw failure(409);
      return accept(body);
    });
    type('mine');
    timers.advance(1000);
    await settle();
    type('mine, still');
    timers.advance(10_000);
    await settle();
    expect(bodies).toHaveLength(1);
    expect(autosave.status().kind).toBe('conflict');
    await autosave.overwrite(7, (revision) => store.getState().setRevision(revision));
    expect(bodies.at(-1)?.revision).toBe(7);
    expect(bodies.at(-1)?.file_json[0]?.text).toBe('mine, still');
    expect(store.getState().revision).toBe(8);
    expect(autosave.status().kind).toBe('saved');
  });

  describe('after another tab saved', () => {
    /** The server's copy: the test transcript with one cue's text changed, at revision 9. */
    const theirs =
      (text: string, index = 2) =>
      async () => {
        const { file_json, speaker_file_json } = testTranscriptResult();
        const changed = file_json.map((line, at) => (at === index ? { ...line, text } : line));
        return { revision: 9, doc: { file_json: changed, speaker_file_json } };
      };
    const conflictFirst = async (body: SaveBody, call: number) => {
      if (call === 1) throw failure(409);
      return accept(body);
    };
    type Saved = () => Promise<{ revision: number; doc: TranscriptDoc }>;
    /** Cue 1 edited here, and its save sent to the server's `script` (`saved` its copy). */
    async function editedAndSent(script: Parameters<typeof setup>[0], saved: Saved) {
      const tool = setup(script, undefined, undefined, saved);
      tool.type('Hello, and welcome.');
      tool.timers.advance(1000);
      await tool.settle();
      return tool;
    }

    test('edits of other cues are merged, shown and saved on the server’s revision', async () => {
      const { bodies, merges, autosave, store } = await editedAndSent(
        conflictFirst,
        theirs('Let us begin now.'),
      );
      expect(
        bodies.map((body) => [body.revision, body.file_json.map((line) => line.text)]),
      ).toEqual([
        [3, ['Hello, and welcome.', 'Thank you for having me.', 'Let us begin.']],
        [9, ['Hello, and welcome.', 'Thank you for having me.', 'Let us begin now.']],
      ]);
      expect(store.getState().file_json.map((line) => line.text)).toEqual([
        'Hello, and welcome.',
        'Thank you for having me.',
        'Let us begin now.',
      ]);
      expect(merges).toEqual([9]);
      expect(store.getState().revision).toBe(10);
      expect(autosave.status().kind).toBe('saved');
    });

    test('a cue changed on both sides waits for the user, with nothing merged', async () => {
      const { bodies, merges, autosave, store } = await editedAndSent(
        conflictFirst,
        theirs('Hi and welcome.', 0),
      );
      expect(bodies).toHaveLength(1);
      expect(merges).toEqual([]);
      expect(autosave.status().kind).toBe('conflict');
      expect(store.getState().file_json[0]?.text).toBe('Hello, and welcome.');
      expect(store.getState().revision).toBe(3);
    });

    test('keeping mine after that keeps the other tab’s edits to other cues too', async () => {
      const saved = async () => {
        const { file_json, speaker_file_json } = testTranscriptResult();
        const texts = ['Hi and welcome.', file_json[1]?.text ?? '', 'Let us begin now.'];
        const changed = file_json.map((line, at) => ({ ...line, text: texts[at] ?? line.text }));
        return { revision: 9, doc: { file_json: changed, speaker_file_json } };
      };
      const { bodies, merges, autosave, store } = await editedAndSent(conflictFirst, saved);
      expect(autosave.status().kind).toBe('conflict');
      const { doc } = await saved();
      await autosave.overwrite(9, (revision) => store.getState().setRevision(revision), doc);
      expect(bodies.at(-1)?.revision).toBe(9);
      expect(bodies.at(-1)?.file_json.map((line) => line.text)).toEqual([
        'Hello, and welcome.',
        'Thank you for having me.',
        'Let us begin now.',
      ]);
      expect(merges).toEqual([9]);
      expect(autosave.status().kind).toBe('saved');
    });

    type Answer = { revision: number; is_change: boolean };
    test.each<[string, Saved, (body: SaveBody) => Promise<Answer>]>([
      ['the server’s copy cannot be read', async () => Promise.reject(failure(503)), accept],
      [
        'a merge whose save meets yet another save',
        theirs('Let us begin now.'),
        async () => Promise.reject(failure(409)),
      ],
    ])('%s: waits for the user', async (_, saved, later) => {
      const { autosave } = await editedAndSent(
        async (body, call) => (call === 1 ? Promise.reject(failure(409)) : later(body)),
        saved,
      );
      expect(autosave.status().kind).toBe('conflict');
    });
  });

  test('discarding drops the draft and the pending save', async () => {
    const { timers, bodies, type, drafts, autosave } = setup(accept);
    type('to be dropped');
    timers.advance(100);
    autosave.discard();
    timers.advance(5000);
    expect(bodies).toHaveLength(0);
    expect(drafts.read(TEST_TASK_ID)).toBeUndefined();
  });

  test('flush sends now and says whether everything is saved (before an export)', async () => {
    const { bodies, type, autosave } = setup(accept);
    type('export me');
    expect(await autosave.flush()).toBe(true);
    expect(bodies).toHaveLength(1);
    expect(await autosave.flush()).toBe(true);
    expect(bodies).toHaveLength(1);
  });

  test('the draft waits for a pause in typing, then for idle time: no keystroke writes it', () => {
    const browser = manualIdle();
    const { timers, type, drafts } = setup(accept, undefined, browser.idle);
    for (const text of ['a', 'ab', 'abc', 'abcd']) {
      type(text);
      timers.advance(99);
    }
    // Typing faster than the draft's delay: nothing written, nothing waiting for idle time.
    expect(browser.waiting()).toBe(0);
    expect(drafts.read(TEST_TASK_ID)).toBeUndefined();
    timers.advance(1);
    expect(browser.waiting()).toBe(1);
    expect(drafts.read(TEST_TASK_ID)).toBeUndefined();
    browser.run();
    expect(drafts.read(TEST_TASK_ID)?.doc.file_json[0]?.text).toBe('abcd');
  });

  test('an edit while the draft waits for idle time puts it off to the next pause', () => {
    const browser = manualIdle();
    const { timers, type, drafts } = setup(accept, undefined, browser.idle);
    type('first');
    timers.advance(100);
    expect(browser.waiting()).toBe(1);
    type('first, then more');
    expect(browser.waiting()).toBe(0);
    browser.run();
    expect(drafts.read(TEST_TASK_ID)).toBeUndefined();
    timers.advance(100);
    browser.run();
    expect(drafts.read(TEST_TASK_ID)?.doc.file_json[0]?.text).toBe('first, then more');
  });

  test.each([
    ['before the pause', 50],
    ['while waiting for idle time', 100],
  ])('a page hidden or closed %s writes the draft at once', (_when, ms) => {
    const browser = manualIdle();
    const { timers, type, drafts, autosave } = setup(accept, undefined, browser.idle);
    type('typed just before reloading');
    timers.advance(ms);
    autosave.persistNow();
    expect(drafts.read(TEST_TASK_ID)?.doc.file_json[0]?.text).toBe('typed just before reloading');
    // Nothing is left to write it again later.
    expect(browser.waiting()).toBe(0);
    expect(timers.pending().filter((at) => at <= 100)).toEqual([]);
  });

  test('a page being closed writes the draft at once', () => {
    const { type, drafts, autosave } = setup(accept);
    type('last words');
    autosave.persistNow();
    expect(drafts.read(TEST_TASK_ID)?.doc.file_json[0]?.text).toBe('last words');
  });
});

describe('saving a translated transcript', () => {
  test('sends the translation with its flag, and takes the server’s flags back', async () => {
    const store = createEditorStore();
    store.getState().open(testTranslatedResult());
    const timers = manualTimers();
    const bodies: SaveBody[] = [];
    const autosave = createAutosave({
      taskId: TEST_TASK_ID,
      read: () => saveSnapshot(store.getState()),
      save: async (body) => {
        bodies.push(body);
        return {
          revision: body.revision + 1,
          is_change: false,
          translate_is_change: true,
          mismatched_original: false,
        };
      },
      onSaved: (revision, isChange, answer) => store.getState().saved(revision, isChange, answer),
      onStatus: () => undefined,
      drafts: keyValueDrafts(memoryKeyValueStore()),
      timers,
      debounceMs: 1000,
    });
    store.subscribe(() => autosave.changed());
    store.getState().editTranslation(2, 'Comencemos.');
    timers.advance(1000);
    await new Promise((resolve) => setImmediate(resolve));
    expect(bodies).toHaveLength(1);
    expect(bodies[0]?.translate_file_json?.map((line) => line.text)).toEqual([
      'Hola y bienvenidos.',
      'Gracias por invitarme.',
      'Comencemos.',
    ]);
    expect(bodies[0]?.translate_is_change).toBe(true);
    expect(store.getState().revision).toBe(4);
    autosave.dispose();
  });

  test('leaves the translation out while a new one is made', () => {
    const store = createEditorStore();
    store.getState().open(testTranslatedResult());
    expect(saveSnapshot(store.getState()).doc.translate_file_json).toEqual(TEST_TRANSLATION);
    store.getState().setTranslating(true);
    store.getState().editText(0, 'Hi.');
    const snapshot = saveSnapshot(store.getState());
    expect(snapshot.doc.translate_file_json).toBeUndefined();
    expect(snapshot.doc.file_json[0]?.text).toBe('Hi.');
  });

  test('a transcript without one sends no translation', () => {
    const store = createEditorStore();
    store.getState().open(testTranscriptResult());
    expect(Object.keys(saveBodyOf(saveSnapshot(store.getState())))).toEqual([
      'revision',
      'file_json',
      'speaker_file_json',
    ]);
  });
});
