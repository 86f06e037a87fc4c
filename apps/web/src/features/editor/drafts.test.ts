import { describe, expect, test } from 'vitest';
import { memoryKeyValueStore } from '../../testing/memory-store.js';
import { TEST_LINES, TEST_TASK_ID, TEST_TRANSLATION } from '../../testing/transcript.js';
import { type Draft, draftKey, draftOnLoad, keyValueDrafts, sameDoc } from './drafts.js';
import type { TranscriptDoc } from './operations/transcript-doc.js';
import type { KeyValueStore } from '../../shell/client-storage.js';

const server: TranscriptDoc = { file_json: TEST_LINES, speaker_file_json: { S1: 'Ana' } };
const edited: TranscriptDoc = {
  file_json: [
    { ...TEST_LINES[0], start_time: 0, end_time: 1500, text: 'Edited.' },
    ...TEST_LINES.slice(1),
  ],
  speaker_file_json: { S1: 'Ana' },
};
const draft = (revision: number, doc = edited): Draft => ({
  taskId: TEST_TASK_ID,
  revision,
  savedAt: 1,
  doc,
});

describe('keyValueDrafts', () => {
  test('writes, reads back and removes a draft per task', () => {
    const drafts = keyValueDrafts(memoryKeyValueStore());
    expect(drafts.write(draft(3))).toBe(true);
    expect(drafts.read(TEST_TASK_ID)).toEqual(draft(3));
    expect(drafts.read('another-task')).toBeUndefined();
    drafts.remove(TEST_TASK_ID);
    expect(drafts.read(TEST_TASK_ID)).toBeUndefined();
  });

  test.each([
    ['not JSON', '{"taskId":'],
    ['another task’s', JSON.stringify({ ...draft(1), taskId: 'other' })],
    [
      'lines that are not lines',
      JSON.stringify({ ...draft(1), doc: { file_json: [{ text: 1 }], speaker_file_json: {} } }),
    ],
    ['without a revision', JSON.stringify({ ...draft(1), revision: 'one' })],
  ])('reads a stored text that is %s as no draft', (_what, text) => {
    const drafts = keyValueDrafts(memoryKeyValueStore({ [draftKey(TEST_TASK_ID)]: text }));
    expect(drafts.read(TEST_TASK_ID)).toBeUndefined();
  });

  test('keeps the draft without its words’ times when the whole would not fit', () => {
    const values = new Map<string, string>();
    // A browser storage that refuses values over 600 characters, as a full quota does.
    const small: KeyValueStore = {
      get: (key) => values.get(key),
      set: (key, value) => void (value.length <= 600 && values.set(key, value)),
      remove: (key) => void values.delete(key),
    };
    const words = Array.from({ length: 20 }, (_, i) => ({ text: 'w', start: i, end: i + 1 }));
    const heavy: Draft = {
      ...draft(3),
      doc: { ...edited, file_json: edited.file_json.map((line) => ({ ...line, words })) },
    };
    const drafts = keyValueDrafts(small);
    expect(drafts.write(heavy)).toBe(true);
    expect(drafts.read(TEST_TASK_ID)?.doc.file_json).toEqual(edited.file_json);
  });

  test('trusts a storage that says it kept the draft, without reading megabytes back', () => {
    const memory = memoryKeyValueStore();
    let reads = 0;
    const counted: KeyValueStore = {
      ...memory,
      get: (key) => {
        reads += 1;
        return memory.get(key);
      },
    };
    expect(keyValueDrafts(counted).write(draft(3))).toBe(true);
    expect(reads).toBe(0);
  });

  test('keeps the draft without its words’ times when the storage says the whole was refused', () => {
    const values = new Map<string, string>();
    const quota: KeyValueStore = {
      get: (key) => values.get(key),
      set: (key, value) => value.length <= 600 && values.set(key, value) !== undefined,
      remove: (key) => void values.delete(key),
    };
    const words = Array.from({ length: 20 }, (_, i) => ({ text: 'w', start: i, end: i + 1 }));
    const heavy: Draft = {
      ...draft(3),
      doc: { ...edited, file_json: edited.file_json.map((line) => ({ ...line, words })) },
    };
    expect(keyValueDrafts(quota).write(heavy)).toBe(true);
    expect(keyValueDrafts(quota).read(TEST_TASK_ID)?.doc.file_json).toEqual(edited.file_json);
  });

  test('says so when the browser would not keep it (storage full)', () => {
    const full: KeyValueStore = {
      get: () => undefined,
      set: () => undefined,
      remove: () => undefined,
    };
    expect(keyValueDrafts(full).write(draft(3))).toBe(false);
  });
});

describe('draftOnLoad', () => {
  test.each([
    ['no draft', undefined, 'none'],
    ['a draft on the revision the server holds', draft(3), 'restore'],
    ['a draft on an older revision (another tab saved since)', draft(2), 'choose'],
    ['a draft with nothing the server lacks', draft(2, server), 'discard'],
  ] as const)('%s: %s', (_what, found, kind) => {
    expect(draftOnLoad(found, { revision: 3, doc: server }).kind).toBe(kind);
  });
});

describe('a translated transcript’s draft', () => {
  const translated: TranscriptDoc = { ...server, translate_file_json: TEST_TRANSLATION };
  const retranslated: TranscriptDoc = {
    ...server,
    translate_file_json: TEST_TRANSLATION.map((line, i) =>
      i === 1 ? { ...line, text: 'Gracias.' } : line,
    ),
  };

  test('keeps the translation’s edits, and reads them back', () => {
    const drafts = keyValueDrafts(memoryKeyValueStore());
    drafts.write(draft(3, retranslated));
    expect(drafts.read(TEST_TASK_ID)?.doc.translate_file_json?.[1]?.text).toBe('Gracias.');
  });

  test('an edit of the translation alone is something the server lacks', () => {
    expect(sameDoc(retranslated, translated)).toBe(false);
    expect(draftOnLoad(draft(3, retranslated), { revision: 3, doc: translated }).kind).toBe(
      'restore',
    );
  });

  test('a draft from before the translation holds nothing new when its lines are the server’s', () => {
    expect(draftOnLoad(draft(3, server), { revision: 3, doc: translated }).kind).toBe('discard');
  });

  test('a stored translation that is not lines is no draft', () => {
    const text = JSON.stringify({ ...draft(1), doc: { ...server, translate_file_json: 'hola' } });
    const drafts = keyValueDrafts(memoryKeyValueStore({ [draftKey(TEST_TASK_ID)]: text }));
    expect(drafts.read(TEST_TASK_ID)).toBeUndefined();
  });
});
