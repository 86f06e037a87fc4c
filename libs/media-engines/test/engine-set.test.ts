import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  chooseSpeechEngine,
  createSpeechEngines,
  describeEngines,
  type SpeechEngine,
  type SpeechEngineSettings,
} from '../src/index.js';
import { writeTinyWhisperModel } from './support/tiny-whisper-model.js';

/** No request is made in these tests: the endpoint's address only needs to be well formed. */
const ENDPOINT = 'http://127.0.0.1:9/v1';

describe('speech engine set', () => {
  let dir = '';
  const models = { multilingual: '', english: '' };

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'captio-engine-set-'));
    models.multilingual = join(dir, 'ggml-test.bin');
    models.english = join(dir, 'ggml-test.en.bin');
    await Promise.all([
      writeTinyWhisperModel(models.multilingual, { nVocab: 51865 }),
      writeTinyWhisperModel(models.english, { nVocab: 51864 }),
    ]);
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  async function enginesFor(settings: () => SpeechEngineSettings): Promise<SpeechEngine[]> {
    const set = await createSpeechEngines(settings());
    expect(set.unavailable).toEqual([]);
    return set.engines;
  }

  describe('createSpeechEngines', () => {
    it.each([
      ['nothing set: PocketSphinx, which Debian installs', () => ({}), ['pocketsphinx']],
      [
        'a whisper model and an endpoint too',
        () => ({
          whisperModelPath: models.multilingual,
          openAiBaseUrl: ENDPOINT,
          openAiApiKey: 'sk-test',
        }),
        ['whisper.cpp', 'openai-compatible', 'pocketsphinx'],
      ],
      [
        'empty strings are not set',
        () => ({ whisperModelPath: '', openAiBaseUrl: ' ' }),
        ['pocketsphinx'],
      ],
    ])('%s', async (_label, settings, ids) => {
      const engines = await enginesFor(settings);
      expect(engines.map((engine) => engine.id)).toEqual(ids);
    });

    it.each([
      [
        'a model file that is not there',
        () => ({ whisperModelPath: join(dir, 'missing.bin') }),
        'whisper.cpp',
        'model-missing',
      ],
      [
        'an endpoint that is not a URL',
        () => ({ openAiBaseUrl: 'api.example' }),
        'openai-compatible',
        'invalid-argument',
      ],
      [
        'a PocketSphinx program that is not there',
        () => ({ pocketsphinxPath: join(dir, 'pocketsphinx_continuous') }),
        'pocketsphinx',
        'tool-missing',
      ],
    ])('lists %s as unavailable, without throwing', async (_label, settings, kind, code) => {
      const set = await createSpeechEngines(settings());
      expect(set.unavailable).toEqual([{ kind, error: expect.objectContaining({ code }) }]);
      expect(set.engines.map((engine) => engine.id)).not.toContain(kind);
    });
  });

  describe('chooseSpeechEngine', () => {
    const pocketsphinxOnly = () => ({});
    const englishWhisper = () => ({ whisperModelPath: models.english });
    const everything = () => ({
      whisperModelPath: models.multilingual,
      openAiBaseUrl: ENDPOINT,
    });
    const englishEndpoint = () => ({ openAiBaseUrl: ENDPOINT, openAiLanguages: ['en'] });

    it.each([
      ['PocketSphinx alone', pocketsphinxOnly, 'en-US', 'pocketsphinx'],
      ['an English whisper model beats PocketSphinx', englishWhisper, 'en', 'whisper.cpp'],
      [
        'the endpoint (high) beats a tiny whisper model (medium)',
        everything,
        'en',
        'openai-compatible',
      ],
      ['French goes to the endpoint', everything, 'fr', 'openai-compatible'],
      ['detection goes to the endpoint', everything, 'auto', 'openai-compatible'],
      ['Cantonese: only a large-v3 whisper model knows it', everything, 'yue', undefined],
    ])('%s', async (_label, settings, language, id) => {
      const choice = chooseSpeechEngine(await enginesFor(settings), language);
      expect(choice.ok ? choice.engine.id : undefined).toBe(id);
    });

    it.each([
      [
        'French with PocketSphinx alone',
        pocketsphinxOnly,
        'fr',
        [
          ['whisper.cpp', 'configure', 'whisper.cpp (when a model is configured)'],
          ['openai-compatible', 'configure', 'OpenAI-compatible endpoint (when one is configured)'],
        ],
      ],
      [
        'detection with PocketSphinx alone',
        pocketsphinxOnly,
        'auto',
        [
          ['whisper.cpp', 'configure', 'whisper.cpp (when a model is configured)'],
          ['openai-compatible', 'configure', 'OpenAI-compatible endpoint (when one is configured)'],
        ],
      ],
      [
        'German with an English-only whisper model',
        englishWhisper,
        'de',
        [
          ['whisper.cpp', 'other-model', 'whisper.cpp (with a model that knows the language)'],
          ['openai-compatible', 'configure', 'OpenAI-compatible endpoint (when one is configured)'],
        ],
      ],
      [
        'German with an endpoint set up for English',
        englishEndpoint,
        'de-AT',
        [
          ['whisper.cpp', 'configure', 'whisper.cpp (when a model is configured)'],
          [
            'openai-compatible',
            'enable-language',
            'OpenAI-compatible endpoint (with the language enabled)',
          ],
        ],
      ],
      ['Klingon', everything, 'tlh', []],
    ])(
      'refuses %s, saying which engines would take it',
      async (_label, settings, language, offers) => {
        const choice = chooseSpeechEngine(await enginesFor(settings), language);
        expect(choice).toMatchObject({ ok: false, reason: 'unsupported-language', language });
        if (choice.ok) return;
        expect(choice.wouldSupport.map((offer) => [offer.kind, offer.needs, offer.label])).toEqual(
          offers,
        );
        for (const [, , label] of offers) expect(choice.message).toContain(label);
      },
    );

    it('never gives PocketSphinx anything but English', async () => {
      const engines = await enginesFor(pocketsphinxOnly);
      for (const language of ['fr', 'auto', 'zh-CN', 'en-x-klingon-but-not-really', '']) {
        const choice = chooseSpeechEngine(engines, language);
        if (language.startsWith('en')) expect(choice.ok).toBe(true);
        else expect(choice.ok).toBe(false);
      }
    });
  });

  it('describes the engines for the api', async () => {
    const engines = await enginesFor(() => ({
      whisperModelPath: models.english,
      openAiBaseUrl: ENDPOINT,
      openAiLanguages: ['en', 'fr', 'auto'],
    }));
    expect(describeEngines(engines)).toEqual([
      {
        id: 'whisper.cpp',
        quality: 'medium',
        note: expect.stringContaining('English only'),
        languages: ['en'],
        detectsLanguage: false,
      },
      {
        id: 'openai-compatible',
        quality: 'high',
        note: expect.stringContaining('127.0.0.1:9'),
        languages: ['en', 'fr'],
        detectsLanguage: true,
      },
      {
        id: 'pocketsphinx',
        quality: 'low',
        note: expect.any(String),
        languages: ['en'],
        detectsLanguage: false,
      },
    ]);
  });
});
