import type {
  MediaFile,
  TranscriptLine,
  TranscriptResult,
  TranslationState,
} from '@captio/api-client';

/** A task whose file is stored (every task of a result): it has a hash. */
export type FinishedTask = TranscriptResult['task'];

export const TEST_HASH = 'a'.repeat(64);
export const TEST_TASK_ID = '0b7e5c1e-4b8a-4a57-9d1c-2f3e4a5b6c7d';

/** A task of the contract with its file, finished by default. */
export function testTask(overrides: Partial<FinishedTask> = {}): FinishedTask {
  return {
    task_id: TEST_TASK_ID,
    file_hash: TEST_HASH,
    file_name: 'interview.mp4',
    source_url: null,
    language: 'en',
    detected_language: null,
    mode: 1,
    model: 1,
    status: 'SUCCESS',
    stage: 'done',
    progress: 100,
    engine: { id: 'pocketsphinx', name: 'PocketSphinx', quality: 'low' },
    failure: null,
    cost: 0,
    free_use: true,
    created_time: '2026-11-26T01:00:00.000+00:00',
    finished_time: '2026-11-26T01:02:00.000+00:00',
    translation: null,
    ...overrides,
  };
}

export const TEST_LINES: TranscriptLine[] = [
  { start_time: 0, end_time: 1500, text: 'Hello and welcome.', speaker: 'S1' },
  { start_time: 1800, end_time: 3600, text: 'Thank you for having me.', speaker: 'S2' },
  { start_time: 4000, end_time: 6000, text: 'Let us begin.', speaker: 'S1' },
];

/** The stored file of the test transcript: a 10-second video. */
export const TEST_FILE: MediaFile = {
  file_hash: TEST_HASH,
  uuid: '6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
  file_name: 'interview.mp4',
  file_size: 1_048_576,
  content_type: 'video/mp4',
  duration: 10,
  has_video: true,
  videoWidth: 1280,
  videoHeight: 720,
  rotated_video: 0,
  created_time: '2026-11-26T01:00:00.000+00:00',
  expires_time: null,
};

/** The result call's answer for a finished transcript of a 10-second video. */
export function testTranscriptResult(overrides: Partial<TranscriptResult> = {}): TranscriptResult {
  return {
    task: testTask(),
    media_kept: true,
    file: TEST_FILE,
    file_json: TEST_LINES,
    speaker_file_json: { S1: 'Ana' },
    duration: 10,
    file_name: 'interview.mp4',
    file_pic: '',
    url: '',
    language: 'en',
    is_change: false,
    rotated_video: 0,
    drive_file: false,
    revision: 3,
    file_summarize: null,
    Blog_Post: null,
    Show_Notes: null,
    Social_Media: null,
    Meetings_Minutes: null,
    article_engine: null,
    translate_file_json: null,
    translate_language: null,
    translation_engine: null,
    translate_is_change: false,
    mismatched_original: false,
    ...overrides,
  };
}

/** The Spanish translation of TEST_LINES, as the engine wrote it (same times and speakers). */
export const TEST_TRANSLATION: TranscriptLine[] = [
  { start_time: 0, end_time: 1500, text: 'Hola y bienvenidos.', speaker: 'S1' },
  { start_time: 1800, end_time: 3600, text: 'Gracias por invitarme.', speaker: 'S2' },
  { start_time: 4000, end_time: 6000, text: 'Empecemos.', speaker: 'S1' },
];

/** The result of a transcript translated into Spanish by Apertium, not edited since. */
export function testTranslatedResult(overrides: Partial<TranscriptResult> = {}): TranscriptResult {
  return testTranscriptResult({
    translate_file_json: TEST_TRANSLATION,
    translate_language: 'es',
    translation_engine: { id: 'apertium', name: 'Apertium', quality: 'rule-based' },
    ...overrides,
  });
}

/** A translation of the test task into Spanish, running at 40% by default. */
export function testTranslationState(overrides: Partial<TranslationState> = {}): TranslationState {
  return {
    translation_id: '3f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
    task_id: TEST_TASK_ID,
    source_language: 'en',
    target_language: 'es',
    status: 'WAITING',
    stage: 'translating',
    progress: 40,
    engine: { id: 'apertium', name: 'Apertium', quality: 'rule-based' },
    failure: null,
    cost: 1,
    free_use: false,
    created_time: '2026-11-26T01:03:00.000+00:00',
    finished_time: null,
    ...overrides,
  };
}
