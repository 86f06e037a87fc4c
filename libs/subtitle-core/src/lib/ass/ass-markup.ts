import { requireString } from '../core/arguments.js';
import { decodeCharacterReference, referenceLength } from '../core/character-references.js';
import { rubyAsText } from '../core/ruby.js';
import { isAsciiDigit } from '../text/ascii-digit.js';
import { WORD_JOINER, WORD_JOINER_CODE } from '../text/word-joiner.js';

const BACKSLASH = 92;
const OPEN_BRACE = 123;
const CLOSE_BRACE = 125;
const LESS = 60;
const GREATER = 62;
const AMPERSAND = 38;
const OPEN_PAREN = 40;
const CLOSE_PAREN = 41;
const NBSP = 0xa0;
const NEWLINE = 10;
const CARRIAGE_RETURN = 13;
const UPPER_N = 78;
const LOWER_N = 110;
const LOWER_H = 104;

function isLetter(code: number): boolean {
  return (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
}

const ASS_COLOR = /^&?H?([0-9a-f]+)/i;

/** ASS colours are &HBBGGRR& (alpha, if any, in the byte above); '' when unreadable. */
function assColorToHtml(argument: string): string {
  const hex = ASS_COLOR.exec(argument)?.[1];
  if (hex === undefined) return '';
  const value = parseInt(hex.slice(-6), 16);
  const red = value & 0xff;
  const green = (value >> 8) & 0xff;
  const blue = (value >> 16) & 0xff;
  return '#' + ((red << 16) | (green << 8) | blue).toString(16).padStart(6, '0');
}

/** A flag override: 1 (or -1, which old SSA writers use for true) turns it on. */
function flagOn(argument: string): boolean {
  if (argument === '1') return true;
  if (argument === '0') return false;
  const value = Number(argument);
  return value === 1 || value === -1;
}

/** A flag tag without a value (\i, \b) goes back to the style's setting, as libass reads it. */
function flagArgument(argument: string, flag: number, on: (argument: string) => boolean): boolean {
  return argument === '' ? (state.base & flag) !== 0 : on(argument);
}

/** \b also takes a font weight; 600 and above reads as bold. */
function boldOn(argument: string): boolean {
  const value = Number(argument);
  return value === 1 || value === -1 || value >= 600;
}

const ITALIC = 1;
const BOLD = 2;
const UNDERLINE = 4;
const STRIKE = 8;
const FLAGS = [ITALIC, BOLD, UNDERLINE, STRIKE] as const;
const OPEN_TAGS = ['', '<i>', '<b>', '', '<u>', '', '', '', '<s>'];
const CLOSE_TAGS = ['', '</i>', '</b>', '', '</u>', '', '', '', '</s>'];

/**
 * The state of one assTextToCueText call. A single instance is reused (the conversion never
 * re-enters itself), which keeps a 100,000-event file from allocating a writer per event.
 */
const state = {
  out: '',
  /** The styles the text so far asks for (ITALIC | BOLD ...) and its colour ('' for none). */
  wanted: 0,
  color: '',
  /** Open tags, innermost last: a flag, or 0 for a <font> whose colour is in openColors. */
  open: [] as number[],
  openColors: [] as string[],
  drawing: false,
  /** The style's own flags: what \r and an \i, \b or \u without a value go back to. */
  base: 0,
  /** The flags of another style, for \rName; undefined when the caller knows no styles. */
  flagsOfStyle: undefined as ((name: string) => number) | undefined,
};

function closeLast(): void {
  const flag = state.open.pop() ?? 0;
  if (flag === 0) {
    state.openColors.pop();
    state.out += '</font>';
  } else {
    state.out += CLOSE_TAGS[flag] ?? '';
  }
}

function isOpen(flag: number): boolean {
  return state.open.includes(flag);
}

/** Text goes through here so tags open lazily: toggles around no text leave no empty pairs. */
function writeText(chunk: string): void {
  if (state.drawing || chunk === '') return;
  if (state.open.length > 0 || state.wanted !== 0 || state.color !== '') syncTags();
  state.out += chunk;
}

function syncTags(): void {
  // Tags nest, so closing one means closing everything opened after it (and reopening).
  let keep = 0;
  let colorIndex = 0;
  for (; keep < state.open.length; keep++) {
    const flag = state.open[keep] ?? 0;
    if (flag === 0) {
      if (state.openColors[colorIndex++] !== state.color) break;
    } else if ((state.wanted & flag) === 0) break;
  }
  while (state.open.length > keep) closeLast();
  for (let k = 0; k < FLAGS.length; k++) {
    const flag = FLAGS[k] ?? 0;
    if ((state.wanted & flag) !== 0 && !isOpen(flag)) {
      state.open.push(flag);
      state.out += OPEN_TAGS[flag] ?? '';
    }
  }
  if (state.color !== '' && !state.openColors.includes(state.color)) {
    state.open.push(0);
    state.openColors.push(state.color);
    state.out += '<font color="' + state.color + '">';
  }
}

function setFlag(flag: number, on: boolean): void {
  state.wanted = on ? state.wanted | flag : state.wanted & ~flag;
}

/** The argument of a tag, read only for the few tags that matter to cue text. */
function argumentOf(raw: string, from: number, to: number): string {
  // The common case, a single digit ({\i1}), needs no slicing.
  if (to - from === 1) {
    const digit = raw.charCodeAt(from) - 48;
    if (digit >= 0 && digit <= 9) return DIGITS[digit] ?? '';
  }
  return raw.slice(from, to).trim();
}

const DIGITS = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'];

/** Applies one override tag, \name followed by its argument raw[argFrom..argTo). */
function applyOverride(
  raw: string,
  nameFrom: number,
  nameTo: number,
  argFrom: number,
  argTo: number,
): void {
  const first = raw.charCodeAt(nameFrom);
  const length = nameTo - nameFrom;
  if (length === 1) {
    switch (first) {
      case 105: // i
        setFlag(ITALIC, flagArgument(argumentOf(raw, argFrom, argTo), ITALIC, flagOn));
        return;
      case 117: // u
        setFlag(UNDERLINE, flagArgument(argumentOf(raw, argFrom, argTo), UNDERLINE, flagOn));
        return;
      case 115: // s
        setFlag(STRIKE, flagOn(argumentOf(raw, argFrom, argTo)));
        return;
      case 98: // b
        setFlag(BOLD, flagArgument(argumentOf(raw, argFrom, argTo), BOLD, boldOn));
        return;
      case 99: // c
        state.color = assColorToHtml(argumentOf(raw, argFrom, argTo));
        return;
      case 112: // p
        // Drawing mode: the text that follows is vector commands, not words.
        state.drawing = Number(argumentOf(raw, argFrom, argTo)) > 0;
        return;
    }
  }
  if (length === 2 && first === 49 && raw.charCodeAt(nameFrom + 1) === 99) {
    // \1c
    state.color = assColorToHtml(argumentOf(raw, argFrom, argTo));
  } else if (first === 114) {
    // \r, \rStyle: back to the event's style, or to the one named.
    const name = raw.slice(nameFrom + 1, argTo).trim();
    const flagsOf = state.flagsOfStyle;
    state.wanted = name === '' || flagsOf === undefined ? state.base : flagsOf(name);
    state.color = '';
  }
}

/** End of the name of the tag whose backslash is at raw[at - 1]: an optional digit (\1c), then letters. */
function overrideNameEnd(raw: string, at: number, to: number): number {
  let end = at;
  if (end < to && isAsciiDigit(raw.charCodeAt(end))) end++;
  while (end < to && isLetter(raw.charCodeAt(end))) end++;
  return end;
}

/** The argument runs to the next tag; \t(...) and \clip(...) hold backslashes of their own. */
function overrideArgumentEnd(raw: string, from: number, to: number): number {
  let end = from;
  let depth = 0;
  while (end < to) {
    const code = raw.charCodeAt(end);
    if (code === OPEN_PAREN) depth++;
    else if (code === CLOSE_PAREN && depth > 0) depth--;
    else if (code === BACKSLASH && depth === 0) break;
    end++;
  }
  return end;
}

/** Applies the tags of the override block raw[from..to) (without its braces). */
function readOverrideBlock(raw: string, from: number, to: number): void {
  let p = raw.indexOf('\\', from);
  while (p !== -1 && p < to) {
    const nameEnd = overrideNameEnd(raw, p + 1, to);
    const argumentEnd = overrideArgumentEnd(raw, nameEnd, to);
    if (nameEnd > p + 1) applyOverride(raw, p + 1, nameEnd, nameEnd, argumentEnd);
    p = argumentEnd < to ? argumentEnd : -1;
  }
}

/**
 * True for the tags whose effect cue text carries as markup (\i \b \u \s \c \1c, read as
 * <i> <b> <u> <s> <font color>), and for \p, the drawing mode, whose commands cue text drops.
 */
function isMarkupOverride(raw: string, nameFrom: number, nameTo: number): boolean {
  const name = raw.slice(nameFrom, nameTo);
  return MARKUP_OVERRIDES.has(name);
}

const MARKUP_OVERRIDES: ReadonlySet<string> = new Set(['i', 'b', 'u', 's', 'c', '1c', 'p']);

/**
 * The inside of an override block (without its braces) less the tags that cue text carries as
 * markup (see isMarkupOverride): what an edited cue text cannot say itself, such as position,
 * alignment, fonts, borders, fades and karaoke, with any comment text, in their order.
 */
export function nonMarkupOverrides(block: string): string {
  let kept = '';
  let copiedTo = 0;
  let p = block.indexOf('\\');
  while (p !== -1) {
    const nameEnd = overrideNameEnd(block, p + 1, block.length);
    const argumentEnd = overrideArgumentEnd(block, nameEnd, block.length);
    if (isMarkupOverride(block, p + 1, nameEnd)) {
      kept += block.slice(copiedTo, p);
      copiedTo = argumentEnd;
    }
    p = argumentEnd < block.length ? argumentEnd : -1;
  }
  return kept + block.slice(copiedTo);
}

const LOWER_V = 118;
const SPACE = 32;
const DOT = 46;

/**
 * Whether the block raw[from..to) (inside its braces) is a comment naming a voice the way
 * the ASS writer puts several voices of one cue in one event: `{<v Name>}`. It has no
 * backslash, so libass and VSFilter show nothing of it.
 */
function isVoiceComment(raw: string, from: number, to: number): boolean {
  if (to - from < 3 || raw.charCodeAt(from) !== LESS || raw.charCodeAt(from + 1) !== LOWER_V)
    return false;
  const after = raw.charCodeAt(from + 2);
  if (after !== SPACE && after !== DOT && after !== GREATER) return false;
  if (raw.charCodeAt(to - 1) !== GREATER) return false;
  const inner = raw.slice(from + 1, to - 1);
  return !inner.includes('<') && !inner.includes('>') && !inner.includes('\\');
}

/** Index of the first character that makes the raw text differ from cue text, -1 if none. */
function firstSpecial(raw: string): number {
  for (let i = 0; i < raw.length; i++) {
    const code = raw.charCodeAt(i);
    if (
      code === BACKSLASH ||
      code === OPEN_BRACE ||
      code === LESS ||
      code === GREATER ||
      code === AMPERSAND
    ) {
      return i;
    }
  }
  return -1;
}

/**
 * The Text field of an ASS/SSA event as cue text: \N becomes a line break, \n one too with
 * `softBreaks` (the script's WrapStyle is 2) and a space otherwise, as libass reads them, \h a
 * no-break space (U+00A0), {\i1} {\b1} {\u1} {\s1} {\c&H..&} become <i> <b> <u> <s> <font color>, every other
 * override block is dropped (so are drawings, {\p1}...), and < > & are escaped since cue text
 * is HTML-like. Tags still open at the end are closed.
 */
export function assTextToCueText(raw: string, softBreaks = false): string {
  requireString('assTextToCueText', 'raw', raw);
  return assTextToStyledCueText(raw, 0, undefined, softBreaks);
}

/**
 * Whether the raw Text field reads as `cueText`, with \n read either way (the reader took the
 * script's WrapStyle, which a formatter given cues alone does not know): the cue's own text.
 */
export function assTextReadsAs(raw: string, cueText: string): boolean {
  return (
    assTextToCueText(raw) === cueText ||
    (raw.includes('\\n') && assTextToCueText(raw, true) === cueText)
  );
}

/**
 * Whether \n is a line break in a script with this [Script Info]: only with 'WrapStyle: 2'
 * (no automatic wrapping), as libass reads it; otherwise it is a space where the line may wrap.
 */
export function breaksAtSoftBreaks(
  scriptInfo: readonly (readonly [string, string])[] | undefined,
): boolean {
  const wrapStyle = scriptInfo?.findLast(([key]) => key.toLowerCase() === 'wrapstyle')?.[1];
  return wrapStyle?.trim() === '2';
}

/** Style flags for {@link assTextToStyledCueText}: italic, bold, underline, as cue text marks them. */
export const STYLE_ITALIC = ITALIC;
export const STYLE_BOLD = BOLD;
export const STYLE_UNDERLINE = UNDERLINE;

/**
 * {@link assTextToCueText} for an event whose style sets `styleFlags` (STYLE_ITALIC | ...): the
 * text starts in them, as libass draws it, so an italic style's text is in <i> and {\i0}
 * ends it; \r goes back to them, \rName to `flagsOfStyle(name)` (the style's when not given).
 */
export function assTextToStyledCueText(
  raw: string,
  styleFlags: number,
  flagsOfStyle: ((name: string) => number) | undefined,
  softBreaks = false,
): string {
  const first = firstSpecial(raw);
  if (first < 0 && styleFlags === 0) return raw;
  state.base = styleFlags;
  state.flagsOfStyle = flagsOfStyle;
  state.out = '';
  state.wanted = styleFlags;
  state.color = '';
  state.open.length = 0;
  state.openColors.length = 0;
  state.drawing = false;
  let runStart = 0;
  const length = raw.length;
  let i = first < 0 ? length : first;
  while (i < length) {
    const code = raw.charCodeAt(i);
    let replacement: string | undefined;
    let next = i + 1;
    if (code === BACKSLASH && i + 1 < length) {
      const escaped = raw.charCodeAt(i + 1);
      const joined = raw.charCodeAt(i + 2);
      if (
        escaped === WORD_JOINER_CODE &&
        (joined === UPPER_N || joined === LOWER_N || joined === LOWER_H)
      ) {
        // What appendAssText wrote for a backslash of the text: the joiner goes again.
        replacement = '\\' + String.fromCharCode(joined);
        next = i + 3;
      } else if (escaped === UPPER_N || (escaped === LOWER_N && softBreaks)) replacement = '\n';
      // A soft break: libass breaks the line there only with WrapStyle 2, else it is a space.
      else if (escaped === LOWER_N) replacement = ' ';
      else if (escaped === LOWER_H) replacement = '\u00A0';
      else if (escaped === OPEN_BRACE) replacement = '{';
      else if (escaped === CLOSE_BRACE) replacement = '}';
      if (replacement !== undefined && next === i + 1) next = i + 2;
    } else if (code === OPEN_BRACE) {
      const close = raw.indexOf('}', i + 1);
      if (close !== -1) {
        writeText(raw.slice(runStart, i));
        if (isVoiceComment(raw, i + 1, close)) {
          // Renderers draw no comment; cue text has the voice it names.
          if (!state.drawing) state.out += raw.slice(i + 1, close);
        } else readOverrideBlock(raw, i + 1, close);
        i = runStart = close + 1;
        continue;
      }
    } else if (code === LESS) replacement = '&lt;';
    else if (code === GREATER) replacement = '&gt;';
    else if (code === AMPERSAND) replacement = '&amp;';
    if (replacement !== undefined) {
      if (runStart < i) writeText(raw.slice(runStart, i));
      writeText(replacement);
      runStart = next;
    }
    i = next;
  }
  if (runStart < length) writeText(raw.slice(runStart));
  while (state.open.length > 0) closeLast();
  const out = state.out;
  state.out = '';
  state.flagsOfStyle = undefined;
  return out;
}

const NAMED_COLORS: Record<string, string> = {
  white: 'ffffff',
  black: '000000',
  red: 'ff0000',
  lime: '00ff00',
  green: '008000',
  blue: '0000ff',
  yellow: 'ffff00',
  cyan: '00ffff',
  aqua: '00ffff',
  magenta: 'ff00ff',
  fuchsia: 'ff00ff',
  silver: 'c0c0c0',
  gray: '808080',
  grey: '808080',
};

/** '#rgb', '#rrggbb' or a basic colour name as ASS &HBBGGRR&; '' when unknown. */
function htmlColorToAss(color: string): string {
  let hex = color.trim().toLowerCase();
  hex = NAMED_COLORS[hex] ?? (hex.startsWith('#') ? hex.slice(1) : hex);
  if (/^[0-9a-f]{3}$/.test(hex)) hex = hex.replace(/./g, '$&$&');
  if (!/^[0-9a-f]{6}$/.test(hex)) return '';
  return '&H' + (hex.slice(4, 6) + hex.slice(2, 4) + hex.slice(0, 2)).toUpperCase() + '&';
}

const FONT_COLOR = /\bcolor\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;

/** One character of cue text as it must be written in an ASS Text field. */
function assChar(char: string): string {
  switch (char) {
    case '\n':
      return '\\N';
    case '\u00A0':
      return '\\h';
    case '{':
      return '\\{';
    case '}':
      return '\\}';
    default:
      return char;
  }
}

/** What makes a backslash of the text a line break or a hard space in ASS. */
const TEXT_BACKSLASH_BEFORE_ESCAPE = /\\(?=[Nnh])/g;

/**
 * `out` followed by `text`, a piece of cue text (no override tags or escapes of ours), with a
 * word joiner after each backslash that N, n or h follows, here or across the join: renderers
 * would otherwise show a line break ("C:\new" as "C:" and "ew") or a space. The reader drops
 * the joiner again.
 */
function appendAssText(out: string, text: string): string {
  if (text === '') return out;
  const first = text.charCodeAt(0);
  const joins =
    out.charCodeAt(out.length - 1) === BACKSLASH &&
    (first === UPPER_N || first === LOWER_N || first === LOWER_H);
  const safe = text.includes('\\')
    ? text.replace(TEXT_BACKSLASH_BEFORE_ESCAPE, '\\' + WORD_JOINER)
    : text;
  return joins ? out + WORD_JOINER + safe : out + safe;
}

/**
 * Cue text as an ASS/SSA Text field, the inverse of {@link assTextToCueText}: line breaks become
 * \N, <i> <b> <u> <s> and <font color> become override tags, ruby readings are written in
 * parentheses after their base (see rubyAsText), other tags are dropped (their text kept),
 * character references are decoded, and braces are escaped (\{ \}) so they stay text.
 * With `dropMarkup`, every tag is dropped. ASS has no escape for a backslash: one of the text
 * before N, n or h (a Windows path, "C:\new") gets a word joiner after it (see appendAssText).
 */
export function cueTextToAssText(cueText: string, dropMarkup = false): string {
  requireString('cueTextToAssText', 'cueText', cueText);
  // ASS renderers have no ruby: readings go in parentheses after their base.
  const text = rubyAsText(cueText);
  let out = '';
  let pending = '';
  const colors: string[] = [];
  const flush = (): void => {
    if (pending === '') return;
    // After a backslash of the text, '{' would read as an escaped brace: put the block before it.
    let at = out.length;
    while (at > 0 && out.charCodeAt(at - 1) === BACKSLASH) at--;
    out = out.slice(0, at) + '{' + pending + '}' + out.slice(at);
    pending = '';
  };
  let runStart = 0;
  const length = text.length;
  for (let i = 0; i < length; i++) {
    const code = text.charCodeAt(i);
    if (code === LESS) {
      const close = text.indexOf('>', i + 1);
      if (close === -1) continue;
      const tag = text.slice(i + 1, close);
      if (runStart < i) {
        flush();
        out = appendAssText(out, text.slice(runStart, i));
      }
      runStart = close + 1;
      i = close;
      if (!dropMarkup) pending += overrideForTag(tag, colors);
    } else if (code === AMPERSAND) {
      // A '&' that starts no reference (see character-references.ts) is a literal '&'.
      const referenceEnd = i + referenceLength(text, i);
      if (referenceEnd === i) continue;
      const decoded = decodeCharacterReference(text.slice(i, referenceEnd));
      flush();
      out = appendAssText(out, text.slice(runStart, i));
      const written = assChar(decoded);
      // An escape of ours (\N, \h, \{) is not text to make safe.
      out = written === decoded ? appendAssText(out, decoded) : out + written;
      runStart = referenceEnd;
      i = runStart - 1;
    } else if (code === CARRIAGE_RETURN) {
      // CRLF is one break, a lone CR one too.
      flush();
      out = appendAssText(out, text.slice(runStart, i));
      if (text.charCodeAt(i + 1) !== NEWLINE) out += '\\N';
      runStart = i + 1;
    } else if (code === NEWLINE || code === NBSP || code === OPEN_BRACE || code === CLOSE_BRACE) {
      flush();
      out = appendAssText(out, text.slice(runStart, i)) + assChar(text.charAt(i));
      runStart = i + 1;
    }
  }
  if (runStart < length) {
    flush();
    out = appendAssText(out, text.slice(runStart));
  }
  // Closing tags at the very end change nothing; after a trailing backslash they would have to
  // move before it and take its style away, so they are left out there.
  if (out.charCodeAt(out.length - 1) !== BACKSLASH) flush();
  return out;
}

/** The override tags for one cue-text tag ('' for tags ASS has no equivalent of). */
function overrideForTag(tag: string, colors: string[]): string {
  const closing = tag.startsWith('/');
  const nameMatch = /^\/?\s*([a-zA-Z]+)/.exec(tag);
  const name = nameMatch?.[1]?.toLowerCase() ?? '';
  switch (name) {
    case 'i':
    case 'b':
    case 'u':
    case 's':
      return '\\' + name + (closing ? '0' : '1');
    case 'font': {
      if (closing) {
        const popped = colors.pop();
        if (popped === undefined || popped === '') return '';
        // Back to the colour of the enclosing <font>, or to the style's.
        const outer = [...colors].reverse().find((color) => color !== '');
        return outer === undefined ? '\\c' : '\\c' + outer;
      }
      const match = FONT_COLOR.exec(tag);
      const color = htmlColorToAss(match?.[1] ?? match?.[2] ?? match?.[3] ?? '');
      colors.push(color);
      return color === '' ? '' : '\\c' + color;
    }
    default:
      return '';
  }
}
