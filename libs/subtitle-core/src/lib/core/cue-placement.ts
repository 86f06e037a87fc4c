import type { PlayRes } from '../ass/ass-play-res.js';
import type { AssPoint } from '../ass/ass-position.js';
import { alignmentOfVttSettings, vttSettingsForAlignment } from '../vtt/vtt-alignment.js';
import { defaultVttSettings } from '../vtt/vtt-settings.js';
import type { NumpadAlignment, VttCueSettings } from './types.js';

/**
 * Placement between ASS (numpad alignment, \pos, margins in PlayRes units) and WebVTT (line,
 * position, size as percentages of the video). The numpad's columns are the WebVTT position
 * alignments and text alignments, its rows the line alignments: the point \pos names is the
 * corner or edge of the text box the alignment says, which is the point WebVTT's line and
 * position name with those alignments. README "Placement across formats" has the table.
 */
const POSITION_ALIGN = ['line-left', 'center', 'line-right'] as const;
const TEXT_ALIGN = ['left', 'center', 'right'] as const;
/** By numpad row: bottom, middle, top. */
const LINE_ALIGN = ['end', 'center', 'start'] as const;
/**
 * What a WebVTT line number counts, in percent of the video height: the default font size of
 * its rendering rules (5vh). A player's line boxes are a little taller; this is the step a
 * cue's own settings can be read to mean.
 */
export const VTT_LINE_STEP_PERCENT = 5;

/** A percentage kept within the frame, to the thousandth WebVTT files commonly carry. */
function percent(value: number): number {
  const clamped = Math.min(100, Math.max(0, value));
  return Math.round(clamped * 1000) / 1000 + 0;
}

function columnOf(alignment: NumpadAlignment): 0 | 1 | 2 {
  return ((alignment - 1) % 3) as 0 | 1 | 2;
}

function rowOf(alignment: NumpadAlignment): 0 | 1 | 2 {
  return Math.floor((alignment - 1) / 3) as 0 | 1 | 2;
}

function boxSettings(alignment: NumpadAlignment): VttCueSettings {
  const settings = defaultVttSettings();
  const column = columnOf(alignment);
  settings.snapToLines = false;
  settings.lineAlign = LINE_ALIGN[rowOf(alignment)];
  settings.positionAlign = POSITION_ALIGN[column];
  settings.align = TEXT_ALIGN[column];
  return settings;
}

/** WebVTT settings for an ASS event at \pos(x,y): that point of its box, as percentages of the frame. */
export function vttSettingsForAssPosition(
  alignment: NumpadAlignment,
  point: AssPoint,
  frame: PlayRes,
): VttCueSettings {
  const settings = boxSettings(alignment);
  settings.position = percent((point.x / frame.width) * 100);
  settings.line = percent((point.y / frame.height) * 100);
  return settings;
}

/** Margins in PlayRes units, as libass applies them (the event's, else its style's). */
export interface AssMargins {
  left: number;
  right: number;
  vertical: number;
}

/**
 * WebVTT settings for an ASS event placed by its margins: the box spans the frame less the
 * left and right margins (size, and position at the side or middle the column says), and its
 * bottom (top) edge is MarginV above the bottom (below the top); the middle row ignores
 * MarginV, as libass does. Undefined when the margins leave no width.
 */
export function vttSettingsForAssMargins(
  alignment: NumpadAlignment,
  margins: AssMargins,
  frame: PlayRes,
): VttCueSettings | undefined {
  const left = Math.max(0, margins.left);
  const right = frame.width - Math.max(0, margins.right);
  if (right <= left) return undefined;
  const settings = boxSettings(alignment);
  const column = columnOf(alignment);
  const x = column === 0 ? left : column === 2 ? right : (left + right) / 2;
  settings.position = percent((x / frame.width) * 100);
  settings.size = percent(((right - left) / frame.width) * 100);
  const row = rowOf(alignment);
  const vertical = Math.max(0, margins.vertical);
  const y = row === 0 ? frame.height - vertical : row === 2 ? vertical : frame.height / 2;
  settings.line = percent((y / frame.height) * 100);
  return settings;
}

function isSameSettings(a: VttCueSettings, b: VttCueSettings): boolean {
  return (
    a.vertical === b.vertical &&
    a.line === b.line &&
    a.snapToLines === b.snapToLines &&
    a.lineAlign === b.lineAlign &&
    a.position === b.position &&
    a.positionAlign === b.positionAlign &&
    a.size === b.size &&
    a.align === b.align &&
    a.region === b.region
  );
}

function finite(value: number | 'auto'): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/** The computed position alignment (W3C WebVTT), right-to-left text aside, as a numpad column. */
function vttColumn(settings: VttCueSettings): 0 | 1 | 2 {
  const { positionAlign, align } = settings;
  if (positionAlign === 'line-left') return 0;
  if (positionAlign === 'line-right') return 2;
  if (positionAlign === 'center') return 1;
  if (align === 'left' || align === 'start') return 0;
  if (align === 'right' || align === 'end') return 2;
  return 1;
}

/** The numpad row and the height (percent from the top) of the edge or middle it names. */
function vttRow(settings: VttCueSettings): { row: 0 | 1 | 2; y: number } {
  const line = finite(settings.line);
  if (line === undefined) return { row: 0, y: 100 };
  if (settings.snapToLines) {
    // Line n from the top counts from 0; -1 is the last line at the bottom.
    return line >= 0
      ? { row: 2, y: line * VTT_LINE_STEP_PERCENT }
      : { row: 0, y: 100 + (line + 1) * VTT_LINE_STEP_PERCENT };
  }
  const row = settings.lineAlign === 'start' ? 2 : settings.lineAlign === 'center' ? 1 : 0;
  return { row, y: line };
}

/**
 * The ASS placement of WebVTT settings: the numpad alignment, and the \pos point (PlayRes
 * units) unless the settings are exactly one of the nine placements an alignment alone gives
 * (then the script's margins place it, as for SubRip's {\anN}). Vertical text and regions,
 * which ASS cannot place the same way, keep only what alignmentOfVttSettings finds.
 */
export function assPlacementOfVttSettings(
  settings: VttCueSettings,
  frame: PlayRes,
): { alignment: NumpadAlignment; point?: AssPoint } {
  const alignment = alignmentOfVttSettings(settings);
  if (
    settings.vertical !== '' ||
    settings.region !== '' ||
    isSameSettings(settings, vttSettingsForAlignment(alignment))
  ) {
    return { alignment };
  }
  const column = vttColumn(settings);
  const { row, y } = vttRow(settings);
  const position = finite(settings.position);
  // The computed position: with no position, 0 for align:left, 100 for align:right, else 50
  // (start and end too, which only set the position alignment).
  const x = position ?? (settings.align === 'left' ? 0 : settings.align === 'right' ? 100 : 50);
  return {
    alignment: (row * 3 + column + 1) as NumpadAlignment,
    point: {
      x: Math.round((percent(x) / 100) * frame.width),
      y: Math.round((percent(y) / 100) * frame.height),
    },
  };
}
