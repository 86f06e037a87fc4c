// ASS \pos, margins and alignment to WebVTT settings, and WebVTT placement to ASS, on the
// third-party files that have them (README "Placement across formats").
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { format, parse } from '../../src/index.js';
import type { ParseResult, VttCueSettings } from '../../src/index.js';
import { readFixture } from '../support/fixtures.js';

/** The settings part of each timing line of the WebVTT that `result` becomes. */
function vttSettingsLines(result: ParseResult): string[] {
  return format(result, 'vtt')
    .split('\n')
    .filter((line) => line.includes('-->'))
    .map((line) => line.replace(/^\S+ --> \S+ ?/, ''));
}

describe('ASS to WebVTT: androidx-media (ExoPlayer) positioning files', () => {
  // PlayRes 300x202, style Alignment 4 (middle left). ExoPlayer's SsaParserTest.parsePositions
  // expects these position and line fractions; the third event differs on purpose: libass and
  // VSFilter take the first \pos of an event (ExoPlayer the last).
  it.each([
    [0, 'line:25%,center position:50%,line-left align:left', 'ExoPlayer 0.5, 0.25'],
    [1, 'line:25%,center position:25%,line-left align:left', 'ExoPlayer 0.25, 0.25'],
    [2, 'line:49.505%,center position:50%,line-left align:left', 'ExoPlayer 0.25 (last \\pos)'],
    [3, 'line:25%,center position:50%,line-left align:left', '\\move: its end point'],
    [4, 'line:50%,end position:50%,center', '{\\an2} in a later block, middle/end anchors'],
    [5, 'line:50% position:50%,line-right align:right', '\\an9: end/start anchors, right text'],
  ])('event %i: %s (%s)', (index, settings) => {
    expect(vttSettingsLines(parse(readFixture('androidx-media/ssa/positioning')))[index]).toBe(
      settings,
    );
  });

  it('keeps a negative \\pos on the frame edge, and places events without one by alignment', () => {
    expect(vttSettingsLines(parse(readFixture('androidx-media/ssa/invalid_positioning')))).toEqual([
      'line:25%,center position:0%,line-left align:left',
      'line:25%,center position:0%,line-left align:left',
      // \an11 is no alignment: the style's 4 (middle left), as ExoPlayer expects.
      'line:50%,center align:left',
      // "\pos(...)" outside braces is text.
      'line:50%,center align:left',
    ]);
  });

  it('completes a missing PlayResY as libass does (3/4 of PlayResX)', () => {
    // ExoPlayer drops the position there; libass draws it at y 50 of 225.
    expect(
      vttSettingsLines(parse(readFixture('androidx-media/ssa/positioning_without_playres'))),
    ).toEqual(['line:22.222%,end position:50%,center']);
  });
});

describe('ASS to WebVTT: Aegisub ass-format-tests.ass (PlayRes 640x480)', () => {
  const result = parse(readFixture('aegisub/ass-format-tests.ass'));
  // One cue at a time: WebVTT leaves the script's Comment events out.
  const settingsOf = (index: number): string | undefined =>
    vttSettingsLines({ ...result, cues: result.cues.slice(index, index + 1) })[0];
  const indexOf = (start: string): number =>
    result.cues.findIndex(
      (cue) => cue.settings?.kind === 'ass' && cue.settings.raw.startsWith(start),
    );

  it.each([
    ['{\\an5\\pos(258,131)}', 'line:27.292%,center position:40.313%,center'],
    ['{\\an5\\pos(222,338)', 'line:70.417%,center position:34.688%,center'],
    // No \an: the Default style's 2 (bottom centre).
    ['{\\pos(371,314)', 'line:65.417%,end position:57.969%,center'],
    ['{\\an5\\move(182,157,414,311)}', 'line:64.792%,center position:64.688%,center'],
    // Event margins 50, 0, 20: MarginR 0 is the style's 10.
    [
      'And this line is in layer 1, but has changed its margins',
      'line:95.833%,end position:53.125%,center size:90.625%',
    ],
    // No \pos, no margins of its own: the alignment alone.
    ['{\\an5\\t(\\frz360)}', 'line:50%,center'],
  ])('%s', (start, expected) => {
    const index = indexOf(start);
    expect(index).toBeGreaterThanOrEqual(0);
    expect(settingsOf(index)).toBe(expected);
  });
});

describe('ASS to WebVTT: go-astisub example-in.ssa', () => {
  it('places the \\pos event by its point, ignoring its margins, in SSA alignment 7 (top right)', () => {
    // PlayResY 600 only, so PlayResX is 800.
    expect(vttSettingsLines(parse(readFixture('go-astisub/example-in.ssa')))[0]).toBe(
      'line:95% position:50%,line-right align:right',
    );
  });
});

