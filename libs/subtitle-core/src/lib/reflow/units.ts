import { graphemeClusters } from '../lang/graphemes.js';
import { isVisibleCluster, textLength } from '../lang/text-length.js';

/**
 * The pieces a text may be broken between: words, and in Chinese and Japanese single
 * characters, each with the separator that comes before it, whether a break may come before
 * it at all, and what a break there is worth.
 */
export interface Units {
  count: number;
  /** Visible text offsets: unit k is text.slice(start[k], end[k]). */
  start: number[];
  end: number[];
  /** Visible characters of each unit. */
  width: number[];
  /** What joins unit k to unit k - 1 on one line, and its width. */
  join: string[];
  joinWidth: number[];
  /** True when the whitespace before unit k held a line break. */
  newlineBefore: boolean[];
  /** No line may break before unit k (closing punctuation, small kana...). */
  glued: boolean[];
  /** A line must break before unit k: a dialogue line ("- Yes.") that started a line in the input. */
  forced: boolean[];
  /** What breaking before unit k is worth: 2 after a sentence, 1 after a clause, 0 elsewhere. */
  quality: number[];
}

const SPACE = 0;
const WORD = 1;
/** A character a line may break before or after on its own: Han, kana, CJK punctuation. */
const IDEOGRAPH = 2;
const THAI = 3;
type Kind = typeof SPACE | typeof WORD | typeof IDEOGRAPH | typeof THAI;

function isSpace(code: number): boolean {
  if (code <= 0x20) return code === 0x20 || (code >= 0x09 && code <= 0x0d);
  if (code < 0x85) return false;
  // No-break spaces (U+00A0, U+2007, U+202F) and U+FEFF are not places to break.
  return (
    code === 0x85 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200b && code !== 0x2007) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x205f ||
    code === 0x3000
  );
}

function isIdeograph(code: number): boolean {
  return (
    (code >= 0x2e80 && code <= 0x2fff) ||
    (code >= 0x3001 && code <= 0x33ff) ||
    (code >= 0x3400 && code <= 0x4dbf) ||
    (code >= 0x4e00 && code <= 0x9fff) ||
    (code >= 0xf900 && code <= 0xfaff) ||
    (code >= 0xfe10 && code <= 0xfe1f) ||
    (code >= 0xfe30 && code <= 0xfe4f) ||
    (code >= 0xff01 && code <= 0xffee) ||
    (code >= 0x20000 && code <= 0x3ffff)
  );
}

const MARK = /^[\p{M}\u200C\u200D]$/u;

/** Combining marks, variation selectors and joiners, which belong to the character before them. */
function isMark(code: number): boolean {
  if (code < 0x300 || (code >= 0x3400 && code <= 0x9fff)) return false;
  return MARK.test(String.fromCodePoint(code));
}

function kindOf(code: number): Kind {
  if (isSpace(code)) return SPACE;
  if (code >= 0x0e00 && code <= 0x0e7f) return THAI;
  // U+302A-302F and U+3099-309A are combining marks inside the CJK blocks.
  if (
    code >= 0x2e80 &&
    isIdeograph(code) &&
    !(code >= 0x302a && code <= 0x302f) &&
    !(code >= 0x3099 && code <= 0x309a)
  ) {
    return IDEOGRAPH;
  }
  return WORD;
}

/** Closing punctuation, small kana and the like, which may not begin a line (kinsoku shori). */
const NO_START = new Set(
  Array.from(
    '!%),.:;?]}¢°’”‰′″℃、。〃〆〕〗〙〛〜〞〟〉》」』】〻ゝゞヽヾ・ー…‥！％），．：；？］｝｡｣､･ｰﾞﾟ»›‼⁇⁈⁉،؛؟٪।॥' +
      'ぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶㇰㇱㇲㇳㇴㇵㇶㇷㇸㇹㇺㇻㇼㇽㇾㇿ',
  ),
);
/** Opening punctuation, which may not end a line. */
const NO_END = new Set(Array.from('([{£¥‘“‹«¿¡〈《「『【〔〖〘〚〝（［｛｢＄￡￥'));
const DASHES = new Set(Array.from('-‐–—'));
const SENTENCE_END = new Set(Array.from('.!?;:…。！？；：‼⁇⁈⁉؟؛।॥｡'));
const CLAUSE_END = new Set(Array.from(',，、،､–—'));
/** Closing quotes and brackets looked through to find how a unit ends ('"Stop!"'). */
const CLOSERS = new Set(Array.from('"\'’”»›)]}」』）］｝】〉》'));

