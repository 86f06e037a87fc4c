import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeInput } from '../../src/lib/core/text-input.js';
import type { Cue, SubtitleHeader, VttCueSettings, VttRegion } from '../../src/lib/core/types.js';
import { formatVtt } from '../../src/lib/vtt/vtt-formatter.js';
import { defaultVttRegion } from '../../src/lib/vtt/vtt-region.js';
import { readVtt, writeVtt } from '../support/read-write-vtt.js';

/** Text made of the pieces WebVTT is built from, so that generated input reaches every branch. */
const vttLike = fc
  .array(
    fc.oneof(
      fc.constantFrom(
        'WEBVTT',
        'WEBVTT ',
        '\n',
        '\n\n',
        '\r\n',
        ' ',
        '\t',
        '-->',
        ' --> ',
        '00:00.000',
        '00:01.500',
        '01:02:03.456',
        '99:59.999',
        '00:00',
        '.',
        ':',
        '%',
        ',',
        'NOTE',
        'STYLE',
        'REGION',
        'id:r',
        'width:40%',
        'lines:2',
        'regionanchor:10%,90%',
        'scroll:up',
        'region:r',
        'align:start',
        'align:middle',
        'line:-1',
        'line:50%,end',
        'position:20%,line-left',
        'size:50%',
        'vertical:rl',
        '<v Ann>',
        '<v.loud Bob>',
        '</v>',
        '<i>',
        '&amp;',
        '\uFEFF',
        '\0',
      ),
      fc.string({ maxLength: 6 }),
    ),
    { maxLength: 60 },
  )
  .map((pieces) => pieces.join(''));

const signedVttLike = fc
  .tuple(fc.constantFrom('WEBVTT\n\n', 'WEBVTT\n', 'WEBVTT ', 'WEBVTT\t', 'WEBVTT'), vttLike)
  .map(([signature, text]) => signature + text);

