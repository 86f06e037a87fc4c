import { majorUnits } from '../modules/billing/money.js';

/** Columns of plain text for a terminal: a header row, then one row per item. */
export function table(
  headers: readonly string[],
  rows: readonly (readonly (string | number | null)[])[],
  empty = '(none)',
): string {
  if (rows.length === 0) return empty;
  const cells = [
    headers,
    ...rows.map((row) => row.map((cell) => (cell === null ? '-' : String(cell)))),
  ];
  const widths = headers.map((_, column) =>
    Math.max(...cells.map((row) => (row[column] ?? '').length)),
  );
  return cells
    .map((row) =>
      row
        .map((cell, column) =>
          column === row.length - 1 ? cell : cell.padEnd(widths[column] ?? 0),
        )
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

/** Label: value lines, aligned. */
export function fields(pairs: readonly (readonly [string, string | number | null])[]): string {
  const width = Math.max(...pairs.map(([label]) => label.length));
  return pairs
    .map(([label, value]) => `${`${label}:`.padEnd(width + 1)} ${value === null ? '-' : value}`)
    .join('\n');
}

/** An ISO time as the operator reads it: 2024-05-01 12:00 UTC. */
export function shortTime(iso: string | null): string | null {
  return iso === null ? null : `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}

/** Minor units as an amount: 999 USD -> 9.99 USD, 500 JPY -> 500 JPY. */
export function money(amount: number, currency: string): string {
  return `${majorUnits(amount, currency)} ${currency}`;
}
