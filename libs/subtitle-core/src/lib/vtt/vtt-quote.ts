const QUOTE_LIMIT = 80;

/** A piece of the file in quotes for an error message, shortened when long. */
export function quote(value: string): string {
  return value.length > QUOTE_LIMIT ? `"${value.slice(0, QUOTE_LIMIT)}…"` : `"${value}"`;
}
