// An event line is its type, a colon, and its fields: "Dialogue: 0,0:00:01.00,...". Space after
// the colon is optional (libass and Aegisub skip any spaces and tabs there), so every field must
// read the same with none, one or several, for each event type the library reads and in both
// script types (ASS's first column is Layer, SSA's Marked).
import { describe, expect, it } from 'vitest';
import { parse, type AssEventSettings } from '../../src/index.js';

const HEADERS = {
  ass: {
    scriptType: 'v4.00+',
    styles: '[V4+ Styles]\nFormat: Name, Fontname, Fontsize\nStyle: Default,Arial,48',
    format: 'Format: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text',
    first: '3',
  },
  ssa: {
    scriptType: 'v4.00',
    styles: '[V4 Styles]\nFormat: Name, Fontname, Fontsize\nStyle: Default,Arial,48',
    format: 'Format: Marked, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text',
    first: 'Marked=1',
  },
} as const;

function script(kind: keyof typeof HEADERS, type: string, gap: string): string {
  const header = HEADERS[kind];
  return [
    `[Script Info]\nScriptType: ${header.scriptType}\n`,
    `${header.styles}\n`,
    `[Events]\n${header.format}`,
    `${type}:${gap}${header.first},0:00:01.00,0:00:02.50,Default,Alice,0012,0,7,Scroll up;5,Hello, world`,
    '',
  ].join('\n');
}

const cases = (['ass', 'ssa'] as const).flatMap((kind) =>
  (['Dialogue', 'Comment'] as const).flatMap((type) =>
    ['', ' ', '  ', '\t', ' \t '].map((gap) => [kind, type, gap] as const),
  ),
);

describe('an event line read with any space after its colon', () => {
  it.each(cases)('%s %s with %j after the colon', (kind, type, gap) => {
    const result = parse(script(kind, type, gap), { format: kind });
    expect(result.errors).toEqual([]);
    expect(result.cues).toHaveLength(1);
    const [cue] = result.cues;
    expect(cue).toMatchObject({ start: 1000, end: 2500, text: 'Hello, world', speaker: 'Alice' });
    expect(cue?.style).toBe('Default');
    const settings = cue?.settings as AssEventSettings;
    expect(settings).toMatchObject({
      kind: 'ass',
      type,
      marginL: 12,
      marginR: 0,
      marginV: 7,
      effect: 'Scroll up;5',
      raw: 'Hello, world',
    });
    if (kind === 'ass') expect(settings.layer).toBe(3);
    else expect(settings.marked).toBe('Marked=1');
  });

  it.each(['Dialogue', 'Comment'])('does not take "%s" without its colon for the event', (type) => {
    const result = parse(script('ass', type, '').replace(`${type}:`, `${type} `), {
      format: 'ass',
    });
    expect(result.cues).toEqual([]);
    expect(result.errors.map((error) => error.code)).toEqual(['skipped-line']);
  });
});
