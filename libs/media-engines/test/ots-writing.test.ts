import { describe, expect, it } from 'vitest';
import { createOtsEngine, isEngineError, type WritingSource } from '../src/index.js';

/** A weekly meeting, as a speech engine with punctuation gives it: one segment per sentence. */
const MEETING = [
  'Good morning everyone, and welcome to the weekly planning meeting.',
  'Today we need to decide on the release date for the new mobile application.',
  'The design team finished the onboarding screens last Friday.',
  'The engineering team still has three open bugs in the payment flow.',
  'Maria said the payment bugs should be fixed by Wednesday.',
  'John suggested that we delay the release by one week to allow for more testing.',
  'Everyone agreed that testing the payment flow is the most important task this week.',
  'The marketing team will prepare the announcement for the new release date.',
  'We also discussed the budget for the next quarter.',
  'The budget will be reviewed again at the next meeting.',
  'Thank you all for coming.',
];

function segmentsOf(sentences: readonly string[], secondsEach = 5) {
  return sentences.map((text, index) => ({
    start: index * secondsEach * 1000,
    end: (index + 1) * secondsEach * 1000 - 200,
    text,
  }));
}

/** A podcast where several sentences share a segment, as whisper groups them. */
const PODCAST: WritingSource = {
  language: 'en',
  segments: [
    {
      start: 0,
      end: 12_000,
      text: 'Welcome back to the garden show. Today we talk about tomatoes. Tomatoes need sun and water.',
    },
    {
      start: 12_000,
      end: 30_000,
      text: 'Our guest grows tomatoes on a balcony in the city. She plants them in large pots with fresh compost. Tomatoes in pots need water every day in summer.',
    },
    {
      start: 30_000,
      end: 40_000,
      text: 'Next week we talk about roses. Thanks for listening.',
    },
  ],
};

/** PocketSphinx style: no punctuation, segments cut at pauses. */
const UNPUNCTUATED: WritingSource = {
  language: 'en-US',
  segments: segmentsOf(MEETING.map((sentence) => sentence.toLowerCase().replace(/[.,]/g, ''))),
};

describe('ots writing engine (real ots runs)', () => {
  it('lists the languages Debian ships dictionaries for, and what it can honestly write', async () => {
    const engine = await createOtsEngine();
    expect(engine.id).toBe('ots');
    expect(engine.quality.level).toBe('extractive');
    expect(engine.languages()).toEqual(expect.arrayContaining(['en', 'de', 'fr', 'es', 'ru']));
    expect(engine.languages()).not.toContain('zh');
    expect(engine.kinds()).toEqual(['summary', 'show-notes']);
  });

  it.each([
    {
      name: 'a meeting, one sentence a segment',
      source: { language: 'en', segments: segmentsOf(MEETING) },
      sentences: MEETING,
      expectInSummary: ['The engineering team still has three open bugs in the payment flow.'],
    },
    {
      name: 'a podcast, several sentences a segment',
      source: PODCAST,
      sentences: PODCAST.segments.flatMap((segment) => segment.text.split(/(?<=\.) /)),
      expectInSummary: ['Tomatoes in pots need water every day in summer.'],
    },
    {
      name: 'a transcript without punctuation',
      source: UNPUNCTUATED,
      sentences: UNPUNCTUATED.segments.map((segment) => segment.text),
      expectInSummary: ['the engineering team still has three open bugs in the payment flow'],
    },
  ])('summarizes $name with sentences kept as they were said', async (row) => {
    const engine = await createOtsEngine();
    const writing = await engine.write(row.source);
    expect(writing).toMatchObject({ engineId: 'ots', level: 'extractive' });
    const summary = writing.texts.summary ?? '';
    const whole = row.sentences.join(' ');
    expect(summary.length).toBeGreaterThan(0);
    expect(summary.length).toBeLessThan(whole.length / 2);
    for (const expected of row.expectInSummary) expect(summary).toContain(expected);
    // Every word of the summary is the transcript's, in whole sentences.
    const kept = row.sentences.filter((sentence) => summary.includes(sentence));
    expect(kept.join(' ')).toBe(summary);
    expect(writing.texts['blog-post']).toBeUndefined();
    expect(writing.texts['meeting-minutes']).toBeUndefined();
  });

  it('writes show notes as key sentences at the moment each is said', async () => {
    const engine = await createOtsEngine();
    const writing = await engine.write({ language: 'en', segments: segmentsOf(MEETING) });
    const lines = (writing.texts['show-notes'] ?? '').split('\n');
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.length).toBeLessThan(MEETING.length);
    for (const line of lines) {
      const [, time, sentence] = /^(\d+:\d\d) (.*)$/.exec(line) ?? [];
      const index = MEETING.indexOf(sentence ?? '');
      expect(index, line).toBeGreaterThanOrEqual(0);
      expect(time).toBe(`0:${String(index * 5).padStart(2, '0')}`);
    }
  });

  it('writes only the kinds asked for, and nothing for a transcript without speech', async () => {
    const engine = await createOtsEngine();
    const onlySummary = await engine.write(
      { language: 'en', segments: segmentsOf(MEETING) },
      { kinds: ['summary', 'meeting-minutes'] },
    );
    expect(Object.keys(onlySummary.texts)).toEqual(['summary']);
    const silent = await engine.write({ language: 'en', segments: [] });
    expect(silent.texts).toEqual({});
  });

  it('summarizes German with the German dictionary', async () => {
    const engine = await createOtsEngine();
    const german = [
      'Guten Morgen und willkommen zur wöchentlichen Besprechung.',
      'Das Team hat noch drei offene Fehler im Bezahlvorgang.',
      'Die Fehler im Bezahlvorgang werden bis Mittwoch behoben.',
      'Alle sind sich einig, dass der Bezahlvorgang gründlich getestet wird.',
      'Danke fürs Kommen.',
    ];
    const writing = await engine.write({ language: 'de-AT', segments: segmentsOf(german) });
    expect(writing.texts.summary).toMatch(/Bezahlvorgang/);
  });

  it.each([
    {
      name: 'a language without a dictionary',
      make: () => createOtsEngine(),
      source: { language: 'zh', segments: segmentsOf(['你好。']) },
      options: {},
      code: 'unsupported-language',
    },
    {
      name: 'a call out of time',
      make: () => createOtsEngine(),
      source: { language: 'en', segments: segmentsOf(MEETING) },
      options: { timeoutMs: 1 },
      code: 'timeout',
    },
    {
      name: 'an aborted call',
      make: () => createOtsEngine(),
      source: { language: 'en', segments: segmentsOf(MEETING) },
      options: { signal: AbortSignal.abort() },
      code: 'aborted',
    },
  ])('refuses $name with $code', async ({ make, source, options, code }) => {
    const engine = await make();
    const failure = await engine.write(source, options).catch((error: unknown) => error);
    expect(isEngineError(failure, code as never), String(failure)).toBe(true);
  });

  it.each([
    { name: 'a missing program', options: { binaryPath: '/nonexistent/ots' } },
    { name: 'a folder without dictionaries', options: { dictionaryDir: '/nonexistent' } },
  ])('is not created with $name', async ({ options }) => {
    const failure = await createOtsEngine(options).catch((error: unknown) => error);
    expect(isEngineError(failure, 'tool-missing')).toBe(true);
  });
});
