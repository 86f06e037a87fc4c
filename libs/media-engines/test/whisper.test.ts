import { copyFile, mkdtemp, open, rm, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  createWhisperEngine,
  extractSpeechAudio,
  type SpeechEngine,
  type Transcript,
} from '../src/index.js';
import { ffmpeg, speak } from './support/media-fixtures.js';
import { writeTinyWhisperModel } from './support/tiny-whisper-model.js';

const fixtures = inject('mediaFixtures');

/*
 * The model is built by the test (random weights, real format, tiny dimensions): whisper.node
 * loads it and runs whisper.cpp's whole decoding on real speech, so what it writes is nonsense
 * made of the test vocabulary (' w123', 'x456'), but the path is the real one: model loading,
 * token timestamps, words from tokens, progress, stopping and releasing.
 *
 * Sampling at 0.5 without fallback attempts keeps each call to one pass (whisper.cpp's
 * sampler is seeded, so the output is the same every run). With seed 2 the model says some
 * thirty tokens over the test sentence; others (7, 10) say three.
 */
const ONE_PASS = { temperature: 0.5, temperatureIncrement: 0 } as const;

describe('whisper.cpp engine', () => {
  let dir = '';
  let multilingualModel = '';
  let englishModel = '';
  let speechWav = '';
  let longSpeechWav = '';
  let engine: SpeechEngine;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'captio-whisper-'));
    multilingualModel = join(dir, 'ggml-tiny-test.bin');
    englishModel = join(dir, 'ggml-tiny-test.en.bin');
    const spoken = join(dir, 'spoken.wav');
    speechWav = join(dir, 'speech.wav');
    longSpeechWav = join(dir, 'long-speech.wav');
    await Promise.all([
      writeTinyWhisperModel(multilingualModel, { nVocab: 51865, seed: 2 }),
      writeTinyWhisperModel(englishModel, { nVocab: 51864, seed: 2 }),
      speak('We need more time to finish the project this week.', spoken),
    ]);
    await extractSpeechAudio(spoken, speechWav);
    // 45 s: the sentence, then silence; cut into two pieces of at most 30 s.
    await ffmpeg(
      ...['-i', speechWav, '-af', 'apad=whole_dur=45', '-ar', '16000', '-ac', '1'],
      ...['-c:a', 'pcm_s16le', longSpeechWav],
    );
    engine = await createWhisperEngine({ modelPath: multilingualModel, threads: 2, ...ONE_PASS });
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('reads what the model can do from its file', async () => {
    expect(engine.id).toBe('whisper.cpp');
    expect(engine.languages()).toHaveLength(100);
    expect(engine.languages()).toEqual(expect.arrayContaining(['en', 'zh', 'fr', 'jv', 'auto']));
    expect(engine.languages()).not.toContain('jw');
    // One layer: smaller than tiny, so not 'high'.
    expect(engine.quality.level).toBe('medium');
    const english = await createWhisperEngine({ modelPath: englishModel });
    expect(english.languages()).toEqual(['en']);
  });

  describe('on spoken English', () => {
    let transcript: Transcript;
    const progress: number[] = [];

    beforeAll(async () => {
      transcript = await engine.transcribe(speechWav, {
        language: 'en-US',
        onProgress: (fraction) => progress.push(fraction),
      });
    });

    it('gives words with integer times that grow and stay inside the audio', () => {
      const words = transcript.segments.flatMap((segment) => segment.words);
      expect(words.length).toBeGreaterThan(3);
      let previousEnd = 0;
      for (const word of words) {
        expect(word.text).toMatch(/^\S+$/);
        expect(Number.isInteger(word.start) && Number.isInteger(word.end)).toBe(true);
        expect(word.start).toBeGreaterThanOrEqual(previousEnd);
        expect(word.end).toBeGreaterThanOrEqual(word.start);
        expect(word.end).toBeLessThanOrEqual(transcript.durationMs);
        previousEnd = word.end;
      }
    });

    it('joins the pieces of a word: tokens without a leading space carry on the word', () => {
      // The test vocabulary: ' w<id>' starts a word, 'x<id>' carries one on.
      const words = transcript.segments.flatMap((segment) => segment.words.map((w) => w.text));
      expect(words.some((word) => /^(w\d+|x\d+)(x\d+)+$/.test(word))).toBe(true);
      expect(words.every((word) => /^(w\d+|x\d+|[!-~])+$/.test(word))).toBe(true);
    });

    it('describes the audio and its segments', () => {
      expect(transcript).toMatchObject({ engineId: 'whisper.cpp', language: 'en' });
      expect(transcript.durationMs).toBeGreaterThan(2000);
      for (const segment of transcript.segments) {
        expect(segment.words.length).toBeGreaterThan(0);
        expect(segment.text).toBe(segment.words.map((word) => word.text).join(' '));
        expect(segment.start).toBe(segment.words[0]?.start);
        expect(segment.end).toBe(segment.words.at(-1)?.end);
      }
    });

    it('reports progress growing to 1', () => {
      expect(progress.length).toBeGreaterThan(0);
      expect(progress).toEqual([...progress].sort((a, b) => a - b));
      expect(progress.at(-1)).toBe(1);
    });
  });

  it('detects the language when asked for auto', async () => {
    const transcript = await engine.transcribe(speechWav, { language: 'auto' });
    expect(engine.languages()).toContain(transcript.language);
    expect(transcript.language).not.toBe('auto');
  });

  it('cuts long audio into pieces, keeping times from the start of the whole', async () => {
    const inPieces = await createWhisperEngine({
      modelPath: multilingualModel,
      maxPieceSeconds: 30,
      ...ONE_PASS,
    });
    const progress: number[] = [];
    const transcript = await inPieces.transcribe(longSpeechWav, {
      language: 'en',
      onProgress: (fraction) => progress.push(fraction),
    });
    const words = transcript.segments.flatMap((segment) => segment.words);
    expect(transcript.durationMs).toBe(45_000);
    // Two pieces of nonsense: times restarting in each piece would keep them all under 30 s.
    expect(words.at(-1)?.end).toBeGreaterThan(30_000);
    expect(words.map((word) => word.start)).toEqual(
      words.map((word) => word.start).sort((a, b) => a - b),
    );
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(progress.length).toBeGreaterThan(2);
  });

  it('stops when aborted and when out of time, and transcribes again after', async () => {
    const controller = new AbortController();
    const running = engine.transcribe(longSpeechWav, { language: 'en', signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    await expect(running).rejects.toMatchObject({ code: 'aborted' });
    // The whole call takes over a second: time runs out while whisper.cpp works.
    await expect(
      engine.transcribe(longSpeechWav, { language: 'en', timeoutMs: 200 }),
    ).rejects.toMatchObject({ code: 'timeout' });
    const already = AbortSignal.abort();
    await expect(
      engine.transcribe(speechWav, { language: 'en', signal: already }),
    ).rejects.toMatchObject({ code: 'aborted' });
    // The stopped calls released their contexts; the engine still works.
    const transcript = await engine.transcribe(speechWav, { language: 'en' });
    expect(transcript.segments.length).toBeGreaterThan(0);
  });

  it.each(['xx', 'tlh', ''])('refuses the language %j', async (language) => {
    await expect(engine.transcribe(speechWav, { language })).rejects.toMatchObject({
      code: 'unsupported-language',
    });
  });

  it('refuses languages other than English with an English-only model', async () => {
    const english = await createWhisperEngine({ modelPath: englishModel });
    for (const language of ['fr', 'auto']) {
      await expect(english.transcribe(speechWav, { language })).rejects.toMatchObject({
        code: 'unsupported-language',
      });
    }
  });

  it.each([
    ['44.1 kHz stereo WAV', () => fixtures.toneWav, 'invalid-audio'],
    ['a missing file', () => join(fixtures.dir, 'missing.wav'), 'input-not-found'],
  ])('refuses %s', async (_label, path, code) => {
    await expect(engine.transcribe(path(), { language: 'en' })).rejects.toMatchObject({ code });
  });

  describe('model files it cannot use', () => {
    it('says when the file is not there', async () => {
      await expect(
        createWhisperEngine({ modelPath: join(dir, 'no-such-model.bin') }),
      ).rejects.toMatchObject({ code: 'model-missing' });
    });

    it.each([
      [
        'a text file',
        async (path: string) =>
          writeFile(path, 'not a model, but long enough to read a header from it\n'),
      ],
      [
        'a GGUF file',
        async (path: string) =>
          writeFile(path, Buffer.concat([Buffer.from('GGUF'), Buffer.alloc(60)])),
      ],
      ['an empty file', async (path: string) => writeFile(path, '')],
    ])('refuses %s when created', async (_label, make) => {
      const path = join(dir, 'bad-model.bin');
      await make(path);
      await expect(createWhisperEngine({ modelPath: path })).rejects.toMatchObject({
        code: 'model-invalid',
      });
    });

    it.each([
      ['in its vocabulary', 100_000],
      ['in its weights (an incomplete download)', 1_000_000],
    ])('refuses a model cut short %s when created', async (_label, length) => {
      const path = join(dir, 'truncated.bin');
      await copyFile(multilingualModel, path);
      await truncate(path, length);
      await expect(createWhisperEngine({ modelPath: path })).rejects.toMatchObject({
        code: 'model-invalid',
        message: expect.stringContaining('ends inside'),
      });
    });

    it('says when the model path is a folder', async () => {
      await expect(createWhisperEngine({ modelPath: dir })).rejects.toMatchObject({
        code: 'model-missing',
      });
    });

    it('says why whisper.cpp could not load a model with a corrupt tensor, without hanging', async () => {
      const path = join(dir, 'corrupt.bin');
      await copyFile(multilingualModel, path);
      // The first tensor's name, well after the vocabulary, overwritten.
      const file = await open(path, 'r+');
      const bytes = await file.readFile();
      const at = bytes.indexOf('encoder.positional_embedding');
      await file.write(Buffer.from('encoder.no_such_tensor_here!'), 0, 28, at);
      await file.close();
      const corrupt = await createWhisperEngine({ modelPath: path });
      const failure = corrupt.transcribe(speechWav, { language: 'en', timeoutMs: 30_000 });
      await expect(failure).rejects.toMatchObject({
        code: 'model-invalid',
        stderr: expect.stringContaining('unknown tensor'),
      });
    });
  });

  it.each([
    [{ threads: 0 }],
    [{ threads: 1.5 }],
    [{ maxPieceSeconds: 10 }],
    [{ temperature: 2 }],
    [{ temperatureIncrement: -1 }],
  ])('refuses the settings %j', async (settings) => {
    await expect(
      createWhisperEngine({ modelPath: multilingualModel, ...settings }),
    ).rejects.toMatchObject({ code: 'invalid-argument' });
  });
});
