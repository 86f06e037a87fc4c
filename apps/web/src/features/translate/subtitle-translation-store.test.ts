import { MAX_SUBTITLE_TEXT, type TranslationState } from '@captio/api-client';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, type FakeAnswer } from '../../testing/fake-api.js';
import {
  createSubtitleTranslationStore,
  type SubtitleTranslationDeps,
} from './subtitle-translation-store.js';
import { readSubtitleFileText } from './read-subtitle-file-text.js';
import { translationFailureText } from './translation-failures.js';

const ID = '7d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const PAIRS = [
  { from: 'en', to: 'es' },
  { from: 'es', to: 'en' },
];
const SRT = '1\n00:00:01,000 --> 00:00:02,000\nHello.\n';

function translation(overrides: Partial<TranslationState> = {}): TranslationState {
  return {
    translation_id: ID,
    task_id: null,
    source_language: 'en',
    target_language: 'es',
    status: 'WAITING',
    stage: 'queued',
    progress: 0,
    engine: null,
    failure: null,
    cost: 0,
    free_use: true,
    created_time: '2026-11-26T02:00:00.000Z',
    finished_time: null,
    ...overrides,
  };
}

const APERTIUM = { id: 'apertium', name: 'Apertium', quality: 'rule-based' as const };

interface Setup {
  create?: FakeAnswer;
  /** The answers of the status calls, in turn (the last one repeats). */
  statuses?: TranslationState[];
  /** How a picked file is read; by default File.text(). */
  readText?: SubtitleTranslationDeps['readText'];
}

/** The flow over the real api client, its answers from a table. */
function flow(setup: Setup = {}) {
  const statuses = setup.statuses ?? [
    translation({ stage: 'translating', progress: 40, engine: APERTIUM }),
    translation({ status: 'SUCCESS', stage: 'done', progress: 100, engine: APERTIUM }),
  ];
  let look = 0;
  const { api, calls } = fakeApi({
    'POST /api/translations/': setup.create ?? { data: { data: { translation: translation() } } },
    [`GET /api/translations/${ID}/`]: () => {
      const state = statuses[Math.min(look++, statuses.length - 1)] ?? translation();
      return {
        data: {
          data: {
            translation: state,
            file_name: 'talk.srt',
            file_json: [{ start_time: 1000, end_time: 2000, text: 'Hello.' }],
            translate_file_json:
              state.status === 'SUCCESS'
                ? [{ start_time: 1000, end_time: 2000, text: 'Hola.' }]
                : null,
          },
        },
      };
    },
  });
  const prompt = vi.fn();
  const deps: SubtitleTranslationDeps = {
    readText: setup.readText ?? (async (file) => file.text()),
    create: async (body) => (await api.call('createTranslation', { body })).data.translation,
    status: async (translationId) => {
      const answer = await api.call('translationStatus', {
        params: { translation_id: translationId },
      });
      return { translation: answer.data.translation, cues: answer.data.file_json.length };
    },
    fingerprint: async () => 'device-1',
    prompt,
    pollIntervalMs: 0,
  };
  const store = createSubtitleTranslationStore(deps, { source: 'en-US', target: 'es' });
  store.getState().setPairs(PAIRS);
  return { store, calls, prompt };
}

const srtFile = (name = 'talk.srt') => new File([SRT], name, { type: 'application/x-subrip' });