describe('WebVTT to ASS: mozilla/vtt.js spec-example.vtt', () => {
  const ass = format(parse(readFixture('mozilla-vtt.js/integration/spec-example.vtt')), 'ass');
  const texts = ass
    .split('\n')
    .filter((line) => line.startsWith('Dialogue:'))
    .map((line) => line.split(',').slice(9).join(','));

  it('writes placed cues as \\an and \\pos in the 1280x720 frame it writes', () => {
    expect(ass).toContain('PlayResX: 1280\nPlayResY: 720\n');
    // align:end size:50%: the computed position is 50 (W3C WebVTT), line-right, at the bottom.
    expect(texts[8]).toMatch(/^\{\\an3\\pos\(640,720\)\}When we e-mailed/);
    expect(texts[9]).toBe("{\\an1\\pos(640,720)}Didn't we talk about enough in that conversation?");
  });

  it('writes SSA alignment numbers for SSA (top centre is \\a6)', () => {
    const ssa = format(parse(vttFile('line:10%')), 'ssa');
    expect(ssa).toContain(',{\\a6\\pos(640,72)}Text\n');
  });

  it('writes cues without settings with no override', () => {
    expect(texts[0]).toBe('We are in New York City');
  });
});

/** A WebVTT file of one cue with these settings. */
function vttFile(settings: string): string {
  return `WEBVTT\n\n00:00:01.000 --> 00:00:02.000 ${settings}\nText\n`;
}

function onlySettings(result: ParseResult): VttCueSettings {
  const settings = result.cues[0]?.settings;
  if (settings?.kind !== 'vtt') throw new Error('expected WebVTT settings');
  return settings;
}

/** The computed position alignment (W3C WebVTT) of left-to-right text. */
function computedPositionAlign(settings: VttCueSettings): string {
  if (settings.positionAlign !== 'auto') return settings.positionAlign;
  if (settings.align === 'left' || settings.align === 'start') return 'line-left';
  if (settings.align === 'right' || settings.align === 'end') return 'line-right';
  return 'center';
}

describe('round trips', () => {
  it.each([
    ['line:10%', 'line:10% position:50%,center align:center'],
    ['line:90%,end position:20%,line-left', 'line:90%,end position:20%,line-left align:left'],
    ['line:0', 'line:0'],
    ['line:50%,center align:right', 'line:50%,center align:right'],
  ])('WebVTT %s -> ASS -> WebVTT %s', (settings, back) => {
    const again = parse(format(parse(vttFile(settings)), 'ass'));
    expect(vttSettingsLines(again)[0]).toBe(back.replace(' align:center', ''));
  });

  it('keeps line and position within a rounding bound, WebVTT -> ASS -> WebVTT', () => {
    const percent = fc
      .double({ min: 0, max: 100, noNaN: true })
      .map((n) => Math.round(n * 1000) / 1000);
    fc.assert(
      fc.property(
        percent,
        fc.constantFrom('start', 'center', 'end'),
        percent,
        fc.constantFrom('line-left', 'center', 'line-right', 'auto'),
        fc.constantFrom('start', 'center', 'end', 'left', 'right'),
        (line, lineAlign, position, positionAlign, align) => {
          const written = `line:${line}%,${lineAlign} position:${position}%${positionAlign === 'auto' ? '' : `,${positionAlign}`} align:${align}`;
          const before = onlySettings(parse(vttFile(written)));
          const after = onlySettings(
            parse(format(parse(format(parse(vttFile(written)), 'ass')), 'vtt')),
          );
          // One pixel of the 1280x720 frame is 0.078% of its width and 0.139% of its height.
          expect(Math.abs((after.line as number) - line)).toBeLessThanOrEqual(
            100 / 720 / 2 + 0.001,
          );
          expect(Math.abs((after.position as number) - position)).toBeLessThanOrEqual(
            100 / 1280 / 2 + 0.001,
          );
          expect(after.lineAlign).toBe(before.lineAlign);
          expect(computedPositionAlign(after)).toBe(computedPositionAlign(before));
        },
      ),
    );
  });

  it('keeps \\an and \\pos, ASS -> WebVTT -> ASS in the same frame', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 16, max: 4096 }),
        fc.integer({ min: 16, max: 4096 }),
        fc.integer({ min: 1, max: 9 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (width, height, alignment, fx, fy) => {
          const x = Math.round(fx * width);
          const y = Math.round(fy * height);
          const script = [
            '[Script Info]',
            'ScriptType: v4.00+',
            `PlayResX: ${width}`,
            `PlayResY: ${height}`,
            '',
            '[Events]',
            'Format: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text',
            `Dialogue: 0,0:00:01.00,0:00:02.00,Default,,0,0,0,,{\\an${alignment}\\pos(${x},${y})}Sign`,
            '',
          ].join('\n');
          const ass = parse(script);
          const vtt = parse(format(ass, 'vtt'));
          const back = format(vtt.cues, 'ass', { header: ass.header });
          expect(back).toContain(`,{\\an${alignment}\\pos(${x},${y})}Sign\n`);
        },
      ),
    );
  });
});
