import { UploadError, type Task } from '@captio/api-client';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, type FakeAnswer } from '../../testing/fake-api.js';
import {
  FILE_HASH,
  fakeTransport,
  mediaFile,
  settle,
  task,
  uploadAnswer,
} from '../../testing/transcribe-fakes.js';
import { uploadMedia } from './browser-upload.js';
import { createStartStore, type StartDeps, type TaskModeName } from './start-store.js';

const audio = () => new File([new Uint8Array(2048)], 'interview.mp3', { type: 'audio/mpeg' });

interface Setup {
  createTask?: FakeAnswer | (() => FakeAnswer);
  language?: string;
  mode?: TaskModeName;
  csrfToken?: string;
  targetLanguage?: string;
}

/**
 * The flow over the real upload helper (a transport the test drives) and the real api client
 * (answers from a table): what the page gets, with only the network replaced.
 */
function flow(setup: Setup = {}) {
  const { transport, uploads } = fakeTransport();
  const created = setup.createTask ?? { status: 201, data: { data: { task: task() } } };
  const { api, calls } = fakeApi({ 'POST /api/tasks/create/': created });
  const urls = { created: [] as string[], revoked: [] as string[] };
  let made = 0;
  const deps: StartDeps = {
    upload: (file, call) =>
      uploadMedia(file, call, {
        locale: 'de-DE',
        csrfToken: setup.csrfToken,
        production: false,
        overseas: false,
        transport,
      }),
    createTask: async (request) =>
      (await api.call('createTask', { body: request }, { toast: false })).data.task,
    fingerprint: async () => 'f'.repeat(64),
    started: vi.fn<(task: Task) => void>(),
    prompt: vi.fn<StartDeps['prompt']>(),
    objectUrls: {
      create: () => {
        const url = `blob:test/${++made}`;
        urls.created.push(url);
        return url;
      },
      revoke: (url) => urls.revoked.push(url),
    },
  };
  const store = createStartStore(deps, {
    language: setup.language ?? 'en-US',
    mode: setup.mode ?? 'basic',
    targetLanguage: setup.targetLanguage,
  });
  const taskCalls = () => calls.filter((call) => call.path === '/api/tasks/create/');
  return { store, deps, uploads, urls, taskCalls };
}

describe('choosing a file', () => {
  it('takes a recording as the file being handled, with a blob URL and the default size', () => {
    const { store, urls } = flow();
    expect(store.getState().choose(audio())).toBeUndefined();
    const { originalFile, ...file } = store.getState().file ?? { originalFile: undefined };
    expect(file).toEqual({
      name: 'interview.mp3',
      size: 2048,
      type: 'audio/mpeg',
      file_bloburl: 'blob:test/1',
      file_type: 'audio',
      videoWidth: 1280,
      videoHeight: 720,
      is_url: false,
      duration: undefined,
    });
    expect(originalFile).toBeInstanceOf(File);
    expect(urls.revoked).toEqual([]);
  });

  it.each([
    ['notes.pdf', 'application/pdf', ['x'], 'notMedia'],
    ['clip.mp4', 'video/mp4', [], 'empty'],
    ['voice.opus', '', [], 'empty'],
  ] as const)(
    'refuses %s (%s, %o) at once as %s, and keeps the file it had',
    (name, type, bytes, refusal) => {
      const { store, urls, uploads } = flow();
      store.getState().choose(audio());
      expect(store.getState().choose(new File([...bytes], name, { type }))).toBe(refusal);
      expect(store.getState().file?.name).toBe('interview.mp3');
      expect(urls.created).toEqual(['blob:test/1']);
      expect(uploads).toEqual([]);
    },
  );

  it('lets go of the previous preview when another file is chosen', () => {
    const { store, urls } = flow();
    store.getState().choose(audio());
    store.getState().choose(new File(['v'], 'clip.mp4', { type: 'video/mp4' }));
    expect(store.getState().file?.file_type).toBe('video');
    expect(urls.revoked).toEqual(['blob:test/1']);
  });

  it.each([
    [{ duration: 62.4, videoWidth: 1920, videoHeight: 1080 }, 62.4, 1920, 1080],
    [{ duration: Number.POSITIVE_INFINITY, videoWidth: 0, videoHeight: 0 }, undefined, 1280, 720],
    [{ duration: Number.NaN }, undefined, 1280, 720],
  ])('reads the metadata %o', (metadata, duration, width, height) => {
    const { store } = flow();
    store.getState().choose(audio());
    store.getState().readMetadata(metadata);
    const file = store.getState().file;
    expect([file?.duration, file?.videoWidth, file?.videoHeight]).toEqual([
      duration,
      width,
      height,
    ]);
  });
});

