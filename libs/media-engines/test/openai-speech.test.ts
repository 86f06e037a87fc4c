import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { createOpenAiSpeechEngine, extractSpeechAudio, type SpeechEngine } from '../src/index.js';
import {
  startTranscriptionServer,
  type Answer,
  type ReceivedRequest,
} from './support/transcription-server.js';

const fixtures = inject('mediaFixtures');

/** What OpenAI answers for 3 s of speech with response_format=verbose_json (trimmed). */
const VERBOSE_JSON = {
  task: 'transcribe',
  language: 'english',
  duration: 3,
  text: 'Hello, world. How are you?',
  segments: [
    { id: 0, seek: 0, start: 0, end: 1.5, text: ' Hello, world.', no_speech_prob: 0.01 },
    { id: 1, seek: 0, start: 1.5, end: 2.9, text: ' How are you?', no_speech_prob: 0.01 },
  ],
  words: [
    { word: 'Hello', start: 0.1, end: 0.5 },
    { word: 'world', start: 0.6, end: 1.2 },
    { word: 'How', start: 1.6, end: 1.9 },
    { word: 'are', start: 2.0, end: 2.2 },
    { word: 'you', start: 2.3, end: 2.8 },
  ],
};

describe('OpenAI-compatible engine', () => {
  let dir = '';
  let wav = '';
  let answer: (request: ReceivedRequest) => Answer = () => ({ status: 200, json: VERBOSE_JSON });
  let server: Awaited<ReturnType<typeof startTranscriptionServer>>;
  let engine: SpeechEngine;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'captio-openai-'));
    wav = join(dir, 'speech.wav');
    await extractSpeechAudio(fixtures.toneWav, wav);
    server = await startTranscriptionServer((request) => answer(request));
    engine = createOpenAiSpeechEngine({
      baseUrl: server.url,
      apiKey: 'sk-test',
      model: 'whisper-1',
    });
  });
  afterEach(() => {
    answer = () => ({ status: 200, json: VERBOSE_JSON });
    server.received.length = 0;
  });
  afterAll(async () => {
    await server.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('sends the audio as OpenAI asks for it, with word and segment timestamps', async () => {
    await engine.transcribe(wav, { language: 'en-GB' });
    expect(server.received).toHaveLength(1);
    const [request] = server.received;
    expect(request).toMatchObject({
      path: '/v1/audio/transcriptions',
      authorization: 'Bearer sk-test',
      fileName: 'audio.wav',
      fileType: 'audio/wav',
      fields: {
        model: ['whisper-1'],
        language: ['en'],
        response_format: ['verbose_json'],
        'timestamp_granularities[]': ['word', 'segment'],
      },
    });
    // The file is the WAV's samples under a header of its own.
    const samples = (await readFile(wav)).subarray(44);
    expect(request?.file?.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(request?.file?.subarray(44).equals(samples)).toBe(true);
  });

  it('maps segments and words to integer milliseconds, punctuation taken from the text', async () => {
    const progress: number[] = [];
    const transcript = await engine.transcribe(wav, {
      language: 'en',
      onProgress: (fraction) => progress.push(fraction),
    });
    expect(transcript).toEqual({
      engineId: 'openai-compatible',
      language: 'en',
      durationMs: 3000,
      segments: [
        {
          start: 100,
          end: 1200,
          text: 'Hello, world.',
          words: [
            { text: 'Hello,', start: 100, end: 500 },
            { text: 'world.', start: 600, end: 1200 },
          ],
        },
        {
          start: 1600,
          end: 2800,
          text: 'How are you?',
          words: [
            { text: 'How', start: 1600, end: 1900 },
            { text: 'are', start: 2000, end: 2200 },
            { text: 'you?', start: 2300, end: 2800 },
          ],
        },
      ],
    });
    expect(progress).toEqual([1]);
  });

  it('sends no language for auto, and reads the one the provider detected', async () => {
    answer = () => ({ status: 200, json: { ...VERBOSE_JSON, language: 'french' } });
    const transcript = await engine.transcribe(wav, { language: 'auto' });
    expect(server.received[0]?.fields['language']).toBeUndefined();
    expect(transcript.language).toBe('fr');
  });

  it('sends long audio in pieces, with times from the start of the whole', async () => {
    const inPieces = createOpenAiSpeechEngine({
      baseUrl: `${server.url}/v1/`,
      model: 'whisper-1',
      maxPieceSeconds: 1,
    });
    const progress: number[] = [];
    const transcript = await inPieces.transcribe(wav, {
      language: 'en',
      onProgress: (fraction) => progress.push(fraction),
    });
    expect(server.received.length).toBeGreaterThanOrEqual(3);
    expect(server.received[0]?.authorization).toBeUndefined();
    // Each piece after the first carries the text before it as a prompt.
    expect(server.received[1]?.fields['prompt']).toEqual(['Hello, world. How are you?']);
    const starts = transcript.segments.map((segment) => segment.start);
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    expect(transcript.segments.at(-1)?.end).toBeGreaterThan(2000);
    expect(transcript.segments.at(-1)?.end).toBeLessThanOrEqual(3000);
    expect(progress.length).toBe(server.received.length);
    expect(progress.at(-1)).toBe(1);
  });

  it('makes words from segment texts when the server gives no words', async () => {
    answer = () => ({ status: 200, json: { ...VERBOSE_JSON, words: undefined } });
    const transcript = await engine.transcribe(wav, { language: 'en' });
    expect(transcript.segments[0]?.words).toEqual([
      { text: 'Hello,', start: 0, end: 750 },
      { text: 'world.', start: 750, end: 1500 },
    ]);
  });

  it.each([
    [
      401,
      { error: { message: 'Incorrect API key provided: sk-test.' } },
      {},
      'provider-unauthorized',
      'Incorrect API key provided: sk-test.',
    ],
    [
      413,
      { error: { message: 'Maximum content size limit exceeded.' } },
      {},
      'input-too-large',
      'Maximum content size limit exceeded.',
    ],
    [
      429,
      { error: { message: 'Rate limit reached for whisper-1.' } },
      { 'retry-after': '7' },
      'rate-limited',
      'Rate limit reached for whisper-1.',
    ],
    [
      400,
      { error: { message: "Invalid language 'xx'." } },
      {},
      'provider-rejected',
      "Invalid language 'xx'.",
    ],
    [500, { detail: 'CUDA out of memory' }, {}, 'provider-failed', 'CUDA out of memory'],
    [503, 'upstream connect error', {}, 'provider-failed', 'upstream connect error'],
  ] as const)(
    'turns HTTP %i into an error with the provider message',
    async (status, body, headers, code, message) => {
      answer = () =>
        typeof body === 'string'
          ? { status, text: body, headers }
          : { status, json: body, headers };
      const failure = engine.transcribe(wav, { language: 'en' });
      await expect(failure).rejects.toMatchObject({
        code,
        httpStatus: status,
        providerMessage: message,
        message: expect.stringContaining(message),
      });
      if (status === 429) await expect(failure).rejects.toMatchObject({ retryAfterMs: 7000 });
    },
  );

  it('says when the answer is not JSON, or not a transcription', async () => {
    answer = () => ({ status: 200, text: '<html>proxy login</html>' });
    await expect(engine.transcribe(wav, { language: 'en' })).rejects.toMatchObject({
      code: 'provider-failed',
    });
    answer = () => ({ status: 200, json: { segments: 'none' } });
    await expect(engine.transcribe(wav, { language: 'en' })).rejects.toMatchObject({
      code: 'provider-failed',
    });
  });

  it('gives up on a server that never answers, and stops when aborted', async () => {
    answer = () => 'never';
    await expect(engine.transcribe(wav, { language: 'en', timeoutMs: 300 })).rejects.toMatchObject({
      code: 'timeout',
    });
    const controller = new AbortController();
    const running = engine.transcribe(wav, { language: 'en', signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    await expect(running).rejects.toMatchObject({ code: 'aborted' });
  });

  it('says when the server cannot be reached', async () => {
    const closed = await startTranscriptionServer(() => ({ status: 200, json: VERBOSE_JSON }));
    await closed.close();
    const unreachable = createOpenAiSpeechEngine({ baseUrl: closed.url, model: 'whisper-1' });
    await expect(unreachable.transcribe(wav, { language: 'en' })).rejects.toMatchObject({
      code: 'provider-failed',
    });
  });

  it('refuses a language it is not set up for, without asking the server', async () => {
    const frenchAndEnglish = createOpenAiSpeechEngine({
      baseUrl: server.url,
      model: 'whisper-1',
      languages: ['en', 'fr'],
    });
    expect(frenchAndEnglish.languages()).toEqual(['en', 'fr']);
    for (const language of ['de', 'auto']) {
      await expect(frenchAndEnglish.transcribe(wav, { language })).rejects.toMatchObject({
        code: 'unsupported-language',
      });
    }
    expect(server.received).toEqual([]);
  });

  it('lists whisper languages and auto by default, at high quality', () => {
    expect(engine.id).toBe('openai-compatible');
    expect(engine.languages()).toContain('auto');
    expect(engine.languages()).toHaveLength(100);
    expect(engine.quality.level).toBe('high');
  });

  it.each([
    [{ baseUrl: 'not a url', model: 'whisper-1' }],
    [{ baseUrl: 'ftp://127.0.0.1', model: 'whisper-1' }],
    [{ baseUrl: 'http://127.0.0.1', model: ' ' }],
    [{ baseUrl: 'http://127.0.0.1', model: 'whisper-1', maxPieceSeconds: 0 }],
  ])('refuses the settings %j', (settings) => {
    expect(() => createOpenAiSpeechEngine(settings)).toThrow(
      expect.objectContaining({ code: 'invalid-argument' }),
    );
  });
});
