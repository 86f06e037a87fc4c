import { placeInOrder } from '../core/parsed-positions.js';

/**
 * Lines of a styles or events section that are not styles or cues (comments, Picture and other
 * event lines), placed by the index of the style or cue they come before. The parser remembers
 * which styles or cues those indexes counted (see parsed-positions), so that a caller who adds,
 * removes or reorders cues before formatting does not move a comment to another cue.
 */
export interface PlacedLine {
  /** Index of the item the line comes before; the item count for after the last; -1 above the Format line. */
  readonly before: number;
  readonly line: string;
}

/**
 * The lines with their positions among `items` (-1..items.length), sorted by position; lines at
 * the same position keep their order. Lines the parser placed follow the items they were placed
 * among; others keep their index (see positionAmong).
 */
export function placeLines(
  lines: readonly PlacedLine[] | undefined,
  items: readonly object[],
): PlacedLine[] {
  if (lines === undefined || lines.length === 0) return [];
  return placeInOrder(lines, items, lines, (line, position) => ({
    before: position(line.before),
    line: line.line,
  }));
}

/** A line made by hand could hold a line break, which would end it early. */
function oneLine(line: string): string {
  return line.indexOf('\n') < 0 && line.indexOf('\r') < 0 ? line : line.replace(/[\r\n]+/g, ' ');
}

/**
 * A section's lines with the placed lines among them: `lines` holds the section header and
 * Format line, then one line for each item from index `firstItem`; a line placed before item
 * p goes before lines[firstItem + p] (-1: before the Format line), after the last when p is
 * the item count. `lines` itself when there is nothing to place.
 */
export function withPlacedLines(
  lines: readonly string[],
  firstItem: number,
  placed: readonly PlacedLine[],
): readonly string[] {
  if (placed.length === 0) return lines;
  const out: string[] = [];
  let next = 0;
  const placeUpTo = (index: number): void => {
    for (let line = placed[next]; line !== undefined && firstItem + line.before <= index;) {
      out.push(oneLine(line.line));
      line = placed[++next];
    }
  };
  for (let i = 0; i < lines.length; i++) {
    placeUpTo(i);
    out.push(lines[i] ?? '');
  }
  placeUpTo(Number.POSITIVE_INFINITY);
  return out;
}
