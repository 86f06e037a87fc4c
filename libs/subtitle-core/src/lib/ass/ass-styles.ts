import type { AssStyle } from '../core/types.js';
import { type AssFlavor, assToSsaAlignment, ssaToAssAlignment } from './ass-columns.js';

/**
 * The style written when none is given: white Arial with a black outline and a soft shadow,
 * bottom centre, sized for the default 1280x720 PlayRes.
 */
const DEFAULT_FIELDS: Readonly<Record<string, string>> = {
  Fontname: 'Arial',
  Fontsize: '48',
  PrimaryColour: '&H00FFFFFF',
  SecondaryColour: '&H000000FF',
  OutlineColour: '&H00000000',
  BackColour: '&H80000000',
  Bold: '0',
  Italic: '0',
  Underline: '0',
  StrikeOut: '0',
  ScaleX: '100',
  ScaleY: '100',
  Spacing: '0',
  Angle: '0',
  BorderStyle: '1',
  Outline: '2',
  Shadow: '1',
  Alignment: '2',
  MarginL: '60',
  MarginR: '60',
  MarginV: '40',
  Encoding: '1',
  // SSA only
  TertiaryColour: '&H00000000',
  AlphaLevel: '0',
};

/** A fresh copy of the style formatAss writes when it is given none (ASS column names). */
export function defaultAssStyle(): AssStyle {
  const { TertiaryColour: _tertiary, AlphaLevel: _alpha, ...fields } = DEFAULT_FIELDS;
  return { name: 'Default', fields };
}

function findField(
  fields: Readonly<Record<string, string>>,
  lowerName: string,
): string | undefined {
  for (const key in fields) {
    if (key.toLowerCase() === lowerName) return fields[key];
  }
  return undefined;
}

/** SSA's TertiaryColour is the colour ASS calls OutlineColour. */
function aliasOf(lowerName: string): string | undefined {
  if (lowerName === 'outlinecolour') return 'tertiarycolour';
  if (lowerName === 'tertiarycolour') return 'outlinecolour';
  return undefined;
}

function convertAlignment(value: string, from: AssFlavor, to: AssFlavor): string {
  const number = Number(value.trim());
  if (from === to || value.trim() === '' || !Number.isInteger(number)) return value;
  return String(to === 'ass' ? ssaToAssAlignment(number) : assToSsaAlignment(number));
}

/**
 * The value of a style column as the target format expects it: found by name (any case, or
 * under its SSA/ASS counterpart), the Alignment renumbered when the style comes from the other
 * format, and the default style's value for columns the style does not have.
 */
export function styleValue(
  style: AssStyle,
  column: string,
  source: AssFlavor,
  target: AssFlavor,
): string {
  const lower = column.toLowerCase();
  let value: string | undefined = style.fields[column] ?? findField(style.fields, lower);
  const alias = aliasOf(lower);
  if (value === undefined && alias !== undefined) value = findField(style.fields, alias);
  if (value !== undefined)
    return lower === 'alignment' ? convertAlignment(value, source, target) : value;
  return findField(DEFAULT_FIELDS, lower) ?? '';
}
