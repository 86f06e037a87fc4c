/**
 * French typography puts a no-break space before a colon, semicolon, exclamation or question
 * mark, a percent sign and a closing guillemet, and after an opening one. One character for
 * all of them, U+00A0 NO-BREAK SPACE: every font has it (the narrow U+202F is missing from
 * some), and a reader cannot tell the two apart at interface sizes.
 */
export const FRENCH_SPACING = {
  space: '\u00a0',
  before: [':', ';', '!', '?', '%', '»'],
  after: ['«'],
} as const;

const BEFORE: ReadonlySet<string> = new Set(FRENCH_SPACING.before);
const AFTER: ReadonlySet<string> = new Set(FRENCH_SPACING.after);

const isDigit = (char: string | undefined) => char !== undefined && /\d/.test(char);

/** A colon inside a time (10:30) or an address (https://) is not punctuation. */
function isTechnicalColon(text: string, at: number): boolean {
  return (isDigit(text[at - 1]) && isDigit(text[at + 1])) || text.startsWith('//', at + 1);
}

/**
 * The marks of one run of literal text that lack their no-break space, as `« x` or `x :`
 * excerpts. A run that starts with such a mark follows an argument with no space at all.
 */
export function frenchSpacingSlips(literal: string): string[] {
  const slips: string[] = [];
  for (let at = 0; at < literal.length; at++) {
    const char = literal[at] ?? '';
    if (BEFORE.has(char) && !isTechnicalColon(literal, at)) {
      const previous = literal[at - 1];
      // "?!" and "!!" share one space, before the first mark.
      if (previous !== FRENCH_SPACING.space && !(previous && BEFORE.has(previous))) {
        slips.push(literal.slice(Math.max(0, at - 3), at + 1));
      }
    } else if (AFTER.has(char) && literal[at + 1] !== FRENCH_SPACING.space) {
      slips.push(literal.slice(at, at + 4));
    }
  }
  return slips;
}
