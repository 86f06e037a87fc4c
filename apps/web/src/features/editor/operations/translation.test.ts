import type { TranscriptLine } from '@captio/api-client';
import { describe, expect, test } from 'vitest';
import { deleteCue, insertCue } from './insert-delete.js';
import { editTimes } from './edit-cue.js';
import { mergeWithNext, splitCue } from './split-merge.js';
import type { EditResult, TranscriptDoc } from './transcript-doc.js';
import { carryTranslation, editTranslationText, syncTranslation } from './translation.js';

const ORIGINAL: TranscriptLine[] = [
  { start_time: 0, end_time: 1500, text: 'Hello and welcome.', speaker: 'S1' },
  { start_time: 1800, end_time: 3600, text: 'Thank you for having me.', speaker: 'S2' },
  { start_time: 4000, end_time: 6000, text: 'Let us begin.', speaker: 'S2' },
];
const SPANISH: TranscriptLine[] = [
  { start_time: 0, end_time: 1500, text: 'Hola y bienvenidos.', speaker: 'S1' },
  { start_time: 1800, end_time: 3600, text: 'Gracias por invitarme.', speaker: 'S2' },
  { start_time: 4000, end_time: 6000, text: 'Empecemos.', speaker: 'S2' },
];
const DOC: TranscriptDoc = {
  file_json: ORIGINAL,
  speaker_file_json: { S1: 'Ana', S2: 'Bo' },
  translate_file_json: SPANISH,
};

function docOf(result: EditResult): TranscriptDoc {
  if (!result.ok) throw result.error;
  return result.doc;
}

const texts = (lines: readonly TranscriptLine[] | undefined) => lines?.map((line) => line.text);

describe('editTranslationText', () => {
  test('changes the translated line only, sharing the others and the original', () => {
    const edited = docOf(editTranslationText(DOC, 1, 'Gracias por recibirme.'));
    expect(texts(edited.translate_file_json)).toEqual([
      'Hola y bienvenidos.',
      'Gracias por recibirme.',
      'Empecemos.',
    ]);
    expect(edited.file_json).toBe(ORIGINAL);
    expect(edited.translate_file_json?.[0]).toBe(SPANISH[0]);
    expect(edited.translate_file_json?.[1]).toMatchObject({ start_time: 1800, speaker: 'S2' });
  });

  test('refuses a transcript without translation, a cue it has not, a text past the limit', () => {
    const bare = { file_json: ORIGINAL, speaker_file_json: {} };
    expect(editTranslationText(bare, 0, 'Hola')).toMatchObject({
      ok: false,
      error: { code: 'no-translation' },
    });
    expect(editTranslationText(DOC, 3, 'Hola')).toMatchObject({
      ok: false,
      error: { code: 'no-such-cue' },
    });
    expect(editTranslationText(DOC, 0, 'x'.repeat(10_001))).toMatchObject({
      ok: false,
      error: { code: 'text-too-long' },
    });
  });

  test('the same text is no change', () => {
    expect(docOf(editTranslationText(DOC, 0, 'Hola y bienvenidos.'))).toBe(DOC);
  });
});

