const BOM = 0xfeff;

/**
 * The preprocessing every parser starts with (WebVTT parsing algorithm, steps 1-2):
 * drop a leading BOM, NUL becomes U+FFFD, CRLF and lone CR become LF.
 * Checked before replacing, since most files need none of it.
 */
export function normalizeInput(text: string): string {
  let out = text.charCodeAt(0) === BOM ? text.slice(1) : text;
  if (out.includes('\0')) out = out.replaceAll('\0', '\uFFFD');
  if (out.includes('\r')) out = out.replace(/\r\n?/g, '\n');
  return out;
}