function allIn(text: string, set: ReadonlySet<string>): boolean {
  if (text === '') return false;
  for (const char of text) if (!set.has(char)) return false;
  return true;
}

/** 2 when text ends a sentence, 1 a clause, else 0. (Every mark looked for is in the BMP.) */
function endQuality(text: string): number {
  let i = text.length - 1;
  while (i > 0 && CLOSERS.has(text.charAt(i))) i--;
  const last = text.charAt(i);
  if (SENTENCE_END.has(last)) return 2;
  return CLAUSE_END.has(last) ? 1 : 0;
}

let thaiSegmenter: Intl.Segmenter | null | undefined;

/** Thai words by the runtime's dictionary when it has one (Intl.Segmenter), else clusters. */
function thaiPieces(run: string): string[] {
  if (thaiSegmenter === undefined) {
    thaiSegmenter =
      typeof Intl === 'object' && typeof Intl.Segmenter === 'function'
        ? new Intl.Segmenter('th', { granularity: 'word' })
        : null;
  }
  if (thaiSegmenter) return Array.from(thaiSegmenter.segment(run), (piece) => piece.segment);
  return thaiClusters(run);
}

/**
 * Thai split where a line may break when no dictionary is at hand: after each consonant with
 * its vowel and tone marks, keeping a leading vowel (เ แ โ ใ ไ) with the consonant after it.
 */
export function thaiClusters(run: string): string[] {
  const pieces: string[] = [];
  let current = '';
  let leading = false;
  for (const char of run) {
    const code = char.codePointAt(0) ?? 0;
    const attaches = isMark(code) || code === 0x0e33 || code === 0x0e45 || code === 0x0e46;
    if (current !== '' && !attaches && !leading) {
      pieces.push(current);
      current = '';
    }
    current += char;
    leading = code >= 0x0e40 && code <= 0x0e44;
  }
  if (current !== '') pieces.push(current);
  return pieces;
}

interface Atom {
  start: number;
  end: number;
  /** The whitespace before it ('' when it touches the atom before). */
  space: string;
  /** Visible characters (textLength). */
  width: number;
}

/** A cluster of whitespace only (' ', '\r\n'). */
function isSpaceCluster(cluster: string): boolean {
  for (let i = 0; i < cluster.length; i++) if (!isSpace(cluster.charCodeAt(i))) return false;
  return true;
}

/**
 * A picture shown in colour: an emoji (with its skin tone or ZWJ sequence) or a flag. Symbols
 * such as ™ or © are pictographs too, but shown as text unless followed by U+FE0F.
 */
const EMOJI = /^(?:\p{Emoji_Presentation}|\p{Regional_Indicator}|\p{Extended_Pictographic}\uFE0F)/u;

function clusterKind(cluster: string, unspaced: boolean): Kind {
  const kind = kindOf(cluster.codePointAt(0) ?? 0);
  // A space with a mark on it shows the mark: it is no place to break, and no space to drop.
  if (kind === SPACE) return isSpaceCluster(cluster) ? SPACE : WORD;
  // Where lines break between any two characters, they also break between emoji (UAX #14 gives
  // them the ideographic class); elsewhere a run of emoji stays whole, like a word.
  if (unspaced && kind === WORD && EMOJI.test(cluster)) return IDEOGRAPH;
  return kind;
}

/**
 * The pieces of a text a line may break between, by grapheme cluster so that none is ever cut:
 * each Chinese or Japanese character (with the marks on it), in unspaced languages each emoji
 * or flag, Thai words, and runs of anything else (words).
 */
