import type { AssEventSettings, AssStyle, Cue, NumpadAlignment } from '../core/types.js';
import { isAsciiDigit } from '../text/ascii-digit.js';
import { type AssFlavor, assToSsaAlignment, ssaToAssAlignment } from './ass-columns.js';
import { styleValue } from './ass-styles.js';

const BACKSLASH = 92;
const LOWER_A = 97;
const LOWER_N = 110;
/** What alignmentTagIn returns for a block without \an or \a. */
export const NO_ALIGNMENT_TAG = 0;
/** What it returns when the first such tag has no valid value: libass then uses the style's. */
export const INVALID_ALIGNMENT_TAG = -1;

export function isNumpadAlignment(value: number): value is NumpadAlignment {
  return value >= 1 && value <= 9 && Number.isInteger(value);
}

/** The value of an \an (numpad) or \a (SSA numbering) tag as a numpad alignment, or -1. */
function alignmentValue(value: number, legacy: boolean): number {
  if (!legacy) return isNumpadAlignment(value) ? value : INVALID_ALIGNMENT_TAG;
  if (value < 1 || value > 11) return INVALID_ALIGNMENT_TAG;
  // libass (after VSFilter) reads the meaningless \a4 and \a8 as \a5.
  return ssaToAssAlignment((value & 3) === 0 ? 5 : value);
}

/**
 * The alignment set by the override block text[from, to) (between its braces): its first \an
 * or \a tag, as libass reads it. NO_ALIGNMENT_TAG when the block has none.
 */
export function alignmentTagIn(text: string, from: number, to: number): number {
  for (let at = text.indexOf('\\', from); at >= 0 && at < to; at = text.indexOf('\\', at + 1)) {
    if (text.charCodeAt(at + 1) !== LOWER_A) continue;
    const legacy = text.charCodeAt(at + 2) !== LOWER_N;
    const digitsFrom = at + (legacy ? 2 : 3);
    let end = digitsFrom;
    let value = 0;
    while (end < to && isAsciiDigit(text.charCodeAt(end))) {
      // Capped: any number past 99 is as invalid as the next.
      value = Math.min(value * 10 + text.charCodeAt(end) - 48, 100);
      end++;
    }
    // \alpha, \a&H..&: other tags.
    if (end > digitsFrom) return alignmentValue(value, legacy);
  }
  return NO_ALIGNMENT_TAG;
}

/**
 * The alignment the override tags of an ASS Text field set: the first \an or \a tag of any
 * block, as libass and VSFilter take it (later ones are ignored). NO_ALIGNMENT_TAG when none.
 */
export function alignmentOverrideOf(assText: string): number {
  for (let open = assText.indexOf('{'); open >= 0; open = assText.indexOf('{', open + 1)) {
    // '\{' is a brace of the text (see assTextToCueText).
    if (open > 0 && assText.charCodeAt(open - 1) === BACKSLASH) continue;
    const close = assText.indexOf('}', open + 1);
    if (close < 0) break;
    const found = alignmentTagIn(assText, open + 1, close);
    if (found !== NO_ALIGNMENT_TAG) return found;
    open = close;
  }
  return NO_ALIGNMENT_TAG;
}

/** The Alignment column of a style as a numpad alignment, 2 when it has none worth reading. */
function styleAlignment(style: AssStyle | undefined, flavor: AssFlavor): NumpadAlignment {
  if (style === undefined) return 2;
  const value = Number(styleValue(style, 'Alignment', flavor, 'ass').trim());
  return isNumpadAlignment(value) ? value : 2;
}

/** How libass looks a style up: by exact name, except that "Default" is any case. */
export function assStyleKey(name: string): string {
  return name.toLowerCase() === 'default' ? 'Default' : name;
}

/**
 * Where an ASS/SSA event is shown: its first \an or \a override, else its style's Alignment
 * (libass falls back to the Default style when the named one does not exist). `styles` are the
 * file's styles by assStyleKey; `flavor` the format they were read from (SSA numbers Alignment
 * differently).
 */
export function assEventAlignment(
  cue: Cue,
  settings: AssEventSettings,
  styles: ReadonlyMap<string, AssStyle>,
  flavor: AssFlavor,
): NumpadAlignment {
  const override = alignmentOverrideOf(settings.raw);
  if (override > 0) return override as NumpadAlignment;
  return styleAlignment(styles.get(assStyleKey(cue.style ?? '')) ?? styles.get('Default'), flavor);
}

/**
 * The Text field of a cue that is not an ASS event, with the SubRip alignment it carries as an
 * override at the start ({\anN} for ASS, {\aN} in SSA's numbering), unless it is the default.
 * Kept apart from the formatter's text handling so that the two change independently.
 */
export function withAlignmentOverride(text: string, cue: Cue, target: AssFlavor): string {
  const settings = cue.settings;
  if (settings?.kind !== 'srt' || settings.alignment === 2) return text;
  // A cue made by hand may hold anything.
  if (!isNumpadAlignment(settings.alignment)) return text;
  const alignment = settings.alignment;
  const tag = target === 'ass' ? `\\an${alignment}` : `\\a${assToSsaAlignment(alignment)}`;
  return `{${tag}}${text}`;
}
