// ASS drawings ({\p1}...{\p0}) are shapes, not text: formats other than ASS leave drawing-only
// events out and say so, and drop the drawing commands of events that also have text.
import { describe, expect, it } from 'vitest';
import { FORMATS, format, parse } from '../../src/index.js';
import type { FormatWarning } from '../../src/index.js';

const SCRIPT = `[Script Info]
ScriptType: v4.00+

[Events]
Format: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text
Dialogue: 0,0:00:01.00,0:00:02.00,Default,,0,0,0,,{\\p1}m 0 0 l 100 0 100 100 0 100{\\p0}
Dialogue: 0,0:00:03.00,0:00:04.00,Default,,0,0,0,,Hi {\\p1}m 0 0 l 1 1{\\p0}there
Dialogue: 0,0:00:05.00,0:00:06.00,Default,,0,0,0,,{\\an8\\p2}m 0 0 l 5 5
Dialogue: 0,0:00:07.00,0:00:08.00,Default,,0,0,0,,{\\pos(10,10)}Placed
`;

describe('ASS drawings', () => {
  const script = parse(SCRIPT);

  it.each(FORMATS.filter((to) => to !== 'ass' && to !== 'ssa').map((to) => [to]))(
    '%s: drawing-only events left out and reported, text kept without its drawing',
    (to) => {
      const warnings: FormatWarning[] = [];
      const written = format(script, to, { onWarning: (warning) => warnings.push(warning) });
      expect(warnings.map((warning) => [warning.code, warning.cueIndex])).toEqual([
        ['drawings-dropped', 0],
        ['drawings-dropped', 2],
      ]);
      expect(warnings[0]?.message).toContain('Cue 1: an ASS drawing');
      const back = parse(written, { format: to });
      expect(back.cues.map((cue) => cue.text)).toEqual(['Hi there', 'Placed']);
      expect(written).not.toMatch(/\bm 0 0\b/);
    },
  );

  it.each([['ass'], ['ssa']] as const)('%s keeps every drawing as it was', (to) => {
    const warnings: FormatWarning[] = [];
    const written = format(script, to, { onWarning: (warning) => warnings.push(warning) });
    expect(warnings).toEqual([]);
    expect(written).toContain(',,{\\p1}m 0 0 l 100 0 100 100 0 100{\\p0}\n');
    expect(written).toContain(',,Hi {\\p1}m 0 0 l 1 1{\\p0}there\n');
  });
});