describe('starting', () => {
  it('asks for a file first, and sends nothing', async () => {
    const { store, uploads } = flow();
    await store.getState().start();
    expect(store.getState().failure).toEqual({ kind: 'noFile' });
    expect(uploads).toEqual([]);
  });

  it('refuses a language no engine of the server transcribes, before sending anything', async () => {
    const { store, uploads } = flow({ language: 'fr-FR' });
    store.getState().setEngines([{ name: 'PocketSphinx', languages: ['en'] }]);
    store.getState().choose(audio());
    await store.getState().start();
    expect(store.getState().failure).toEqual({ kind: 'unsupportedLanguage', code: 'fr-FR' });
    expect(uploads).toEqual([]);
    store.getState().setLanguage('en-US');
    expect(store.getState().failure).toBeUndefined();
  });

  it('uploads with progress, creates the task and hands it over', async () => {
    const { store, deps, uploads, taskCalls } = flow({ mode: 'speaker', csrfToken: 'csrf-9' });
    const seen: string[] = [];
    store.subscribe((state) => seen.push(`${state.phase}/${state.upload}/${state.percent}`));
    store.getState().choose(audio());
    const started = store.getState().start();
    await settle();
    const [upload] = uploads;
    expect(upload?.url).toBe('/api/files/upload/');
    expect(upload?.headers).toMatchObject({
      'Accept-Language': 'de-DE',
      'X-CSRFtoken': 'csrf-9',
      'X-Upload-Environment': 'test',
    });
    expect((upload?.body.get('file') as File).name).toBe('interview.mp3');
    upload?.events.progress(333, 1000);
    upload?.events.progress(6666, 10000);
    upload?.events.load(201, 'Created', uploadAnswer());
    await started;

    expect(seen).toEqual([
      'choose/idle/0',
      'uploading/uploading/0',
      'uploading/uploading/33',
      'uploading/uploading/67',
      'uploading/uploading/100',
      'uploading/success/100',
      'creating/success/100',
      'done/success/100',
    ]);
    expect(taskCalls().map((call) => call.body)).toEqual([
      { file_hash: FILE_HASH, language: 'en-US', mode: 2, model: 1, fingerprint: 'f'.repeat(64) },
    ]);
    expect(deps.started).toHaveBeenCalledWith(task(), mediaFile());
    expect(store.getState().failure).toBeUndefined();
  });

  it('takes no other file while one is on its way', async () => {
    const { store, uploads } = flow();
    store.getState().choose(audio());
    void store.getState().start();
    await settle();
    expect(store.getState().choose(new File(['v'], 'clip.mp4', { type: 'video/mp4' }))).toBe(
      'busy',
    );
    expect(store.getState().file?.name).toBe('interview.mp3');
    await store.getState().start();
    expect(uploads).toHaveLength(1);
  });
});

