// ASS Comment events (karaoke templates, notes) are kept for ASS but never shown, checked or
// converted.
import { describe, expect, it } from 'vitest';
import { check, format, FORMATS, parse, reflow } from '../../src/index.js';

const ASS = `[Script Info]
ScriptType: v4.00+

[V4+ Styles]
Format: Name, Fontname, Fontsize, PrimaryColour, SecondaryColour, OutlineColour, BackColour, Bold, Italic, Underline, StrikeOut, ScaleX, ScaleY, Spacing, Angle, BorderStyle, Outline, Shadow, Alignment, MarginL, MarginR, MarginV, Encoding
Style: Default,Arial,20,&H00FFFFFF,&H000000FF,&H00000000,&H00000000,0,0,0,0,100,100,0,0,1,2,2,2,10,10,10,1

[Events]
Format: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text
Comment: 0,0:00:00.00,0:00:10.00,Default,,0,0,0,template line,{\\k10}a template note
Dialogue: 0,0:00:01.00,0:00:02.00,Default,,0,0,0,,Shown line
`;

describe('ASS Comment events', () => {
  const result = parse(ASS);

  it('are parsed as cues so that ASS keeps them', () => {
    expect(result.cues).toHaveLength(2);
    expect(format(result, 'ass')).toContain(
      'Comment: 0,0:00:00.00,0:00:10.00,Default,,0,0,0,template line,{\\k10}a template note',
    );
  });

  it.each(FORMATS.filter((to) => to !== 'ass' && to !== 'ssa').map((to) => [to]))(
    'are left out of %s',
    (to) => {
      const written = format(result, to);
      expect(written).toContain('Shown line');
      expect(written).not.toContain('template note');
    },
  );

  it('are not checked', () => {
    expect(
      check(result.cues, { lang: 'en' }).filter((finding) => finding.code === 'overlap'),
    ).toEqual([]);
  });

  it('are passed through reflow untouched', () => {
    expect(reflow(result.cues, { lang: 'en' })[0]).toBe(result.cues[0]);
  });
});