function atomize(text: string, unspaced: boolean): Atom[] {
  const clusters = graphemeClusters(text);
  const atoms: Atom[] = [];
  let space = '';
  let at = 0;
  let c = 0;
  while (c < clusters.length) {
    const first = clusters[c] ?? '';
    const kind = clusterKind(first, unspaced);
    if (kind === SPACE) {
      space += first;
      at += first.length;
      c++;
      continue;
    }
    // An ideograph stands alone; anything else runs on while the kind stays the same.
    let end = at + first.length;
    let width = isVisibleCluster(first) ? 1 : 0;
    for (c++; kind !== IDEOGRAPH && c < clusters.length; c++) {
      const next = clusters[c] ?? '';
      if (clusterKind(next, unspaced) !== kind) break;
      end += next.length;
      if (isVisibleCluster(next)) width++;
    }
    if (kind === THAI) atoms.push(...thaiAtoms(text, at, end, space));
    else atoms.push({ start: at, end, space, width });
    space = '';
    at = end;
  }
  return atoms;
}

/** The Thai run text[from..to) as words, the first after `space`. */
function thaiAtoms(text: string, from: number, to: number, space: string): Atom[] {
  const atoms: Atom[] = [];
  let at = from;
  for (const piece of thaiPieces(text.slice(from, to))) {
    atoms.push({
      start: at,
      end: at + piece.length,
      space: at === from ? space : '',
      width: textLength(piece),
    });
    at += piece.length;
  }
  return atoms;
}

function hasNewline(space: string): boolean {
  return space.includes('\n') || space.includes('\r') || space.includes('\u2028');
}

function codePointBefore(text: string, index: number): number {
  const low = text.charCodeAt(index - 1);
  if (low >= 0xdc00 && low <= 0xdfff && index >= 2) return text.codePointAt(index - 2) ?? low;
  return Number.isNaN(low) ? 0 : low;
}

/** True for scripts written without spaces, where a line break in the input joins nothing. */
function isUnspaced(code: number): boolean {
  return (code >= 0x0e00 && code <= 0x0e7f) || (code >= 0x2e80 && isIdeograph(code));
}

/**
 * Splits visible text into units. `unspaced` is for languages written without spaces
 * (countsByCharacter): there a line break of the input between two Chinese, Japanese or Thai
 * characters joins them with nothing rather than a space, and a space is itself a good place
 * to break, as it marks a phrase.
 */
export function splitUnits(text: string, unspaced: boolean): Units {
  const atoms = atomize(text, unspaced);
  const units: Units = {
    count: atoms.length,
    start: [],
    end: [],
    width: [],
    join: [],
    joinWidth: [],
    newlineBefore: [],
    glued: [],
    forced: [],
    quality: [],
  };
  let previousGluesNext = false;
  atoms.forEach((atom, k) => {
    const body = text.slice(atom.start, atom.end);
    const newline = hasNewline(atom.space);
    const lineStart = k === 0 || newline;
    const dash = body.length === 1 && DASHES.has(body);
    let join = atom.space;
    if (newline) {
      const before = codePointBefore(text, atom.start - atom.space.length);
      const after = text.codePointAt(atom.start) ?? 0;
      join = unspaced && (isUnspaced(before) || isUnspaced(after)) ? '' : ' ';
    }
    // Look back past closing quotes and brackets that stand as units of their own ('。」').
    const before = text.slice(
      Math.max(0, atom.start - atom.space.length - 8),
      atom.start - atom.space.length,
    );
    let quality = k > 0 ? endQuality(before) : 0;
    if (unspaced && atom.space !== '' && quality === 0) quality = 1;
    units.start.push(atom.start);
    units.end.push(atom.end);
    units.width.push(atom.width);
    units.join.push(join);
    units.joinWidth.push(textLength(join));
    units.newlineBefore.push(newline);
    // Punctuation that may not begin a line holds on to the unit before it, as does a dash
    // between two words; punctuation that may not end a line, and the dash that opens a
    // dialogue line, hold on to the unit after them.
    units.glued.push(k > 0 && (previousGluesNext || allIn(body, NO_START) || (dash && !lineStart)));
    units.forced.push(k > 0 && newline && DASHES.has(body.charAt(0)));
    units.quality.push(quality);
    previousGluesNext = allIn(body, NO_END) || (dash && lineStart);
  });
  return units;
}
