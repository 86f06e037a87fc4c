// Scripts whose names are written without spaces and read one character per syllable: the
// avatar shows the family name's character rather than Latin-style initials.
const CJK = /[\p{Script=Han}\p{Script=Hangul}\p{Script=Hiragana}\p{Script=Katakana}]/u;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** The first user-perceived character of a word that is a letter or digit ('(bob)' -> 'b'). */
function firstCharacter(word: string): string {
  for (const { segment } of graphemes.segment(word)) {
    if (LETTER_OR_DIGIT.test(segment)) return segment;
  }
  return '';
}

/**
 * The initials an avatar falls back to: 'Ada Lovelace' -> 'AL', 'ada' -> 'A', 'Jean-Luc de
 * Picard' -> 'JP' (first and last word), '张伟' -> '张', '김민준' -> '김'; '' for a blank name.
 */
export function initials(name: string | null | undefined): string {
  const words = (name ?? '')
    .trim()
    .split(/\s+/u)
    .filter((word) => firstCharacter(word) !== '');
  const first = words[0];
  if (first === undefined) return '';
  if (CJK.test(firstCharacter(first))) return firstCharacter(first);
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  return capital(firstCharacter(first)) + (last ? capital(firstCharacter(last)) : '');
}

/**
 * A character in capitals, unless capitals would make more characters of it (the ligature ﬃ
 * becomes FFI, ß becomes SS): an initial stays one character.
 */
function capital(character: string): string {
  const upper = character.toLocaleUpperCase();
  return Array.from(upper).length === Array.from(character).length ? upper : character;
}

/**
 * The avatar image to load, or undefined to show the initials straight away: an avatar address
 * containing 404 stands for "no avatar".
 */
export function avatarSource(url: string | null | undefined): string | undefined {
  const trimmed = url?.trim();
  return trimmed && !trimmed.includes('404') ? trimmed : undefined;
}
