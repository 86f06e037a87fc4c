import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatAss } from '../../src/lib/ass/ass-formatter.js';
import { assTextToCueText, cueTextToAssText } from '../../src/lib/ass/ass-markup.js';
import type { AssEventSettings, Cue } from '../../src/lib/core/types.js';
import { readAss, writeAss } from '../support/read-write-ass.js';

function rewrite(text: string): string {
  return writeAss(readAss(text));
}

/** Text made of the pieces that make ASS and cue text hard: escapes, braces, commas, tags, entities. */
const trickyText = fc
  .array(
    fc.oneof(
      fc.constantFrom(
        '\\N',
        '\\n',
        '\\h',
        '\\',
        '{',
        '}',
        '{\\i1}',
        '{\\b0}',
        '{\\c&H0000FF&}',
        '{\\p1}',
        '{\\p0}',
        '{\\r}',
        ',',
        ', ',
        '\n',
        '\r\n',
        '<i>',
        '</i>',
        '<b>',
        '</b>',
        '<font color="#00ff00">',
        '</font>',
        '&amp;',
        '&lt;',
        '<',
        '>',
        '&',
        '\u00A0',
        ' ',
        'N',
        'h',
      ),
      fc.string({ maxLength: 4 }),
    ),
    { maxLength: 12 },
  )
  .map((pieces) => pieces.join(''));

const fieldText = fc.oneof(fc.constant(''), fc.string({ maxLength: 6 }), trickyText);

const assSettings: fc.Arbitrary<AssEventSettings> = fc.record({
  kind: fc.constant('ass' as const),
  type: fc.constantFrom('Dialogue' as const, 'Comment' as const),
  layer: fc.integer({ min: -5, max: 100 }),
  marginL: fc.integer({ min: -10, max: 9999 }),
  marginR: fc.integer({ min: 0, max: 9999 }),
  marginV: fc.integer({ min: 0, max: 9999 }),
  effect: fieldText,
  raw: trickyText,
});

const cue: fc.Arbitrary<Cue> = fc
  .record(
    {
      start: fc.integer({ min: -1000, max: 360_000_000 }),
      end: fc.integer({ min: 0, max: 360_000_000 }),
      text: trickyText,
      speaker: fieldText,
      style: fieldText,
      settings: assSettings,
    },
    { requiredKeys: ['start', 'end', 'text'] },
  )
  .map((generated) => generated as Cue);

/** Lines that look like ASS, mixed with noise, so the parser's paths all get exercised. */
const scriptLike = fc
  .array(
    fc.oneof(
      fc.constantFrom(
        '[Script Info]',
        '[V4+ Styles]',
        '[V4 Styles]',
        '[Events]',
        '[Fonts]',
        '[Graphics]',
        '[Other]',
        '',
        'ScriptType: v4.00+',
        'ScriptType: v4.00',
        '; comment',
        'Title:',
        'junk line',
        'Format: Name, Fontname, Alignment',
        'Style: Default,Arial,2',
        'Style: ,,,,,,',
        'Format: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text',
        'Format: Marked, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text',
        'Format: Start, End, Text',
        'Format: End, Custom, Start, Text',
        'Dialogue: 0,0:00:01.00,0:00:02.00,Default,,0,0,0,,Hello, {\\i1}world',
        'Dialogue: Marked=0,00:00:01.5,0:00:04:56,*Default,Bob ,0000,0,0,,x',
        'Comment: 0,0:00:01.00,0:00:00.00,Default,,0,0,0,,note',
        'Dialogue: a,b,c',
        'Dialogue: ',
        'Comment:',
      ),
      fc.string({ maxLength: 12 }),
      trickyText.map(
        (text) =>
          `Dialogue: 0,0:00:01.00,0:00:02.00,Default,,0,0,0,,${text.replace(/[\r\n]/g, '')}`,
      ),
    ),
    { maxLength: 20 },
  )
  .map((lines) => lines.join('\n'));

describe('parseAss', () => {
  it('never throws, whatever the text', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.string({ unit: 'binary' }), scriptLike),
        fc.constantFrom('ass' as const, 'ssa' as const),
        (text, format) => {
          const result = readAss(text, format);
          expect(Array.isArray(result.cues)).toBe(true);
          for (const error of result.errors) expect(error.line).toBeGreaterThanOrEqual(1);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('gives cues with whole, non-negative times and one-line raw text', () => {
    fc.assert(
      fc.property(scriptLike, (text) => {
        for (const parsed of readAss(text).cues) {
          expect(Number.isInteger(parsed.start) && parsed.start >= 0).toBe(true);
          expect(Number.isInteger(parsed.end) && parsed.end >= 0).toBe(true);
          expect(parsed.settings?.kind === 'ass' && !parsed.settings.raw.includes('\n')).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('formatAss', () => {
  it.each(['ass', 'ssa'] as const)(
    'format -> parse -> format is a fixpoint for generated %s cues',
    (format) => {
      fc.assert(
        fc.property(fc.array(cue, { maxLength: 8 }), (cues) => {
          const once = formatAss(cues, {}, format);
          const result = readAss(once);
          expect(result.format).toBe(format);
          expect(result.cues).toHaveLength(cues.length);
          const twice = formatAss(
            result.cues,
            { header: result.header, styles: result.styles },
            format,
          );
          expect(twice).toBe(once);
        }),
        { numRuns: 300 },
      );
    },
  );

  it('keeps times to the centisecond and the order of cues', () => {
    fc.assert(
      fc.property(fc.array(cue, { maxLength: 8 }), (cues) => {
        const result = readAss(formatAss(cues, {}, 'ass'));
        result.cues.forEach((parsed, index) => {
          const original = cues[index];
          expect(parsed.start).toBe(Math.round(Math.max(0, original?.start ?? 0) / 10) * 10);
          expect(parsed.end).toBe(Math.round(Math.max(0, original?.end ?? 0) / 10) * 10);
        });
      }),
      { numRuns: 200 },
    );
  });

  it('writes any parsed script so that writing it again changes nothing', () => {
    fc.assert(
      fc.property(scriptLike, (text) => {
        const once = rewrite(text);
        expect(rewrite(once)).toBe(once);
      }),
      { numRuns: 500 },
    );
  });
});

describe('markup conversion', () => {
  it('cue text converted to ASS and back is stable after one pass', () => {
    fc.assert(
      fc.property(trickyText, (text) => {
        const normalised = assTextToCueText(cueTextToAssText(text));
        expect(assTextToCueText(cueTextToAssText(normalised))).toBe(normalised);
      }),
      { numRuns: 500 },
    );
  });

  it('never leaves an unclosed tag in cue text', () => {
    fc.assert(
      fc.property(trickyText, (raw) => {
        const text = assTextToCueText(raw);
        for (const tag of ['i', 'b', 'u', 's', 'font']) {
          const opened = text.split(`<${tag}`).length - 1;
          const closed = text.split(`</${tag}>`).length - 1;
          expect(opened).toBe(closed);
        }
      }),
      { numRuns: 500 },
    );
  });
});