describe('parseVtt on any input', () => {
  it('never throws on arbitrary strings', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (text) => {
        readVtt(text);
        readVtt(`WEBVTT\n\n${text}`);
      }),
      { numRuns: 500 },
    );
  });

  it('never throws, and gives cues and errors that make sense, on WebVTT-like text', () => {
    fc.assert(
      fc.property(fc.oneof(vttLike, signedVttLike), (text) => {
        const result = readVtt(text);
        const lineCount = normalizeInput(text).split('\n').length;
        for (const cue of result.cues) {
          expect(Number.isSafeInteger(cue.start) && cue.start >= 0).toBe(true);
          expect(Number.isSafeInteger(cue.end) && cue.end >= 0).toBe(true);
          expect(cue.text.includes('\n\n')).toBe(false);
          expect(cue.text.includes('-->')).toBe(false);
          expect(cue.settings?.kind).toBe('vtt');
        }
        for (const error of result.errors) {
          expect(error.line).toBeGreaterThanOrEqual(1);
          expect(error.line).toBeLessThanOrEqual(lineCount);
          expect(error.message.length).toBeGreaterThan(10);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('reads back what it wrote from any WebVTT-like text: same cues, then the same file', () => {
    fc.assert(
      fc.property(signedVttLike, (text) => {
        const first = readVtt(text);
        const written = writeVtt(first);
        const second = readVtt(written);
        expect(second.cues).toEqual(first.cues);
        expect(second.regions).toEqual(first.regions);
        expect(second.header).toEqual(first.header);
        expect(writeVtt(second)).toBe(written);
      }),
      { numRuns: 2000 },
    );
  });
});

const percent = fc.integer({ min: 0, max: 10_000 }).map((n) => n / 100);

/** Settings as the parser produces them: every combination a file can express. */
const vttSettings: fc.Arbitrary<VttCueSettings> = fc
  .record({
    vertical: fc.constantFrom('', 'rl', 'lr'),
    line: fc.oneof(
      fc.constant<{ line: 'auto'; snapToLines: true }>({ line: 'auto', snapToLines: true }),
      fc.record({ line: fc.integer({ min: -20, max: 20 }), snapToLines: fc.constant(true) }),
      fc.record({ line: percent, snapToLines: fc.constant(false) }),
    ),
    lineAlign: fc.constantFrom('start', 'center', 'end'),
    position: fc.oneof(fc.constant<'auto'>('auto'), percent),
    positionAlign: fc.constantFrom('line-left', 'center', 'line-right', 'auto'),
    size: fc.oneof(fc.constant(100), percent),
    align: fc.constantFrom('start', 'center', 'end', 'left', 'right'),
    region: fc.constantFrom('', 'fred'),
  })
  .map(({ line, ...rest }) => {
    const settings: VttCueSettings = { kind: 'vtt', ...rest, ...line };
    // What no timing line can say: an alignment without its line or position.
    if (settings.line === 'auto') settings.lineAlign = 'start';
    if (settings.position === 'auto') settings.positionAlign = 'auto';
    return settings;
  });

const cueText = fc
  .array(
    fc.oneof(
      fc.string({ maxLength: 8 }),
      fc.constantFrom(
        '\n',
        '\n\n',
        '-->',
        '<i>',
        '</i>',
        '<b>x</b>',
        '&amp;',
        '<',
        '>',
        '&',
        '<font color="red">',
        '</font>',
        '\r\n',
      ),
    ),
    { maxLength: 12 },
  )
  .map((pieces) => pieces.join(''));

const generatedCue: fc.Arbitrary<Cue> = fc
  .record({
    id: fc.option(fc.string({ maxLength: 10 }), { nil: undefined }),
    start: fc.integer({ min: 0, max: 400_000_000 }),
    duration: fc.integer({ min: 0, max: 100_000 }),
    text: cueText,
    speaker: fc.option(fc.constantFrom('Ann', 'Dr. Who', 'A & B', ' spaced  out '), {
      nil: undefined,
    }),
    settings: fc.option(vttSettings, { nil: undefined }),
  })
  .map(({ id, start, duration, text, speaker, settings }) => {
    const cue: Cue = { start, end: start + duration, text };
    if (id !== undefined) cue.id = id;
    if (speaker !== undefined) cue.speaker = speaker;
    if (settings !== undefined) cue.settings = settings;
    return cue;
  });

const blockText = fc
  .array(
    fc.oneof(
      fc.string({ maxLength: 8 }),
      fc.constantFrom('\n', '\n\n', '-->', 'NOTE', 'STYLE', '\r'),
    ),
    {
      maxLength: 8,
    },
  )
  .map((pieces) => pieces.join(''));

const generatedHeader: fc.Arbitrary<SubtitleHeader> = fc.record(
  {
    vttHeader: blockText,
    vttStyles: fc.array(blockText, { maxLength: 3 }),
    vttNotes: fc.array(blockText, { maxLength: 3 }),
    vttNotePositions: fc.array(fc.integer({ min: -1, max: 9 }), { maxLength: 3 }),
  },
  { requiredKeys: [] },
);

const REGIONS: VttRegion[] = [{ ...defaultVttRegion(), id: 'fred', width: 40, scroll: 'up' }];

describe('formatVtt on generated cues', () => {
  it('writes a file that reads back to the same times and settings, and writes the same again', () => {
    fc.assert(
      fc.property(fc.array(generatedCue, { maxLength: 8 }), generatedHeader, (cues, header) => {
        const written = formatVtt(cues, { regions: REGIONS, header });
        const result = readVtt(written);
        expect(result.errors).toEqual([]);
        // In start order, as WebVTT requires: a stable sort of the cues given.
        const sorted = [...cues].sort((a, b) => a.start - b.start);
        expect(result.cues.map((cue) => [cue.start, cue.end])).toEqual(
          sorted.map((cue) => [cue.start, cue.end]),
        );
        sorted.forEach((cue, index) => {
          if (cue.settings?.kind === 'vtt')
            expect(result.cues[index]?.settings).toEqual(cue.settings);
        });
        expect(writeVtt(result)).toBe(written);
      }),
      { numRuns: 1000 },
    );
  });
});