describe('a failed upload', () => {
  const tooLarge = JSON.stringify({
    message: 'Die Datei ist länger als 30 Minuten, die Ihr Tarif erlaubt.',
    code: 'file_too_large',
  });
  it.each([
    [
      'a server error',
      (events: { load: (s: number, t: string, r: string) => void }) =>
        events.load(500, 'Internal Server Error', ''),
      'error',
      {
        kind: 'upload',
        type: 'http',
        status: 500,
        statusText: 'Internal Server Error',
        timeoutMs: null,
        reason: null,
      },
    ],
    [
      '413 with the server’s message',
      (events: { load: (s: number, t: string, r: string) => void }) =>
        events.load(413, 'Payload Too Large', tooLarge),
      'error',
      { kind: 'tooLarge', message: 'Die Datei ist länger als 30 Minuten, die Ihr Tarif erlaubt.' },
    ],
    [
      '413 without a body',
      (events: { load: (s: number, t: string, r: string) => void }) =>
        events.load(413, 'Payload Too Large', '<html>'),
      'error',
      { kind: 'tooLarge', message: undefined },
    ],
    [
      '415',
      (events: { load: (s: number, t: string, r: string) => void }) =>
        events.load(415, 'Unsupported Media Type', '{}'),
      'error',
      { kind: 'notMedia' },
    ],
    [
      'a dropped connection',
      (events: { networkError: () => void }) => events.networkError(),
      'error',
      {
        kind: 'upload',
        type: 'network',
        status: null,
        statusText: null,
        timeoutMs: null,
        reason: null,
      },
    ],
    [
      'a 201 the contract does not accept',
      (events: { load: (s: number, t: string, r: string) => void }) =>
        events.load(201, 'Created', '{"data":{}}'),
      'error',
      { kind: 'unreachable' },
    ],
  ] as const)('%s', async (_name, answer, state, failure) => {
    const { store, uploads, taskCalls } = flow();
    store.getState().choose(audio());
    const started = store.getState().start();
    await settle();
    const upload = uploads[0];
    if (!upload) throw new Error('no upload');
    answer(upload.events);
    await started;
    expect(store.getState()).toMatchObject({ phase: 'choose', upload: state, failure });
    expect(store.getState().uploaded).toBeUndefined();
    expect(taskCalls()).toEqual([]);
  });

  it('is cancelled: aborted, the request stopped, no failure shown, nothing kept', async () => {
    const { store, uploads, taskCalls } = flow();
    store.getState().choose(audio());
    const started = store.getState().start();
    await settle();
    uploads[0]?.events.progress(10, 100);
    store.getState().cancel();
    await started;
    expect(uploads[0]?.aborted).toBe(true);
    expect(store.getState()).toMatchObject({
      phase: 'choose',
      upload: 'aborted',
      failure: undefined,
      uploaded: undefined,
    });
    expect(taskCalls()).toEqual([]);
  });

  it('times out as the timeout state (the helper’s timeout error)', async () => {
    const deps: StartDeps = {
      upload: () =>
        Promise.reject(new UploadError('timeout', 'Upload timed out after 5ms', { timeoutMs: 5 })),
      createTask: () => Promise.reject(new Error('not reached')),
      fingerprint: async () => undefined,
      started: () => undefined,
      prompt: () => undefined,
      objectUrls: { create: () => 'blob:x', revoke: () => undefined },
    };
    const store = createStartStore(deps, { language: 'en-US', mode: 'basic' });
    store.getState().choose(audio());
    await store.getState().start();
    expect(store.getState()).toMatchObject({
      upload: 'timeout',
      failure: { kind: 'upload', type: 'timeout', timeoutMs: 5 },
    });
  });
});

