import type { NumpadAlignment, VttCueSettings } from '../core/types.js';
import { defaultVttSettings } from './vtt-settings.js';

/**
 * WebVTT settings that place a cue where a numpad alignment ({\an1}..{\an9} in SubRip) does,
 * by the W3C WebVTT rendering rules (https://www.w3.org/TR/webvtt1/#processing-cue-settings):
 *
 * - Top row: `line:0`. With snap-to-lines (a line number), line 0 is the first line box from
 *   the top of the video, and a cue of several lines grows downwards from there.
 * - Middle row: `line:50%,center`. A percentage turns snap-to-lines off, and the center line
 *   alignment puts the middle of the cue box at half height, whatever its number of lines.
 * - Bottom row: nothing. `line:auto` is the bottom, where players put SubRip cues anyway.
 * - Left and right columns: `align:left` and `align:right`. These are physical sides, as the
 *   numpad's are (align:start would be the right side for Arabic or Hebrew text). Their
 *   computed position is 0% with line-left, and 100% with line-right, so the cue box spans the
 *   width and each line of text is set against that side. No position is written: it would
 *   only repeat the computed one, and a smaller size would narrow the box for nothing.
 * - Centre column: nothing (`align:center`, the default).
 */
function settingsFor(alignment: NumpadAlignment): VttCueSettings {
  const settings = defaultVttSettings();
  const row = Math.floor((alignment - 1) / 3);
  const column = (alignment - 1) % 3;
  if (row === 2) {
    settings.line = 0;
  } else if (row === 1) {
    settings.line = 50;
    settings.snapToLines = false;
    settings.lineAlign = 'center';
  }
  if (column === 0) settings.align = 'left';
  else if (column === 2) settings.align = 'right';
  return settings;
}

const SETTINGS_BY_ALIGNMENT: readonly VttCueSettings[] = Array.from({ length: 10 }, (_, i) =>
  Object.freeze(settingsFor((i === 0 ? 2 : i) as NumpadAlignment)),
);

/**
 * The WebVTT cue settings for a numpad alignment (shared and frozen: copy before changing); a
 * value that is none, from a cue made by hand, gets the defaults.
 */
export function vttSettingsForAlignment(alignment: NumpadAlignment): VttCueSettings {
  return SETTINGS_BY_ALIGNMENT[alignment] ?? (SETTINGS_BY_ALIGNMENT[2] as VttCueSettings);
}

/** 0, 1, 2 for a bottom, middle or top placement; bottom when it is not clearly another. */
function rowOf(settings: VttCueSettings): number {
  const { line, snapToLines, lineAlign } = settings;
  if (line === 'auto') return 0;
  if (snapToLines) return line === 0 ? 2 : 0;
  // A box whose top edge is within the top tenth is a top subtitle; 50% centred is the middle.
  if (lineAlign === 'start' && line <= 10) return 2;
  if (lineAlign === 'center' && line === 50) return 1;
  return 0;
}

/** 0, 1, 2 for left, centre, right; centre when the side is not clearly one of the others. */
function columnOf(settings: VttCueSettings): number {
  const { align, position, size } = settings;
  if (size !== 100) return 1;
  // Only physical sides, and only with the position they compute to: align:start is the
  // right side in right-to-left text, and a cue placed elsewhere is not against the side.
  if (align === 'left' && (position === 'auto' || position === 0)) return 0;
  if (align === 'right' && (position === 'auto' || position === 100)) return 2;
  return 1;
}

/**
 * The numpad alignment of WebVTT cue settings, as far as it is clear: line:0 (or a line in
 * the top tenth) is the top row, line:50%,center the middle; align:left and align:right at
 * their own edge are the sides. Anything else, a region or vertical text gives 2 (bottom
 * centre, what SubRip players do with a cue that says nothing).
 */
export function alignmentOfVttSettings(settings: VttCueSettings): NumpadAlignment {
  if (settings.vertical !== '' || settings.region !== '') return 2;
  return (rowOf(settings) * 3 + columnOf(settings) + 1) as NumpadAlignment;
}
