/** Space and tab: the blanks that the line-based formats allow around their fields. */
export function isSpaceOrTab(code: number): boolean {
  return code === 32 || code === 9;
}

/** The first index of text[from, to) that is not a space or tab; `to` when there is none. */
export function skipSpaceOrTab(text: string, from: number, to: number): number {
  let i = from;
  while (i < to && isSpaceOrTab(text.charCodeAt(i))) i++;
  return i;
}

/** The end of text[from, to) once its trailing spaces and tabs are left out; never before `from`. */
export function trimEndSpaceOrTab(text: string, from: number, to: number): number {
  let end = to;
  while (end > from && isSpaceOrTab(text.charCodeAt(end - 1))) end--;
  return end;
}

/** Whether text[from, to) holds nothing but spaces and tabs (true when empty). */
export function isSpaceOrTabOnly(text: string, from: number, to: number): boolean {
  return skipSpaceOrTab(text, from, to) === to;
}
