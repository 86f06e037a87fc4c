// The lean reader must give the cues parseSrt gives, on SubRip written every way real files
// are: the two readers share no code, so only generated files can hold them to one another.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import '../../../test/support/fast-check-setup.js';
import { parseSrt } from '../srt/srt.js';
import { formatSrtCues, parseSrtCues, type SrtCue } from './srt-cues.js';

const word = fc.stringMatching(/^[A-Za-zÀ-ÿ0-9',.!?-]{1,8}$/);
/** A line of words, some in markup; never only digits (a lone number after a blank line is an index). */
const line = fc
  .tuple(
    fc.array(word, { minLength: 1, maxLength: 5 }),
    fc.constantFrom('', '<i>', '<b>', '<u>', '<font color="#ff0">'),
  )
  .map(([words, tag]) => {
    const text = words.join(' ');
    const close =
      tag === '' ? '' : `</${tag.slice(1, tag.indexOf(' ') < 0 ? -1 : tag.indexOf(' '))}>`;
    return /^\d+$/.test(text) ? `${tag}${text}!${close}` : `${tag}${text}${close}`;
  });

const cueArbitrary = fc.record({
  start: fc.integer({ min: 0, max: 400_000_000 }),
  length: fc.integer({ min: 0, max: 3_600_000 }),
  lines: fc.array(line, { minLength: 1, maxLength: 3 }),
  alignment: fc.option(fc.integer({ min: 1, max: 9 }), { nil: undefined }),
  // How this cue is written, as files in the wild do.
  index: fc.constantFrom('right', 'wrong', 'none'),
  blankLinesAfter: fc.integer({ min: 0, max: 3 }),
  strayBlankAfterLine: fc.option(fc.nat(2), { nil: undefined }),
  dot: fc.boolean(),
  hourDigits: fc.constantFrom(1, 2, 3),
  arrow: fc.constantFrom(' --> ', '-->', '\t-->  '),
  coordinates: fc.boolean(),
  brokenBefore: fc.constantFrom(undefined, 'unreadable', 'arrow', 'untimed'),
});
type GeneratedCue = typeof cueArbitrary extends fc.Arbitrary<infer T> ? T : never;

function time(ms: number, hourDigits: number, dot: boolean): string {
  const pad = (value: number, digits: number) => String(Math.floor(value)).padStart(digits, '0');
  const hours = pad(ms / 3_600_000, hourDigits);
  return `${hours}:${pad((ms / 60_000) % 60, 2)}:${pad((ms / 1000) % 60, 2)}${dot ? '.' : ','}${pad(ms % 1000, 3)}`;
}

const BROKEN: Record<string, string> = {
  unreadable: '9\n00:00:0x,000 --> 00:00:03,000\nBroken\n\n',
  arrow: '00:00:02,500 -> 00:00:02,900\nBroken\n\n',
  untimed: '9\nUntimed\n\n',
};

/** A SubRip file of the cues, each written its own way; a broken cue goes after a blank line. */
function write(cues: GeneratedCue[], bom: string, lineEnding: string): string {
  let text = bom;
  cues.forEach((cue, i) => {
    if (cue.brokenBefore !== undefined && (i === 0 || (cues[i - 1]?.blankLinesAfter ?? 0) > 0)) {
      text += BROKEN[cue.brokenBefore];
    }
    if (cue.index !== 'none') text += `${cue.index === 'right' ? i + 1 : 7}\n`;
    const { start, length, hourDigits, dot } = cue;
    text += `${time(start, hourDigits, dot)}${cue.arrow}${time(start + length, hourDigits, dot)}`;
    text += cue.coordinates ? ' X1:10 X2:20 Y1:30 Y2:40\n' : '\n';
    cue.lines.forEach((textLine, at) => {
      const override = at === 0 && cue.alignment !== undefined ? `{\\an${cue.alignment}}` : '';
      text += `${override}${textLine}\n`;
      if (at === cue.strayBlankAfterLine && at < cue.lines.length - 1) text += '\n';
    });
    // Without a blank line or an index, the next timing line still starts a cue.
    text += '\n'.repeat(cue.blankLinesAfter);
  });
  return text.replaceAll('\n', lineEnding);
}

/** What a player should show of the generated cues. */
const shown = (cues: GeneratedCue[]): SrtCue[] =>
  cues.map(({ start, length, lines, alignment }) => ({
    start,
    end: start + length,
    text: lines.join('\n'),
    ...(alignment === undefined ? {} : { alignment }),
  }));

/** parseSrt's cues in the lean reader's shape. */
const fullReader = (text: string): SrtCue[] =>
  parseSrt(text).cues.map(({ start, end, text: cueText, settings }) => ({
    start,
    end,
    text: cueText,
    ...(settings?.kind === 'srt' && settings.alignment !== undefined
      ? { alignment: settings.alignment }
      : {}),
  }));

const file = fc.record({
  cues: fc.array(cueArbitrary, { maxLength: 8 }),
  bom: fc.constantFrom('', '\uFEFF', '\uFEFF\uFEFF'),
  lineEnding: fc.constantFrom('\n', '\r\n', '\r'),
});

describe('parseSrtCues on generated files', () => {
  it('reads the cues written, as parseSrt does', () => {
    fc.assert(
      fc.property(file, ({ cues, bom, lineEnding }) => {
        const text = write(cues, bom, lineEnding);
        const lean = parseSrtCues(text);
        expect(lean).toEqual(shown(cues));
        expect(lean).toEqual(fullReader(text));
      }),
      { numRuns: 400 },
    );
  });

  it('never throws on any text, and gives cues that formatSrtCues writes and reads back', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400, unit: 'binary' }), (text) => {
        const cues = parseSrtCues(text);
        expect(parseSrtCues(formatSrtCues(cues))).toEqual(cues);
      }),
      { numRuns: 400 },
    );
  });

  it('writes files that parseSrt reads without a problem, to the same times and lines', () => {
    fc.assert(
      fc.property(file, ({ cues }) => {
        // Bottom centre (2) is where a cue goes without an override: it is written as none.
        const bottomCentre = ({ alignment, ...cue }: SrtCue): SrtCue =>
          alignment === 2 ? cue : { ...cue, alignment };
        const written = formatSrtCues(shown(cues));
        const read = parseSrt(written, { strict: true });
        expect(read.errors).toEqual([]);
        expect(fullReader(written)).toEqual(shown(cues).map(bottomCentre));
      }),
      { numRuns: 200 },
    );
  });
});
