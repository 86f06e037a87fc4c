import { describe, expect, it } from 'vitest';
import { parse } from '../core/parse.js';
import type { NumpadAlignment, VttCueSettings } from '../core/types.js';
import { alignmentOfVttSettings, vttSettingsForAlignment } from './vtt-alignment.js';
import { defaultVttSettings, formatVttCueSettings } from './vtt-settings.js';

const ALIGNMENTS: NumpadAlignment[] = [1, 2, 3, 4, 5, 6, 7, 8, 9];

/** The settings the WebVTT parser makes of a settings text. */
function read(settings: string): VttCueSettings {
  const result = parse(`WEBVTT\n\n00:01.000 --> 00:02.000 ${settings}\nx\n`, { format: 'vtt' });
  expect(result.errors).toEqual([]);
  return result.cues[0]?.settings as VttCueSettings;
}

describe('vttSettingsForAlignment', () => {
  it.each([
    [1, ' align:left'],
    [2, ''],
    [3, ' align:right'],
    [4, ' line:50%,center align:left'],
    [5, ' line:50%,center'],
    [6, ' line:50%,center align:right'],
    [7, ' line:0 align:left'],
    [8, ' line:0'],
    [9, ' line:0 align:right'],
  ] as const)(
    'writes \\an%d as %j, which the W3C parser reads back as the same settings',
    (alignment, written) => {
      const settings = vttSettingsForAlignment(alignment);
      expect(formatVttCueSettings(settings, null)).toBe(written);
      expect(read(written)).toEqual(settings);
    },
  );

  it('is the inverse of alignmentOfVttSettings', () => {
    for (const alignment of ALIGNMENTS) {
      expect(alignmentOfVttSettings(vttSettingsForAlignment(alignment))).toBe(alignment);
    }
  });
});

describe('alignmentOfVttSettings', () => {
  it.each([
    ['', 2],
    ['line:0', 8],
    ['line:0 align:left', 7],
    ['line:0 align:right position:100%', 9],
    ['line:5%', 8],
    ['line:10% align:left', 7],
    ['line:50%,center', 5],
    ['line:-1', 2],
    ['line:100%,end align:right', 3],
    // Not clearly a top, middle or side placement: left to the player's default.
    ['line:1', 2],
    ['line:30%', 2],
    ['line:50%', 2],
    ['line:5%,end', 2],
    ['align:start', 2],
    ['align:end', 2],
    ['align:start position:0%', 2],
    ['align:left position:30%', 2],
    ['align:left size:50%', 2],
    ['line:0 vertical:rl', 2],
  ] as const)('%j is \\an%d', (settings, alignment) => {
    expect(alignmentOfVttSettings(read(settings))).toBe(alignment);
  });

  it('leaves a cue in a region where the region puts it', () => {
    expect(alignmentOfVttSettings({ ...defaultVttSettings(), line: 0, region: 'r' })).toBe(2);
  });
});
