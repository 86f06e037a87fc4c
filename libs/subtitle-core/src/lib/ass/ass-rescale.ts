import type { AssEventSettings, AssStyle } from '../core/types.js';
import type { PlayRes } from './ass-play-res.js';

/** How much wider and taller one script frame is than another. */
export interface FrameScale {
  x: number;
  y: number;
}

/** The scale that takes coordinates of `from` into `to`; undefined when the frames are one. */
export function frameScale(from: PlayRes, to: PlayRes): FrameScale | undefined {
  if (from.width === to.width && from.height === to.height) return undefined;
  return { x: to.width / from.width, y: to.height / from.height };
}

/** A number as ASS writes one: at most two decimals, no trailing zeros. */
const written = (value: number): string => String(Math.round(value * 100) / 100);

const NUMBER = /-?\d+(?:\.\d*)?|-?\.\d+/y;
const SPACES = /\s*/y;

/** Where the white space from `at` ends. */
function afterSpaces(text: string, at: number): number {
  SPACES.lastIndex = at;
  return at + (SPACES.exec(text)?.[0].length ?? 0);
}

/**
 * Style columns measured in the frame's units, by the axis they scale with. libass scales font
 * sizes, outlines and shadows by the frame's height, spacing and side margins by its width.
 */
const STYLE_AXES: Readonly<Record<string, 'x' | 'y'>> = {
  fontsize: 'y',
  outline: 'y',
  shadow: 'y',
  spacing: 'x',
  marginl: 'x',
  marginr: 'x',
  marginv: 'y',
};
const WHOLE_COLUMNS = new Set(['marginl', 'marginr', 'marginv']);

/** A style of a script in another frame, its sizes and margins scaled into this one. */
export function rescaleAssStyle(style: AssStyle, scale: FrameScale): AssStyle {
  const fields: Record<string, string> = {};
  for (const [column, value] of Object.entries(style.fields)) {
    const lower = column.toLowerCase();
    const axis = STYLE_AXES[lower];
    const number = Number(value.trim());
    if (axis === undefined || value.trim() === '' || !Number.isFinite(number)) {
      fields[column] = value;
      continue;
    }
    const scaled = number * scale[axis];
    fields[column] = WHOLE_COLUMNS.has(lower) ? String(Math.round(scaled)) : written(scaled);
  }
  return { ...style, fields };
}

/**
 * Override tags whose arguments are coordinates or sizes in the frame, with the axis of each
 * argument in order ('-': left as it is, the times of \move). Rectangle clips only: a vector
 * clip's drawing, like a drawing's (\p), is in its own scaled units and is left as it is.
 */
const TAG_AXES: ReadonlyArray<[RegExp, ReadonlyArray<'x' | 'y' | '-'>]> = [
  [/\\(?:pos|org)\(/y, ['x', 'y']],
  [/\\move\(/y, ['x', 'y', 'x', 'y', '-', '-']],
  [/\\i?clip\((?=(?:\s*-?[\d.]+\s*,){3}\s*-?[\d.]+\s*\))/y, ['x', 'y', 'x', 'y']],
  [/\\fs(?=[-\d.])/y, ['y']],
  [/\\fsp(?=[-\d.])/y, ['x']],
  [/\\(?:bord|shad|ybord|yshad)(?=[-\d.])/y, ['y']],
  [/\\(?:xbord|xshad)(?=[-\d.])/y, ['x']],
];

/** The tag at `at` with its numbers scaled, and where it ends; undefined when none starts there. */
function scaledTag(
  block: string,
  at: number,
  scale: FrameScale,
): { text: string; end: number } | undefined {
  for (const [pattern, axes] of TAG_AXES) {
    pattern.lastIndex = at;
    const head = pattern.exec(block);
    if (head === null) continue;
    let pos = at + head[0].length;
    let text = head[0];
    for (let k = 0; k < axes.length; k++) {
      pos = afterSpaces(block, pos);
      NUMBER.lastIndex = pos;
      const number = NUMBER.exec(block);
      if (number === null) break;
      const axis = axes[k];
      text += axis === 'x' || axis === 'y' ? written(Number(number[0]) * scale[axis]) : number[0];
      pos += number[0].length;
      // The comma to the next argument, if any: the parenthesis and the rest are copied as text.
      if (k === axes.length - 1) break;
      const beforeComma = afterSpaces(block, pos);
      if (block[beforeComma] !== ',') break;
      text += ',';
      pos = beforeComma + 1;
    }
    return { text, end: pos };
  }
  return undefined;
}

/** An override block's text with the coordinates and sizes of its tags scaled. */
function rescaleBlock(block: string, scale: FrameScale): string {
  let out = '';
  let from = 0;
  for (let at = block.indexOf('\\'); at >= 0; at = block.indexOf('\\', at + 1)) {
    const tag = scaledTag(block, at, scale);
    if (tag === undefined) continue;
    out += block.slice(from, at) + tag.text;
    from = tag.end;
    at = tag.end - 1;
  }
  return out + block.slice(from);
}

/**
 * An ASS Text field of a script in another frame, its override blocks' positions, clips, font
 * sizes, spacing, borders and shadows scaled into this one. Text outside the blocks, and an
 * escaped brace ('\{'), are left as they are.
 */
export function rescaleAssText(raw: string, scale: FrameScale): string {
  if (!raw.includes('{')) return raw;
  let out = '';
  let from = 0;
  for (let open = raw.indexOf('{'); open >= 0; open = raw.indexOf('{', open + 1)) {
    if (open > 0 && raw[open - 1] === '\\') continue;
    const close = raw.indexOf('}', open + 1);
    if (close < 0) break;
    out += raw.slice(from, open + 1) + rescaleBlock(raw.slice(open + 1, close), scale);
    from = close;
    open = close;
  }
  return out + raw.slice(from);
}

/** An event of a script in another frame: its own margins and Text field scaled into this one. */
export function rescaleAssEvent(settings: AssEventSettings, scale: FrameScale): AssEventSettings {
  return {
    ...settings,
    marginL: Math.round(settings.marginL * scale.x),
    marginR: Math.round(settings.marginR * scale.x),
    marginV: Math.round(settings.marginV * scale.y),
    raw: rescaleAssText(settings.raw, scale),
  };
}
