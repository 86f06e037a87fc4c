import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  createPocketsphinxEngine,
  extractSpeechAudio,
  type Transcript,
  type TranscriptWord,
} from '../src/index.js';
import { speak } from './support/media-fixtures.js';

const fixtures = inject('mediaFixtures');

const SENTENCE =
  'We need more time to finish the project this week. Thank you for listening. Please subscribe to our channel.';
const FUNCTION_WORDS = new Set(['we', 'you', 'the', 'a', 'to', 'for', 'this', 'our']);
/**
 * PocketSphinx hears synthetic speech badly (it was trained on human voices): espeak-ng's default
 * voice comes out as nonsense. This female voice at 120 words a minute is among the ones it
 * follows best; the bar is what a draft to correct by hand must reach.
 */
const VOICE = 'en-us+f5';
const WORDS_PER_MINUTE = 120;
const MIN_CONTENT_WORD_OVERLAP = 0.4;

function contentWords(text: string): Set<string> {
  const words = text.toLowerCase().match(/[a-z']+/g) ?? [];
  return new Set(words.filter((word) => !FUNCTION_WORDS.has(word)));
}

function allWords(transcript: Transcript): TranscriptWord[] {
  return transcript.segments.flatMap((segment) => segment.words);
}

function expectWordsInOrder(transcript: Transcript): void {
  const words = allWords(transcript);
  expect(words.length).toBeGreaterThan(3);
  let previousEnd = 0;
  for (const word of words) {
    expect(Number.isInteger(word.start) && Number.isInteger(word.end)).toBe(true);
    expect(word.start).toBeGreaterThanOrEqual(previousEnd);
    expect(word.end).toBeGreaterThanOrEqual(word.start);
    expect(word.end).toBeLessThanOrEqual(transcript.durationMs);
    expect(word.confidence).toBeGreaterThanOrEqual(0);
    expect(word.confidence).toBeLessThanOrEqual(1);
    previousEnd = word.end;
  }
}

/** The share of the sentence's content words that the transcript has. */
function contentWordOverlap(transcript: Transcript): number {
  const spoken = contentWords(SENTENCE);
  const heard = contentWords(
    allWords(transcript)
      .map((word) => word.text)
      .join(' '),
  );
  return [...spoken].filter((word) => heard.has(word)).length / spoken.size;
}

describe('pocketsphinx engine', () => {
  const engine = createPocketsphinxEngine();
  let dir = '';
  let speechWav = '';
  let silenceWav = '';

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'captio-pocketsphinx-'));
    const spoken = join(dir, 'spoken.wav');
    await speak(SENTENCE, spoken, VOICE, WORDS_PER_MINUTE);
    speechWav = join(dir, 'speech.wav');
    silenceWav = join(dir, 'silence.wav');
    await Promise.all([
      extractSpeechAudio(spoken, speechWav),
      extractSpeechAudio(fixtures.silenceWav, silenceWav),
    ]);
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('says what it is: English only, low accuracy', () => {
    expect(engine.id).toBe('pocketsphinx');
    expect(engine.languages()).toEqual(['en']);
    expect(engine.quality.level).toBe('low');
  });

  describe('on a spoken English sentence', () => {
    let transcript: Transcript;
    const progress: number[] = [];

    beforeAll(async () => {
      transcript = await engine.transcribe(speechWav, {
        language: 'en-US',
        onProgress: (fraction) => progress.push(fraction),
      });
    });

    it(`recognizes at least ${MIN_CONTENT_WORD_OVERLAP * 100}% of the content words`, () => {
      const heard = allWords(transcript).map((word) => word.text);
      expect(contentWordOverlap(transcript), `heard: ${heard.join(' ')}`).toBeGreaterThanOrEqual(
        MIN_CONTENT_WORD_OVERLAP,
      );
    });

    it('gives words in order, with times inside the audio', () => {
      expectWordsInOrder(transcript);
    });

    it('describes the audio and its segments', () => {
      expect(transcript).toMatchObject({ engineId: 'pocketsphinx', language: 'en' });
      // espeak-ng takes about nine and a half seconds over these sentences at this speed.
      expect(transcript.durationMs).toBeGreaterThan(5000);
      expect(transcript.durationMs).toBeLessThan(12_000);
      for (const segment of transcript.segments) {
        expect(segment.text).toBe(segment.words.map((word) => word.text).join(' '));
        expect(segment.start).toBe(segment.words[0]?.start);
        expect(segment.end).toBe(segment.words.at(-1)?.end);
      }
    });

    it('reports progress growing to 1', () => {
      expect(progress.length).toBeGreaterThan(1);
      expect(progress).toEqual([...progress].sort((a, b) => a - b));
      expect(progress.at(-1)).toBe(1);
    });
  });

  it('cuts long audio at pauses into pieces, keeping times from the start of the whole', async () => {
    // Pieces of at most 3 s stand in for the minute-long pieces of real recordings.
    const inPieces = createPocketsphinxEngine({ maxPieceSeconds: 3 });
    const progress: number[] = [];
    const transcript = await inPieces.transcribe(speechWav, {
      language: 'en',
      onProgress: (fraction) => progress.push(fraction),
    });
    const heard = allWords(transcript).map((word) => word.text);
    expect(contentWordOverlap(transcript), `heard: ${heard.join(' ')}`).toBeGreaterThanOrEqual(
      MIN_CONTENT_WORD_OVERLAP,
    );
    expectWordsInOrder(transcript);
    // Times restarting in each piece would leave every word in the first three seconds.
    expect(allWords(transcript).at(-1)?.end).toBeGreaterThan(transcript.durationMs - 3000);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(progress.at(-1)).toBe(1);
  });

  it('hears nothing in silence', async () => {
    const transcript = await engine.transcribe(silenceWav, { language: 'en' });
    expect(transcript.segments).toEqual([]);
    expect(transcript.durationMs).toBe(2000);
  });

  it.each(['fr', 'zh-CN', 'auto', ''])('refuses the language %j', async (language) => {
    await expect(engine.transcribe(speechWav, { language })).rejects.toMatchObject({
      code: 'unsupported-language',
    });
  });

  it.each([
    ['44.1 kHz stereo WAV', fixtures.toneWav, 'invalid-audio'],
    ['an MP3 file', fixtures.toneMp3, 'invalid-audio'],
    ['a text file', fixtures.textAsMp4, 'invalid-audio'],
    ['a missing file', join(fixtures.dir, 'missing.wav'), 'input-not-found'],
  ])('refuses %s', async (_label, path, code) => {
    await expect(engine.transcribe(path, { language: 'en' })).rejects.toMatchObject({ code });
  });

  it('stops when aborted, and when out of time', async () => {
    const controller = new AbortController();
    const running = engine.transcribe(speechWav, { language: 'en', signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    await expect(running).rejects.toMatchObject({ code: 'aborted' });
    await expect(
      engine.transcribe(speechWav, { language: 'en', timeoutMs: 50 }),
    ).rejects.toMatchObject({ code: 'timeout' });
  });

  it("fails with the program's own error, not a crash, when it dies while reading", async () => {
    // A decoder that takes a little of the samples and dies: the feed is still writing, so its
    // broken pipe must not become an unhandled rejection (which ends the whole api process).
    const dying = join(dir, 'dying-decoder.sh');
    await writeFile(
      dying,
      '#!/bin/sh\nhead -c 1000 "$2" > /dev/null\necho "decoder crashed" >&2\nexit 1\n',
    );
    await chmod(dying, 0o755);
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      const engine = createPocketsphinxEngine({ binaryPath: dying });
      await expect(engine.transcribe(speechWav, { language: 'en' })).rejects.toMatchObject({
        code: 'tool-failed',
        stderr: expect.stringContaining('decoder crashed'),
      });
      // A rejection counts as unhandled only after the microtasks of its turn have run.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });

  it('reads a model from a folder laid out as Debian lays out pocketsphinx-en-us', async () => {
    // Where the pocketsphinx-en-us package installs its model on every Debian machine.
    const debianModel = createPocketsphinxEngine({
      modelDir: '/usr/share/pocketsphinx/model/en-us',
    });
    const transcript = await debianModel.transcribe(speechWav, { language: 'en' });
    expect(contentWordOverlap(transcript)).toBeGreaterThanOrEqual(MIN_CONTENT_WORD_OVERLAP);
  });

  it('explains a folder without a model with what the program said', async () => {
    const noModel = createPocketsphinxEngine({ modelDir: dir });
    const failure = noModel.transcribe(speechWav, { language: 'en' });
    await expect(failure).rejects.toMatchObject({
      code: 'tool-failed',
      stderr: expect.stringContaining(join(dir, 'en-us')),
    });
  });

  it.each([0, 0.5, Number.NaN])('refuses pieces of %s s', (maxPieceSeconds) => {
    expect(() => createPocketsphinxEngine({ maxPieceSeconds })).toThrow(
      expect.objectContaining({ code: 'invalid-argument' }),
    );
  });

  it('says when the program is not installed', async () => {
    const missing = createPocketsphinxEngine({ binaryPath: 'captio-no-pocketsphinx' });
    await expect(missing.transcribe(speechWav, { language: 'en' })).rejects.toMatchObject({
      code: 'tool-missing',
    });
  });
});