describe('a refused task', () => {
  it.each([
    [
      '402 insufficient credits',
      { status: 402, data: { message: 'Nicht genug Credits.', code: 'insufficient_credits' } },
      { kind: 'insufficientCredits' },
      'insufficientCredits',
    ],
    [
      '403 free uses exhausted',
      { status: 403, data: { message: 'Registrieren Sie sich.', code: 'free_uses_exhausted' } },
      { kind: 'freeUsesExhausted' },
      'freeUsesExhausted',
    ],
    [
      '403 speaker labels not in the plan',
      {
        status: 403,
        data: { message: 'Sprecher gibt es in den bezahlten Tarifen.', code: 'mode_not_in_plan' },
      },
      { kind: 'planFeature', message: 'Sprecher gibt es in den bezahlten Tarifen.' },
      'planFeature',
    ],
    [
      '403 automatic detection not in the plan',
      {
        status: 403,
        data: {
          message: 'Automatisch nur in bezahlten Tarifen.',
          code: 'auto_detection_not_allowed',
        },
      },
      { kind: 'planFeature', message: 'Automatisch nur in bezahlten Tarifen.' },
      'planFeature',
    ],
    [
      '403 for another reason',
      { status: 403, data: { message: 'Nur für VIP.', code: 'forbidden' } },
      { kind: 'refused', message: 'Nur für VIP.' },
      undefined,
    ],
    [
      '422 unsupported language',
      {
        status: 422,
        data: {
          message: 'Französisch wird von whisper.cpp unterstützt, das hier nicht läuft.',
          code: 'unsupported_language',
        },
      },
      {
        kind: 'refused',
        message: 'Französisch wird von whisper.cpp unterstützt, das hier nicht läuft.',
      },
      undefined,
    ],
    [
      'a proxy’s page',
      { status: 502, data: '<html>Bad gateway</html>' },
      { kind: 'unreachable' },
      undefined,
    ],
  ] as const)('%s', async (_name, answer, failure, prompt) => {
    const { store, deps, uploads } = flow({ createTask: answer });
    store.getState().choose(audio());
    const started = store.getState().start();
    await settle();
    uploads[0]?.events.load(201, 'Created', uploadAnswer());
    await started;
    expect(store.getState()).toMatchObject({ phase: 'choose', upload: 'success', failure });
    expect(deps.started).not.toHaveBeenCalled();
    if (prompt) expect(deps.prompt).toHaveBeenCalledWith(prompt);
    else expect(deps.prompt).not.toHaveBeenCalled();
  });

  it('is tried again with the stored file, without sending it twice', async () => {
    let answers = 0;
    const { store, deps, uploads, taskCalls } = flow({
      createTask: () =>
        ++answers === 1
          ? { status: 402, data: { message: 'Nicht genug Credits.', code: 'insufficient_credits' } }
          : { status: 201, data: { data: { task: task() } } },
    });
    store.getState().choose(audio());
    const first = store.getState().start();
    await settle();
    uploads[0]?.events.load(201, 'Created', uploadAnswer());
    await first;
    await store.getState().start();
    expect(uploads).toHaveLength(1);
    expect(taskCalls()).toHaveLength(2);
    expect(deps.started).toHaveBeenCalledWith(task(), mediaFile());
  });

  it('sends the file again once another file is chosen', async () => {
    const { store, uploads } = flow({
      createTask: { status: 402, data: { message: 'x', code: 'insufficient_credits' } },
    });
    store.getState().choose(audio());
    const first = store.getState().start();
    await settle();
    uploads[0]?.events.load(201, 'Created', uploadAnswer());
    await first;
    expect(store.getState().uploaded).toEqual(mediaFile());
    store.getState().choose(new File(['v'], 'clip.mp4', { type: 'video/mp4' }));
    expect(store.getState()).toMatchObject({ upload: 'idle', uploaded: undefined, percent: 0 });
    void store.getState().start();
    await settle();
    expect(uploads).toHaveLength(2);
  });
});

describe('leaving the page', () => {
  it('revokes the preview, and a remount (React in development) makes a new one', () => {
    const { store, urls } = flow();
    store.getState().choose(audio());
    store.getState().dispose();
    expect(urls.revoked).toEqual(['blob:test/1']);
    expect(store.getState().file?.file_bloburl).toBe('');
    store.getState().restore();
    expect(store.getState().file?.file_bloburl).toBe('blob:test/2');
  });
});

describe('a translator page', () => {
  const PAIRS = [
    { from: 'en', to: 'es' },
    { from: 'en', to: 'pt', via: 'es' },
  ];

  it('asks for the transcript’s translation with the task', async () => {
    const { store, uploads, taskCalls } = flow({ targetLanguage: 'es' });
    store.getState().setTranslationPairs(PAIRS);
    store.getState().setTargetLanguage('pt');
    store.getState().choose(audio());
    const started = store.getState().start();
    await settle();
    uploads[0]?.events.load(201, 'Created', uploadAnswer());
    await started;
    expect(taskCalls().map((call) => call.body)).toEqual([
      {
        file_hash: FILE_HASH,
        language: 'en-US',
        mode: 1,
        model: 1,
        fingerprint: 'f'.repeat(64),
        target_language: 'pt',
      },
    ]);
  });

  it('never sends a pair no engine translates, and lets another target clear the refusal', async () => {
    const { store, uploads } = flow({ language: 'ja', targetLanguage: 'es' });
    store.getState().setTranslationPairs(PAIRS);
    store.getState().choose(audio());
    await store.getState().start();
    expect(store.getState().failure).toEqual({ kind: 'unsupportedPair', from: 'ja', to: 'es' });
    expect(uploads).toEqual([]);
    store.getState().setTargetLanguage('pt');
    expect(store.getState().failure).toBeUndefined();
  });

  it('asks for no translation on the other pages', async () => {
    const { store, uploads, taskCalls } = flow();
    store.getState().choose(audio());
    const started = store.getState().start();
    await settle();
    uploads[0]?.events.load(201, 'Created', uploadAnswer());
    await started;
    expect(taskCalls()[0]?.body).not.toHaveProperty('target_language');
  });
});
