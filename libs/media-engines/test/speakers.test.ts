import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createLocalSpeakerEngine, extractSpeechAudio, type SpeakerLabels } from '../src/index.js';
import {
  agreementUpToPermutation,
  speakConversation,
  type SpokenConversation,
  type Turn,
  type Voice,
} from './support/speaker-turns.js';

const fixtures = inject('mediaFixtures');

const LINES = [
  'Good morning everyone, thank you for joining the weekly planning call today.',
  'Thanks. Before we start, can you share the numbers from last month?',
  'Sure. Sales grew by twelve percent, mostly from the new customers in the north.',
  'That is better than we expected. What about the support tickets?',
  'They went down a little, but response times are still too long on weekends.',
  'Then we should hire two more people for the weekend shift.',
  'I agree. I will write the job description and send it around tomorrow.',
  'Great. Let us also review the budget for the autumn campaign next week.',
  'Fine by me. Is there anything else we need to decide right now?',
  'Please remember to book the meeting room for Thursday afternoon.',
  'The new office printer still does not work with the laptops downstairs.',
  'Our customers in Spain asked for invoices in euros from now on.',
];

/**
 * Clearly different espeak-ng voices: a low American man, a high American woman, and a British
 * man between them (the hardest pair: both male).
 */
const MAN: Voice = { name: 'en-us+m3', pitch: 35 };
const WOMAN: Voice = { name: 'en-us+f5', pitch: 70 };
const BRITISH_MAN: Voice = { name: 'en-gb+m7', pitch: 50 };

const MIN_AGREEMENT = 0.8;
/** Two voices in an irregular order, to be given to the engine two turns per segment. */
const MIXED_TURNS = [
  0, 1, 1, 0, 0, 0, 1, 0, 1, 1, 0, 1, 0, 0, 1, 1, 1, 0, 1, 0, 0, 1, 0, 1, 1, 0, 0, 1, 1, 0, 1, 0,
];

function turns(speakers: number[]): Turn[] {
  return speakers.map((speaker, index) => ({ speaker, text: LINES[index % LINES.length] ?? '' }));
}

function expectWellFormed(result: SpeakerLabels, segmentCount: number): void {
  expect(result.speakers).toHaveLength(segmentCount);
  // Numbered in order of first appearance: each label is at most one more than any before it.
  let highest = -1;
  for (const label of result.speakers) {
    expect(label).toBeLessThanOrEqual(highest + 1);
    highest = Math.max(highest, label);
  }
  expect(result.count).toBe(highest + 1);
}