describe('carryTranslation: the translation follows edits of the original', () => {
  test('a split gives the second part an empty translation, with its own times', () => {
    const split = docOf(carryTranslation(DOC, splitCue(DOC, 1, 9), { kind: 'split', index: 1 }));
    expect(texts(split.translate_file_json)).toEqual([
      'Hola y bienvenidos.',
      'Gracias por invitarme.',
      '',
      'Empecemos.',
    ]);
    expect(split.translate_file_json?.map((line) => [line.start_time, line.end_time])).toEqual(
      split.file_json.map((line) => [line.start_time, line.end_time]),
    );
    expect(split.translate_file_json?.[2]?.speaker).toBe('S2');
  });

  test('a merge joins the two translations and spans both cues', () => {
    const merged = docOf(
      carryTranslation(DOC, mergeWithNext(DOC, 1, 'en'), {
        kind: 'merge',
        index: 1,
        language: 'es',
      }),
    );
    expect(texts(merged.translate_file_json)).toEqual([
      'Hola y bienvenidos.',
      'Gracias por invitarme. Empecemos.',
    ]);
    expect(merged.translate_file_json?.[1]).toMatchObject({ start_time: 1800, end_time: 6000 });
  });

  test('a merge into Japanese joins without a space', () => {
    const japanese: TranscriptDoc = {
      ...DOC,
      translate_file_json: SPANISH.map((line, i) => ({
        ...line,
        text: ['こんにちは。', 'ありがとう。', '始めましょう。'][i] ?? '',
      })),
    };
    const merged = docOf(
      carryTranslation(japanese, mergeWithNext(japanese, 1, 'en'), {
        kind: 'merge',
        index: 1,
        language: 'ja',
      }),
    );
    expect(merged.translate_file_json?.[1]?.text).toBe('ありがとう。始めましょう。');
  });

  test('a deleted cue takes its translation with it; an inserted one gets an empty one', () => {
    const deleted = docOf(carryTranslation(DOC, deleteCue(DOC, 0), { kind: 'delete', index: 0 }));
    expect(texts(deleted.translate_file_json)).toEqual(['Gracias por invitarme.', 'Empecemos.']);
    const inserted = docOf(
      carryTranslation(DOC, insertCue(DOC, 2, 10_000), { kind: 'insert', index: 3 }),
    );
    expect(texts(inserted.translate_file_json)).toEqual([
      'Hola y bienvenidos.',
      'Gracias por invitarme.',
      'Empecemos.',
      '',
    ]);
    expect(inserted.translate_file_json?.[3]).toMatchObject({
      start_time: 6000,
      end_time: 8000,
      speaker: 'S2',
    });
  });

  test('new times move the translated line with the original', () => {
    const moved = docOf(carryTranslation(DOC, editTimes(DOC, 2, { start: 3800, durationMs: 0 })));
    expect(moved.translate_file_json?.[2]).toMatchObject({
      start_time: 3800,
      end_time: 6000,
      text: 'Empecemos.',
    });
    expect(moved.translate_file_json?.[0]).toBe(SPANISH[0]);
  });

  test('a translation that no longer lines up is left as it is', () => {
    const shorter: TranscriptDoc = { ...DOC, translate_file_json: SPANISH.slice(0, 2) };
    const deleted = docOf(
      carryTranslation(shorter, deleteCue(shorter, 0), { kind: 'delete', index: 0 }),
    );
    expect(deleted.translate_file_json).toBe(shorter.translate_file_json);
  });

  test('a refused edit stays refused, and a document without translation is untouched', () => {
    expect(
      carryTranslation(DOC, mergeWithNext(DOC, 0, 'en'), {
        kind: 'merge',
        index: 0,
        language: 'es',
      }),
    ).toMatchObject({
      ok: false,
      error: { code: 'different-speakers' },
    });
    const bare = { file_json: ORIGINAL, speaker_file_json: {} };
    const deleted = docOf(carryTranslation(bare, deleteCue(bare, 0), { kind: 'delete', index: 0 }));
    expect(deleted.translate_file_json).toBeUndefined();
  });
});

describe('syncTranslation', () => {
  test('keeps the same array when every line already has its original’s times and speaker', () => {
    expect(syncTranslation(SPANISH, ORIGINAL)).toBe(SPANISH);
  });

  test('a speaker taken away from the original is taken from its translation too', () => {
    const unassigned = ORIGINAL.map(({ speaker: _speaker, ...line }) => line);
    const synced = syncTranslation(SPANISH, unassigned);
    expect(synced.map((line) => line.speaker)).toEqual([undefined, undefined, undefined]);
    expect(synced.every((line) => !('speaker' in line))).toBe(true);
  });
});
