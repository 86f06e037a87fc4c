import type { TranscriptLine } from '@captio/api-client';
import { describe, expect, test } from 'vitest';
import { assignSpeaker, listSpeakers, newSpeakerKey, renameSpeaker } from './speakers.js';
import type { EditResult, TranscriptDoc } from './transcript-doc.js';

const line = (speaker?: string): TranscriptLine => ({
  start_time: 0,
  end_time: 1000,
  text: 'x',
  ...(speaker !== undefined && { speaker }),
});
const doc: TranscriptDoc = {
  file_json: [line('S2'), line('S1'), line(), line('S2')],
  speaker_file_json: { S1: 'Ana', S9: 'Unused' },
};
const ok = (result: EditResult) => {
  if (!result.ok) throw result.error;
  return result.doc;
};

describe('listSpeakers', () => {
  test('in order of first appearance, then named speakers without cues', () => {
    expect(listSpeakers(doc)).toEqual([
      { key: 'S2', name: undefined, cues: 2 },
      { key: 'S1', name: 'Ana', cues: 1 },
      { key: undefined, name: undefined, cues: 1 },
      { key: 'S9', name: 'Unused', cues: 0 },
    ]);
  });
});

describe('renameSpeaker', () => {
  test('names a speaker once for all their cues: only the names change', () => {
    const renamed = ok(renameSpeaker(doc, 'S2', '  Bo '));
    expect(renamed.speaker_file_json).toEqual({ S1: 'Ana', S2: 'Bo', S9: 'Unused' });
    expect(renamed.file_json).toBe(doc.file_json);
  });

  test('the cues without a speaker get a new key, then the name', () => {
    const renamed = ok(renameSpeaker(doc, undefined, 'Chen'));
    expect(renamed.file_json.map((l) => l.speaker)).toEqual(['S2', 'S1', 'S3', 'S2']);
    expect(renamed.speaker_file_json['S3']).toBe('Chen');
  });

  test.each([
    ['an empty name takes the name away', 'S1', '', { S9: 'Unused' }],
    ['the same name changes nothing', 'S1', 'Ana', { S1: 'Ana', S9: 'Unused' }],
  ] as const)('%s', (_what, key, name, names) => {
    expect(ok(renameSpeaker(doc, key, name)).speaker_file_json).toEqual(names);
  });

  test.each([
    ['a key nobody has', 'S7', 'X', 'no-such-speaker'],
    ['a name of 201 characters', 'S1', 'n'.repeat(201), 'name-too-long'],
  ] as const)('refuses %s', (_what, key, name, code) => {
    const result = renameSpeaker(doc, key, name);
    expect(!result.ok && result.error.code).toBe(code);
  });
});

describe('assignSpeaker', () => {
  test.each([
    ['to a speaker', 2, 'S1', 'S1'],
    ['to Unknown Speaker', 0, undefined, undefined],
    ['to a new speaker', 1, 'new', 'S3'],
    ['to a named speaker without cues', 1, 'S9', 'S9'],
  ] as const)('gives a cue %s', (_what, index, key, expected) => {
    const changed = ok(assignSpeaker(doc, index, key)).file_json[index];
    expect(changed?.speaker).toBe(expected);
    expect(changed && 'speaker' in changed).toBe(expected !== undefined);
  });

  test('refuses a key nobody has', () => {
    const result = assignSpeaker(doc, 0, 'S7');
    expect(!result.ok && result.error.code).toBe('no-such-speaker');
  });
});

test('newSpeakerKey skips the keys in use, named or not', () => {
  expect(newSpeakerKey(doc)).toBe('S3');
});
