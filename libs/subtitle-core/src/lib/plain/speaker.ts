/** Longest speaker name the txt and md formats recognize; longer 'xxx:' starts are ordinary text. */
export const MAX_SPEAKER_LENGTH = 40;

const DIGITS_ONLY = /^\d+$/;

/**
 * Whether `name` can stand before ': ' as a speaker in txt and md. The rule is narrow on
 * purpose, so that prose is rarely misread: 1-40 characters, no ':' or line break, no
 * surrounding spaces, not only digits ('10: 30' is a time), not starting with a bracket,
 * '*' or '\' (those start timestamps and escapes).
 */
export function isSpeakerName(name: string): boolean {
  if (name.length === 0 || name.length > MAX_SPEAKER_LENGTH) return false;
  if (name !== name.trim() || name.includes(':') || name.includes('\n')) return false;
  const first = name.charCodeAt(0);
  // '[' '(' '*' '\'
  if (first === 91 || first === 40 || first === 42 || first === 92) return false;
  return !DIGITS_ONLY.test(name);
}

/**
 * The speaker as the plain formats write it: line breaks and ':' become spaces and the name is
 * cut to MAX_SPEAKER_LENGTH, so that what is written reads back as the same speaker.
 * '' when nothing is left.
 */
export function speakerLabel(speaker: string | undefined): string {
  if (!speaker) return '';
  let label = speaker
    .replace(/[:\r\n]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (label.length > MAX_SPEAKER_LENGTH) label = label.slice(0, MAX_SPEAKER_LENGTH).trimEnd();
  return label;
}

/**
 * Where the ':' of a 'Name: ' prefix is when `line` starts with one at `from` (a ':' at the end of
 * the line counts too: 'MAN:' alone names the speaker of the lines below). -1 when there is none.
 */
export function speakerColon(line: string, from: number): number {
  const colon = line.indexOf(':', from);
  if (colon < 0 || colon - from > MAX_SPEAKER_LENGTH) return -1;
  const after = line.charCodeAt(colon + 1);
  if (colon + 1 < line.length && after !== 32 && after !== 9) return -1;
  return isSpeakerName(line.slice(from, colon)) ? colon : -1;
}
