// SubRip {\anN} alignments through every format that can place a cue: what a SubRip file says
// about where a cue goes comes back when it is converted and converted back.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { format, parse, type Cue, type NumpadAlignment } from '../../src/index.js';
import { readFixture } from '../support/fixtures.js';

const alignment = fc.constantFrom<NumpadAlignment>(1, 2, 3, 4, 5, 6, 7, 8, 9);
const text = fc.constantFrom(
  'Hello',
  '<i>Top</i> line',
  'two\nlines',
  'Tom &amp; Jerry',
  '',
  ' Indented',
  '\t tabbed',
);
/** The tag before the text, or after its leading spaces (where readers keep the spaces). */
const tagged = (an: NumpadAlignment | undefined, body: string, afterIndent: boolean): string => {
  if (an === undefined) return body;
  const indent = afterIndent ? (/^[ \t]*/.exec(body)?.[0] ?? '') : '';
  return `${indent}{\\an${an}}${body.slice(indent.length)}`;
};
const srtFile = fc
  .array(fc.tuple(fc.option(alignment, { nil: undefined }), text, fc.boolean()), {
    minLength: 1,
    maxLength: 8,
  })
  .map((cues) =>
    cues
      .map(
        ([an, body, afterIndent], i) =>
          `${i + 1}\n00:00:0${i},000 --> 00:00:0${i},500\n${tagged(an, body, afterIndent)}\n\n`,
      )
      .join(''),
  );

/** Where each cue goes, 2 (the default) for a cue that says nothing. */
function alignments(cues: readonly Cue[]): number[] {
  return cues.map((cue) => (cue.settings?.kind === 'srt' ? cue.settings.alignment : 2));
}

describe('SubRip alignment', () => {
  it.each(['srt', 'vtt', 'ass', 'ssa'] as const)(
    'srt -> %s -> srt keeps every cue where it was, with its text',
    (via) => {
      fc.assert(
        fc.property(srtFile, (file) => {
          const first = parse(file, { format: 'srt' });
          expect(first.errors).toEqual([]);
          const back = parse(format(parse(format(first, via), { format: via }), 'srt'), {
            format: 'srt',
          });
          expect(back.errors).toEqual([]);
          expect(alignments(back.cues)).toEqual(alignments(first.cues));
          expect(back.cues.map((cue) => cue.text)).toEqual(first.cues.map((cue) => cue.text));
        }),
        { numRuns: 150 },
      );
    },
  );

  it('is written once, however often a file goes round', () => {
    fc.assert(
      fc.property(srtFile, (file) => {
        const once = format(parse(file, { format: 'srt' }), 'srt');
        expect(format(parse(once, { format: 'srt' }), 'srt')).toBe(once);
      }),
      { numRuns: 150 },
    );
  });

  it('androidx-media typical_with_tags: converts to WebVTT without the tags as text', () => {
    const vtt = format(parse(readFixture('androidx-media/subrip/typical_with_tags')), 'vtt');
    expect(vtt).not.toContain('{\\');
    expect(vtt).toContain('00:00:23.567 --> 00:00:23.901 line:0\nThis is a line.');
    expect(vtt).toContain('00:00:21.567 --> 00:00:22.901 line:0 align:left\nThis is a line.');
    expect(vtt).toContain('00:00:19.567 --> 00:00:19.901 line:50%,center\nThis is a line.');
  });

  it('androidx-media typical_with_tags: converts to ASS with the alignment as an override', () => {
    const ass = format(parse(readFixture('androidx-media/subrip/typical_with_tags')), 'ass');
    expect(ass).toContain(',{\\an8}This is a line.\n');
    expect(ass).not.toContain('\\{\\an');
  });
});
