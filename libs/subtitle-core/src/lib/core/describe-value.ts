/**
 * A value as an error message shows it: strings quoted, so that '' and ' 25' are visible,
 * everything else as String() gives it (undefined, NaN, Infinity, [object Object]).
 */
export function describeValue(value: unknown): string {
  return typeof value === 'string' ? JSON.stringify(value) : String(value);
}
