/** The index of the '\n' that ends the line starting at `from`, or the text's length for the last line. */
export function lineEnd(text: string, from: number): number {
  const eol = text.indexOf('\n', from);
  return eol < 0 ? text.length : eol;
}
