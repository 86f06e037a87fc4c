const SPACE = 32;
const TAB = 9;

/** A space or a tab: the blanks a subtitle line may hold and still count as empty. */
export function isSpaceOrTab(code: number): boolean {
  return code === SPACE || code === TAB;
}

/** Whether text[from, to) holds nothing but spaces and tabs (true when empty). */
export function isSpaceOrTabOnly(text: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) if (!isSpaceOrTab(text.charCodeAt(i))) return false;
  return true;
}