describe('translating a subtitle file', () => {
  it('sends the file’s text and languages, follows the translation and ends done', async () => {
    const { store, calls } = flow();
    expect(store.getState().chooseFile(srtFile())).toBe(true);
    const seen: number[] = [];
    store.subscribe((state) => {
      if (state.translation) seen.push(state.translation.progress);
    });
    await store.getState().start();
    const state = store.getState();
    expect(state.phase).toBe('done');
    expect(state.cues).toBe(1);
    expect(state.translation?.status).toBe('SUCCESS');
    expect(seen).toContain(40);
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/api/translations/',
      body: {
        text: SRT,
        file_name: 'talk.srt',
        source_language: 'en',
        target_language: 'es',
        fingerprint: 'device-1',
      },
    });
  });

  it('reads a chosen file at once for what its subtitles last, the price shown before sending', async () => {
    const { store, calls } = flow();
    const late = '1\n01:00:00,000 --> 01:01:30,000\nLater\n';
    store.getState().chooseFile(new File([late], 'reel2.srt'));
    expect(store.getState().fileSpanMs).toBeUndefined();
    await vi.waitFor(() => expect(store.getState().fileSpanMs).toBe(90_000));
    store.getState().chooseFile(new File(['no timings here'], 'notes.srt'));
    await vi.waitFor(() => expect(store.getState().fileSpanMs).toBeUndefined());
    expect(calls).toEqual([]);
  });

  it.each([
    ['UTF-16LE', Buffer.from(SRT, 'utf16le')],
    ['UTF-16BE', Buffer.from(SRT, 'utf16le').swap16()],
  ])('sends the text of a %s file without a byte order mark', async (_, bytes) => {
    const { store, calls } = flow({ readText: readSubtitleFileText });
    store.getState().chooseFile(new File([bytes], 'old.srt'));
    await store.getState().start();
    expect(store.getState().failure).toBeUndefined();
    expect(calls[0]?.body).toMatchObject({ text: SRT, file_name: 'old.srt' });
  });

  it('still refuses an image as binary when reading bytes as the tools do', async () => {
    const { store, calls } = flow({ readText: readSubtitleFileText });
    const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48];
    store.getState().chooseFile(new File([new Uint8Array(png)], 'photo.srt'));
    await store.getState().start();
    expect(store.getState().failure).toEqual({ kind: 'binary', name: 'photo.srt' });
    expect(calls).toEqual([]);
  });

  it('sends pasted text under a name without an extension, so the api finds its format', async () => {
    const { store, calls } = flow();
    store.getState().setInput('text');
    store.getState().setText(SRT);
    await store.getState().start();
    expect(calls[0]?.body).toMatchObject({ text: SRT, file_name: 'subtitles' });
  });

  it.each([
    ['a file named .srt', 'talk.srt', SRT, 'srt'],
    ['WebVTT in a file named .srt, read as it starts', 'talk.srt', `WEBVTT\n\n${SRT}`, 'vtt'],
    ['pasted WebVTT', undefined, 'WEBVTT\n\n00:00.000 --> 00:01.000\nHi\n', 'vtt'],
    ['an ASS script', 'ep.ass', '[Script Info]\nScriptType: v4.00+\n', 'ass'],
  ])('keeps the format of %s for its downloads', async (_name, fileName, text, format) => {
    const { store } = flow();
    if (fileName) store.getState().chooseFile(new File([text], fileName));
    else {
      store.getState().setInput('text');
      store.getState().setText(text);
    }
    await store.getState().start();
    expect(store.getState().sentFormat).toBe(format);
  });

  it('refuses a file that is not subtitles, and asks for one before sending anything', async () => {
    const { store, calls } = flow();
    expect(store.getState().chooseFile(new File(['x'], 'song.mp3'))).toBe(false);
    await store.getState().start();
    expect(store.getState().failure).toEqual({ kind: 'noInput', input: 'file' });
    store.getState().setInput('text');
    store.getState().setText('   ');
    await store.getState().start();
    expect(store.getState().failure).toEqual({ kind: 'noInput', input: 'text' });
    expect(calls).toEqual([]);
  });

  it('never sends a pair the server does not translate, and says so', async () => {
    const { store, calls } = flow();
    store.getState().chooseFile(srtFile());
    store.getState().setTarget('ja');
    await store.getState().start();
    const failure = store.getState().failure;
    expect(failure).toEqual({ kind: 'unsupportedPair', from: 'en', to: 'ja' });
    expect(calls).toEqual([]);
    const t = (key: string, values?: Record<string, unknown>) => `${key} ${JSON.stringify(values)}`;
    expect(failure && translationFailureText(failure, t as never, 'en-US')).toBe(
      'translator.failure.unsupportedPair {"from":"English","to":"Japanese"}',
    );
    // Choosing another target clears it.
    store.getState().setTarget('es');
    expect(store.getState().failure).toBeUndefined();
  });

  it('opens the insufficient-credit modal on a 402 and keeps the file for another try', async () => {
    const { store, prompt } = flow({
      create: {
        status: 402,
        data: { message: 'Not enough credits.', code: 'insufficient_credits' },
      },
    });
    store.getState().chooseFile(srtFile());
    await store.getState().start();
    expect(store.getState()).toMatchObject({
      phase: 'choose',
      failure: { kind: 'insufficientCredits' },
    });
    expect(store.getState().file?.name).toBe('talk.srt');
    expect(prompt).toHaveBeenCalledWith('insufficientCredits');
  });

  it('asks a visitor past the free uses to sign up', async () => {
    const { store, prompt } = flow({
      create: { status: 403, data: { message: 'Sign up.', code: 'free_uses_exhausted' } },
    });
    store.getState().chooseFile(srtFile());
    await store.getState().start();
    expect(store.getState().failure).toEqual({ kind: 'freeUsesExhausted' });
    expect(prompt).toHaveBeenCalledWith('freeUsesExhausted');
  });

  it('shows the api’s message when it refuses the file', async () => {
    const { store, prompt } = flow({
      create: {
        status: 422,
        data: { message: 'No subtitle could be read from this file.', code: 'subtitle_unreadable' },
      },
    });
    store.getState().chooseFile(srtFile());
    await store.getState().start();
    expect(store.getState().failure).toEqual({
      kind: 'refused',
      message: 'No subtitle could be read from this file.',
    });
    expect(prompt).not.toHaveBeenCalled();
  });

  it('says why a translation that ran failed, in the api’s words', async () => {
    const { store } = flow({
      statuses: [
        translation({
          status: 'FAILED',
          stage: 'done',
          failure: { code: 'engine_failed', message: 'The engine stopped. Credits refunded.' },
        }),
      ],
    });
    store.getState().chooseFile(srtFile());
    await store.getState().start();
    expect(store.getState()).toMatchObject({
      phase: 'choose',
      failure: { kind: 'failed', message: 'The engine stopped. Credits refunded.' },
    });
  });

  it('says the file could not be read when the browser cannot read it', async () => {
    const { store, calls } = flow();
    const file = srtFile('gone.srt');
    vi.spyOn(file, 'text').mockRejectedValue(new DOMException('gone', 'NotFoundError'));
    store.getState().chooseFile(file);
    await store.getState().start();
    expect(store.getState().failure).toEqual({ kind: 'unreadable', name: 'gone.srt' });
    expect(calls).toEqual([]);
  });

  it.each([
    ['empty', 'empty.srt', ''],
    ['empty', 'blank.srt', '\r\n  \n'],
    ['binary', 'video.srt', '\u0000\u0000ftypisom\u0000\u0001binary'],
  ] as const)(
    'refuses a %s file (%s) in its own words, without sending it',
    async (kind, name, text) => {
      const { store, calls } = flow();
      store.getState().chooseFile(new File([text], name));
      await store.getState().start();
      expect(store.getState().failure).toEqual({ kind, name });
      expect(store.getState().phase).toBe('choose');
      expect(calls).toEqual([]);
      // Another file clears it.
      store.getState().chooseFile(srtFile());
      expect(store.getState().failure).toBeUndefined();
    },
  );

  it('refuses a file longer than the api takes, naming the limit, without sending it', async () => {
    const { store, calls } = flow();
    const text = `${SRT}\n${'word '.repeat(MAX_SUBTITLE_TEXT / 5)}`;
    store.getState().chooseFile(new File([text], 'huge.srt'));
    await store.getState().start();
    expect(store.getState().failure).toEqual({
      kind: 'tooLong',
      name: 'huge.srt',
      limit: MAX_SUBTITLE_TEXT,
    });
    expect(calls).toEqual([]);
  });

  it('a new file after a translation starts over, the languages kept', async () => {
    const { store } = flow();
    store.getState().chooseFile(srtFile());
    await store.getState().start();
    store.getState().chooseFile(srtFile('next.srt'));
    expect(store.getState()).toMatchObject({
      phase: 'choose',
      translation: undefined,
      source: 'en',
      target: 'es',
    });
  });

  it('keeps a translation done, with its downloads, when another language is chosen', async () => {
    const { store } = flow();
    store.getState().chooseFile(srtFile());
    await store.getState().start();
    const done = store.getState().translation;
    store.getState().setTarget('fr');
    store.getState().setSource('de');
    expect(store.getState()).toMatchObject({ phase: 'done', translation: done, target: 'fr' });
  });
});
