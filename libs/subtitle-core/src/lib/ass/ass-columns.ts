/** Column lists of the Format lines that ASS (v4.00+) and SSA (v4.00) writers use. */
export const ASS_STYLE_FORMAT: readonly string[] = [
  'Name',
  'Fontname',
  'Fontsize',
  'PrimaryColour',
  'SecondaryColour',
  'OutlineColour',
  'BackColour',
  'Bold',
  'Italic',
  'Underline',
  'StrikeOut',
  'ScaleX',
  'ScaleY',
  'Spacing',
  'Angle',
  'BorderStyle',
  'Outline',
  'Shadow',
  'Alignment',
  'MarginL',
  'MarginR',
  'MarginV',
  'Encoding',
];

export const SSA_STYLE_FORMAT: readonly string[] = [
  'Name',
  'Fontname',
  'Fontsize',
  'PrimaryColour',
  'SecondaryColour',
  'TertiaryColour',
  'BackColour',
  'Bold',
  'Italic',
  'BorderStyle',
  'Outline',
  'Shadow',
  'Alignment',
  'MarginL',
  'MarginR',
  'MarginV',
  'AlphaLevel',
  'Encoding',
];

/** The event columns after the first, which is ASS's Layer or SSA's Marked. */
const EVENT_COLUMNS_AFTER_FIRST = [
  'Start',
  'End',
  'Style',
  'Name',
  'MarginL',
  'MarginR',
  'MarginV',
  'Effect',
  'Text',
];

export const ASS_EVENT_FORMAT: readonly string[] = ['Layer', ...EVENT_COLUMNS_AFTER_FIRST];

export const SSA_EVENT_FORMAT: readonly string[] = ['Marked', ...EVENT_COLUMNS_AFTER_FIRST];

export type AssFlavor = 'ass' | 'ssa';

export function standardStyleFormat(flavor: AssFlavor): readonly string[] {
  return flavor === 'ass' ? ASS_STYLE_FORMAT : SSA_STYLE_FORMAT;
}

export function standardEventFormat(flavor: AssFlavor): readonly string[] {
  return flavor === 'ass' ? ASS_EVENT_FORMAT : SSA_EVENT_FORMAT;
}

/** What an [Events] column holds; anything else is a custom column kept in settings.extra. */
export const EventColumn = {
  Layer: 0,
  Marked: 1,
  Start: 2,
  End: 3,
  Style: 4,
  Name: 5,
  MarginL: 6,
  MarginR: 7,
  MarginV: 8,
  Effect: 9,
  Text: 10,
  Custom: 11,
} as const;
export type EventColumn = (typeof EventColumn)[keyof typeof EventColumn];

// The keys of EventColumn are the column names.
const EVENT_COLUMN_BY_NAME: ReadonlyMap<string, EventColumn> = new Map(
  Object.entries(EventColumn)
    .filter(([name]) => name !== 'Custom')
    .map(([name, column]) => [name.toLowerCase(), column]),
);

/** Column names are matched case-insensitively, as libass does. */
export function eventColumn(name: string): EventColumn {
  return EVENT_COLUMN_BY_NAME.get(name.toLowerCase()) ?? EventColumn.Custom;
}

/** What the event columns tell of the format: Marked is SSA's, Layer ASS's; undefined for neither. */
export function flavorOfEventColumns(columns: readonly EventColumn[]): AssFlavor | undefined {
  if (columns.includes(EventColumn.Marked)) return 'ssa';
  if (columns.includes(EventColumn.Layer)) return 'ass';
  return undefined;
}

/** A Format line an [Events] section can be read and written with: it has the times and the text. */
export function isUsableEventFormat(names: readonly string[]): boolean {
  let found = 0;
  for (const name of names) {
    const column = eventColumn(name);
    if (column === EventColumn.Start) found |= 1;
    else if (column === EventColumn.End) found |= 2;
    else if (column === EventColumn.Text) found |= 4;
  }
  return found === 7;
}

export function isUsableStyleFormat(names: readonly string[]): boolean {
  return names.some((name) => name.toLowerCase() === 'name');
}

/** "ScriptType: v4.00+" means ASS, "v4.00" SSA; undefined for anything else. */
export function flavorOfScriptType(value: string): AssFlavor | undefined {
  const version = value.trim().toLowerCase();
  if (version.startsWith('v4.00+')) return 'ass';
  if (version === 'v4.00' || version === 'v4') return 'ssa';
  return undefined;
}

export function isScriptTypeKey(key: string): boolean {
  const lower = key.toLowerCase();
  return lower === 'scripttype' || lower === 'script type';
}

/**
 * SSA's Alignment is a bit field: 1-3 left/centre/right, plus 4 for top or 8 for middle
 * (so 1-3 bottom, 5-7 top, 9-11 middle). ASS uses numpad positions 1-9 instead.
 */
export function ssaToAssAlignment(legacy: number): number {
  const horizontal = legacy & 3 || 2;
  if (legacy & 4) return horizontal + 6;
  if (legacy & 8) return horizontal + 3;
  return horizontal;
}

export function assToSsaAlignment(numpad: number): number {
  if (numpad >= 7 && numpad <= 9) return numpad - 6 + 4;
  if (numpad >= 4 && numpad <= 6) return numpad - 3 + 8;
  if (numpad >= 1 && numpad <= 3) return numpad;
  return 2;
}

/** libass ignores leading '*' on an event's style name (an SSA leftover); so do we. */
export function readStyleName(field: string): string {
  let name = field.trim();
  while (name.startsWith('*')) name = name.slice(1);
  return name;
}
