import { parse, stripTags } from '@captio/subtitle-core';
import { describe, expect, it } from 'vitest';
import { MAX_PREVIEW_TEXT, previewSlice } from './preview-cues.js';
import { runsInWorker, WORKER_THRESHOLD_BYTES } from './subtitle-job-runner.js';
import { jobBytes, runJob, transferables, type SubtitleJob } from './subtitle-job.js';

const utf8 = (text: string) => new TextEncoder().encode(text);

const ENGLISH = utf8(
  '1\n00:00:01,000 --> 00:00:03,000\n<i>Hello</i>\n\n2\n00:00:04,000 --> 00:00:06,000\nBye\n',
);
const FRENCH = utf8(
  'WEBVTT\n\n00:00:01.200 --> 00:00:02.800\n<v Ana>Bonjour\n\n00:00:04.100 --> 00:00:05.900\nAu revoir\n',
);
const ASS = utf8(`[Script Info]
ScriptType: v4.00+

[V4+ Styles]
Format: Name, Fontname, Fontsize, Alignment
Style: Sign,Arial,40,8

[Events]
Format: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text
Comment: 0,0:00:00.00,0:00:01.00,Sign,,0,0,0,,a note
Dialogue: 0,0:00:01.00,0:00:02.00,Sign,,0,0,0,,Up there
`);