describe('local speaker engine', () => {
  const engine = createLocalSpeakerEngine();
  let dir = '';
  const spoken: Record<'one' | 'two' | 'three' | 'threeLong' | 'twoMixed', SpokenConversation> =
    {} as never;
  let silenceWav = '';

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'captio-speakers-'));
    silenceWav = join(dir, 'silence.wav');
    const [one, two, three, threeLong, twoMixed] = await Promise.all([
      speakConversation(dir, 'one', [WOMAN], turns([0, 0, 0, 0, 0, 0])),
      speakConversation(dir, 'two', [MAN, WOMAN], turns([0, 1, 0, 1, 1, 0, 1, 0])),
      speakConversation(
        dir,
        'three',
        [MAN, WOMAN, BRITISH_MAN],
        turns([0, 1, 2, 0, 2, 1, 0, 1, 2]),
      ),
      speakConversation(
        dir,
        'three-long',
        [MAN, WOMAN, BRITISH_MAN],
        turns([0, 1, 2, 0, 2, 1, 0, 1, 2, 2, 0, 1, 1, 2, 0, 0, 1, 2, 1, 0, 2, 0, 1, 2]),
      ),
      speakConversation(dir, 'two-mixed', [MAN, WOMAN], turns(MIXED_TURNS)),
      extractSpeechAudio(fixtures.silenceWav, silenceWav),
    ]);
    Object.assign(spoken, { one, two, three, threeLong, twoMixed });
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('says what it is and how good it is', () => {
    expect(engine.id).toBe('local-mfcc-bic');
    expect(engine.quality.level).toBe('low');
    expect(engine.quality.note).toMatch(/distinguishes clearly different voices/);
  });

  it.each([
    ['one', 1],
    ['two', 2],
    ['three', 3],
    ['threeLong', 3],
  ] as const)(
    `finds the speakers of the conversation '%s', agreeing on ${MIN_AGREEMENT * 100}% of turns`,
    async (name, count) => {
      const { wavPath, segments, truth } = spoken[name];
      const result = await engine.label(wavPath, segments);
      expectWellFormed(result, segments.length);
      expect(result.count, `labels ${result.speakers.join(',')}`).toBe(count);
      expect(agreementUpToPermutation(result.speakers, truth)).toBeGreaterThanOrEqual(
        MIN_AGREEMENT,
      );
    },
  );

  it('gives the same labels without looking for changes inside segments', async () => {
    const { wavPath, segments, truth } = spoken.three;
    const result = await createLocalSpeakerEngine({ splitAtChanges: false }).label(
      wavPath,
      segments,
    );
    expect(result.count).toBe(3);
    expect(agreementUpToPermutation(result.speakers, truth)).toBeGreaterThanOrEqual(MIN_AGREEMENT);
  });

  it('gives a segment holding two turns to the speaker who has most of it', async () => {
    const { wavPath, segments, truth } = spoken.two;
    // Turn 2 (the man) and the short turn 3 (the woman) as one segment.
    const [t0, t1, t2, t3, ...rest] = segments;
    if (!t0 || !t1 || !t2 || !t3) throw new Error('too few turns');
    const long = t2.end - t2.start >= t3.end - t3.start ? truth[2] : truth[3];
    const result = await engine.label(wavPath, [t0, t1, { start: t2.start, end: t3.end }, ...rest]);
    const expected = [truth[0], truth[1], long, ...truth.slice(4)];
    expect(agreementUpToPermutation(result.speakers, expected as number[])).toBe(1);
  });

  it('finds two voices when each segment holds two turns, by looking for changes inside', async () => {
    const { wavPath, segments, truth } = spoken.twoMixed;
    const pairs: { start: number; end: number }[] = [];
    const longer: number[] = [];
    for (let i = 0; i + 1 < segments.length; i += 2) {
      const [a, b] = [segments[i], segments[i + 1]];
      if (!a || !b) throw new Error('odd turns');
      pairs.push({ start: a.start, end: b.end });
      longer.push((a.end - a.start >= b.end - b.start ? truth[i] : truth[i + 1]) ?? -1);
    }
    const result = await engine.label(wavPath, pairs);
    expect(result.count, `labels ${result.speakers.join(',')}`).toBe(2);
    expect(agreementUpToPermutation(result.speakers, longer)).toBeGreaterThanOrEqual(MIN_AGREEMENT);
  });

  it.each([
    [1, 'three', [1]],
    [2, 'three', [2]],
    [5, 'two', [2]],
  ] as const)('tells at most %i speakers apart', async (maxSpeakers, name, counts) => {
    const { wavPath, segments } = spoken[name];
    const result = await engine.label(wavPath, segments, { maxSpeakers });
    expectWellFormed(result, segments.length);
    expect(counts).toContain(result.count);
  });

  it('reports progress growing to 1', async () => {
    const { wavPath, segments } = spoken.two;
    const progress: number[] = [];
    await engine.label(wavPath, segments, { onProgress: (fraction) => progress.push(fraction) });
    expect(progress.length).toBeGreaterThan(2);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(progress.at(-1)).toBe(1);
  });

  it('labels segments without voice like their neighbours, and silence as one speaker', async () => {
    const { wavPath, segments, truth } = spoken.two;
    const [first, second] = segments;
    if (!first || !second) throw new Error('too few turns');
    // The pause between the first two turns, as a segment of its own.
    const pause = { start: first.end + 50, end: second.start - 50 };
    const result = await engine.label(wavPath, [first, pause, second]);
    expect(result.speakers).toEqual([0, 0, truth[1] === truth[0] ? 0 : 1]);
    expect(await engine.label(silenceWav, [{ start: 0, end: 2000 }])).toEqual({
      speakers: [0],
      count: 1,
    });
    expect(await engine.label(silenceWav, [])).toEqual({ speakers: [], count: 0 });
  });

  it('takes segments running past the end of the audio', async () => {
    const { wavPath, segments } = spoken.one;
    const last = segments.at(-1);
    if (!last) throw new Error('no turns');
    const result = await engine.label(wavPath, [
      ...segments.slice(0, -1),
      { ...last, end: last.end + 60_000 },
    ]);
    expect(result.count).toBe(1);
  });

  it.each([
    ['a negative start', [{ start: -1, end: 10 }], {}],
    ['an end before the start', [{ start: 20, end: 10 }], {}],
    ['fractional milliseconds', [{ start: 0.5, end: 10 }], {}],
    ['maxSpeakers 0', [{ start: 0, end: 10 }], { maxSpeakers: 0 }],
    ['maxSpeakers 1.5', [{ start: 0, end: 10 }], { maxSpeakers: 1.5 }],
    ['timeoutMs 0', [{ start: 0, end: 10 }], { timeoutMs: 0 }],
  ])('refuses %s', async (_label, segments, options) => {
    await expect(engine.label(spoken.one.wavPath, segments, options)).rejects.toMatchObject({
      code: 'invalid-argument',
    });
  });

  it.each([
    ['44.1 kHz stereo WAV', fixtures.toneWav, 'invalid-audio'],
    ['a text file', fixtures.textAsMp4, 'invalid-audio'],
    ['a missing file', join(fixtures.dir, 'missing.wav'), 'input-not-found'],
  ])('refuses %s', async (_label, path, code) => {
    await expect(engine.label(path, [{ start: 0, end: 1000 }])).rejects.toMatchObject({ code });
  });

  it.each([0, -1, Number.NaN])('refuses a penalty weight of %s', (penaltyWeight) => {
    expect(() => createLocalSpeakerEngine({ penaltyWeight })).toThrow(
      expect.objectContaining({ code: 'invalid-argument' }),
    );
  });

  it('stops when aborted, before or during the work', async () => {
    const { wavPath, segments } = spoken.three;
    await expect(
      engine.label(wavPath, segments, { signal: AbortSignal.abort() }),
    ).rejects.toMatchObject({ code: 'aborted' });
    const controller = new AbortController();
    const progress: number[] = [];
    const running = engine.label(wavPath, segments, {
      signal: controller.signal,
      onProgress: (fraction) => {
        progress.push(fraction);
        controller.abort();
      },
    });
    await expect(running).rejects.toMatchObject({ code: 'aborted' });
    expect(progress).toHaveLength(1);
  });

  it('stops when out of time', async () => {
    const { wavPath, segments } = spoken.three;
    await expect(engine.label(wavPath, segments, { timeoutMs: 1 })).rejects.toMatchObject({
      code: 'timeout',
    });
  });
});
