import type { Cue } from '../core/types.js';

/**
 * For a cues array parseAss returned: the raw Text field of each event and the cue text it was
 * read as (parallel to the cues). formatAss uses it to see that a cue still has the text its raw
 * field reads as without converting the raw field again, which halves the cost of writing a
 * parsed file back. Sound whatever the caller did since: a match of both strings at an index
 * means assTextToCueText(raw) is that text.
 */
export interface ParsedTexts {
  readonly raws: readonly string[];
  readonly texts: readonly string[];
}

const memo = new WeakMap<readonly Cue[], ParsedTexts>();

export function rememberParsedTexts(cues: readonly Cue[], texts: ParsedTexts): void {
  memo.set(cues, texts);
}

export function forgetParsedTexts(cues: readonly Cue[]): void {
  memo.delete(cues);
}

export function parsedTextsOf(cues: readonly Cue[]): ParsedTexts | undefined {
  return memo.get(cues);
}