describe('subtitle jobs', () => {
  it.each([
    ['SRT without speaker names', 'srt', {}, { 'voices-dropped': 2 }],
    ['SRT with speaker names', 'srt', { speakers: true }, {}],
    ['WebVTT, which holds voices', 'vtt', {}, {}],
  ] as const)(
    'convert: counts what %s cannot hold, for the page to say',
    (_name, to, options, warnings) => {
      const voices = utf8(
        'WEBVTT\n\n00:01.000 --> 00:02.000\n<v Bob>Hi Alice.</v>\n<v Alice>Hi.</v>\n\n' +
          '00:03.000 --> 00:04.000\n- <v Bob>Yes?\n- <v Alice>No.\n',
      );
      const outcome = runJob({
        kind: 'convert',
        file: { name: 'v.vtt', bytes: voices },
        to,
        options,
      });
      expect(outcome.written?.warnings).toEqual(warnings);
    },
  );

  it('convert: writes the target format and the cues a viewer sees', () => {
    const outcome = runJob({
      kind: 'convert',
      file: { name: 'en.srt', bytes: ENGLISH },
      to: 'vtt',
      options: {},
    });
    expect(outcome.files).toEqual([
      {
        ok: true,
        summary: {
          name: 'en.srt',
          format: 'srt',
          encoding: 'utf-8',
          cueCount: 2,
          problems: [],
          problemCount: 0,
        },
      },
    ]);
    expect(outcome.written?.format).toBe('vtt');
    expect(parse(outcome.written?.text ?? '').cues.map((cue) => cue.text)).toEqual([
      '<i>Hello</i>',
      'Bye',
    ]);
    const preview = outcome.written?.preview;
    expect(preview && previewSlice(preview, 0, 10)).toEqual([
      { start: 1000, end: 3000, text: 'Hello', speaker: '' },
      { start: 4000, end: 6000, text: 'Bye', speaker: '' },
    ]);
  });

  it('convert: ASS styles carry their placement, and Comment events are not shown', () => {
    const outcome = runJob({
      kind: 'convert',
      file: { name: 'sign.ass', bytes: ASS },
      to: 'srt',
      options: {},
    });
    expect(outcome.written?.text).toBe('1\n00:00:01,000 --> 00:00:02,000\n{\\an8}Up there\n\n');
    expect(outcome.files[0]?.ok && outcome.files[0].summary.cueCount).toBe(1);
    expect(outcome.written?.preview.texts).toEqual(['Up there']);
  });

  it.each([
    [
      'a WebVTT file',
      'styled.vtt',
      utf8(
        'WEBVTT\n\nSTYLE\n::cue(.y) { color: yellow }\n\nREGION\nid:r\nwidth:40%\n\n00:01.000 --> 00:02.000 line:0 align:start region:r\n<c.y><i>Up</i> there</c>\n',
      ),
    ],
    ['an ASS script', 'sign.ass', ASS],
  ])(
    'convert to WebVTT without formatting: %s loses its positions and colours too',
    (_name, name, bytes) => {
      const outcome = runJob({
        kind: 'convert',
        file: { name, bytes },
        to: 'vtt',
        options: { plainText: true },
      });
      expect(outcome.written?.text).toBe('WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nUp there\n');
    },
  );

  const BACKWARDS = utf8(
    '1\n00:00:01,000 --> 00:00:02,000\nFine\n\n2\n00:00:05,000 --> 00:00:04,000\nBackwards\n',
  );
  it.each([
    ['srt', '00:00:05,000 --> 00:00:05,000'],
    ['vtt', '00:00:05.000 --> 00:00:05.000'],
    ['ass', 'Dialogue: 0,0:00:05.00,0:00:05.00,'],
  ] as const)(
    'convert to %s: a cue that ends before it starts is written ending at its start, and reported',
    (to, timing) => {
      const outcome = runJob({
        kind: 'convert',
        file: { name: 'backwards.srt', bytes: BACKWARDS },
        to,
        options: {},
      });
      const [file] = outcome.files;
      expect(file?.ok && file.summary.problems).toEqual([
        { code: 'end-before-start', line: 6, text: '00:00:05,000 --> 00:00:04,000' },
      ]);
      const text = outcome.written?.text ?? '';
      expect(text).toContain(timing);
      const written = parse(text);
      expect(written.errors).toEqual([]);
      expect(written.cues.map((cue) => [cue.start, cue.end, cue.text])).toEqual([
        [1000, 2000, 'Fine'],
        [5000, 5000, 'Backwards'],
      ]);
    },
  );

  it('convert: a cue of one huge line is written whole, and previewed cut short', () => {
    const huge = 'word '.repeat(200_000).trim();
    const outcome = runJob({
      kind: 'convert',
      file: { name: 'huge.srt', bytes: utf8(`1\n00:00:01,000 --> 00:00:02,000\n${huge}\n`) },
      to: 'vtt',
      options: {},
    });
    expect(parse(outcome.written?.text ?? '').cues[0]?.text).toBe(huge);
    const [shown] = outcome.written?.preview.texts ?? [];
    expect(shown).toBe(`${huge.slice(0, MAX_PREVIEW_TEXT)}…`);
  });

  it('convert: the preview never cuts a character in two', () => {
    const text = `${'a'.repeat(MAX_PREVIEW_TEXT - 1)}😀 and more`;
    const outcome = runJob({
      kind: 'convert',
      file: { name: 'emoji.srt', bytes: utf8(`1\n00:00:01,000 --> 00:00:02,000\n${text}\n`) },
      to: 'vtt',
      options: {},
    });
    expect(outcome.written?.preview.texts).toEqual([`${'a'.repeat(MAX_PREVIEW_TEXT - 1)}…`]);
  });

  it('convert: a refused file writes nothing', () => {
    const outcome = runJob({
      kind: 'convert',
      file: { name: 'x.png', bytes: Uint8Array.from([0x89, 0x50, 0, 0]) },
      to: 'srt',
      options: {},
    });
    expect(outcome).toEqual({
      files: [{ ok: false, name: 'x.png', refusal: { kind: 'binary' } }],
    });
  });

  it('merge: bilingual cues in the first file’s timing, with the written file’s cues', () => {
    const outcome = runJob({
      kind: 'merge',
      files: [
        { name: 'en.srt', bytes: ENGLISH },
        { name: 'fr.vtt', bytes: FRENCH },
      ],
      merge: { mode: 'bilingual' },
      to: 'srt',
      options: {},
    });
    expect(outcome.files.map((file) => file.ok)).toEqual([true, true]);
    const written = parse(outcome.written?.text ?? '');
    expect(written.cues.map((cue) => [cue.start, cue.end, stripTags(cue.text)])).toEqual([
      [1000, 3000, 'Hello\nBonjour'],
      [4000, 6000, 'Bye\nAu revoir'],
    ]);
    expect(outcome.written?.preview.texts).toEqual(['Hello\nBonjour', 'Bye\nAu revoir']);
  });

  it('merge: an append shifted back says how many cues of the second file it left out', () => {
    const job = (offset: number) =>
      runJob({
        kind: 'merge',
        files: [
          { name: 'en.srt', bytes: ENGLISH },
          { name: 'fr.vtt', bytes: FRENCH },
        ],
        merge: { mode: 'append', offset },
        to: 'srt',
        options: {},
      });
    // Bonjour (1.2 s to 2.8 s) ends before 0:00 three seconds earlier; Au revoir still shows.
    const back = job(-3000);
    expect(back.dropped).toBe(1);
    // What is left of the second file goes where its times put it, among the first's cues.
    expect(back.written?.preview.texts).toEqual(['Hello', 'Au revoir', 'Bye']);
    expect(job(1000).dropped).toBeUndefined();
  });

  it('merge: nothing is written when one file is refused, and each file says why', () => {
    const outcome = runJob({
      kind: 'merge',
      files: [
        { name: 'en.srt', bytes: ENGLISH },
        { name: 'empty.vtt', bytes: new Uint8Array() },
      ],
      merge: { mode: 'append' },
      to: 'srt',
      options: {},
    });
    expect(outcome.written).toBeUndefined();
    expect(outcome.files[1]).toEqual({ ok: false, name: 'empty.vtt', refusal: { kind: 'empty' } });
  });

  it('read: the summary alone', () => {
    const outcome = runJob({ kind: 'read', file: { name: 'fr.vtt', bytes: FRENCH } });
    expect(outcome.written).toBeUndefined();
    expect(outcome.files[0]?.ok && outcome.files[0].summary.format).toBe('vtt');
  });

  it('hands the preview’s times to another thread without copying them', () => {
    const outcome = runJob({
      kind: 'convert',
      file: { name: 'en.srt', bytes: ENGLISH },
      to: 'txt',
      options: {},
    });
    expect(transferables(outcome)).toEqual([
      outcome.written?.preview.starts.buffer,
      outcome.written?.preview.ends.buffer,
    ]);
    expect(transferables({ files: [] })).toEqual([]);
  });

  it.each([
    [WORKER_THRESHOLD_BYTES - 1, false],
    [WORKER_THRESHOLD_BYTES, true],
  ])('a job on %i bytes runs in a worker: %s', (size, inWorker) => {
    const half = new Uint8Array(Math.floor(size / 2));
    const merge: SubtitleJob = {
      kind: 'merge',
      files: [
        { name: 'a.srt', bytes: half },
        { name: 'b.srt', bytes: new Uint8Array(size - half.length) },
      ],
      merge: { mode: 'bilingual' },
      to: 'srt',
      options: {},
    };
    expect(jobBytes(merge)).toBe(size);
    expect(runsInWorker(merge)).toBe(inWorker);
    expect(
      runsInWorker({ kind: 'read', file: { name: 'a.srt', bytes: new Uint8Array(size) } }),
    ).toBe(inWorker);
  });
});
