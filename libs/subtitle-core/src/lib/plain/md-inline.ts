import { escapeStrayAmpersands } from '../core/character-references.js';
import { removeTags } from '../core/markup.js';
import { isSpeakerName } from './speaker.js';

const TAG = /<[^>\n]*>/g;
const TAG_NAME = /^<\/?\s*([a-zA-Z]+)/;
// Characters that mean something inside a Markdown line. '>' '#' '-' '+' '=' and 'n.' only do
// at its start, so they are escaped only there (see escapeLineStart).
const INLINE_SPECIAL = /[\\*_`[<~]|&(?=#?[a-zA-Z0-9]+;)/g;
const LINE_BREAK = /\r\n?|\n/;
const ORDERED_LIST = /^(\d+)([.)])/;
const BACKSLASH = 92;
const STAR = 42;

/** Escapes what Markdown would read as markup inside a line of text. */
export function escapeMdText(text: string): string {
  return text.replace(INLINE_SPECIAL, (ch) => '\\' + ch);
}

/** Escapes what Markdown reads as a block start (heading, quote, list, setext underline). */
export function escapeLineStart(line: string): string {
  const c = line.charCodeAt(0);
  // '#' '>' '-' '+' '='
  if (c === 35 || c === 62 || c === 45 || c === 43 || c === 61) return '\\' + line;
  const list = ORDERED_LIST.exec(line);
  if (list) return `${list[1] ?? ''}\\${line.slice((list[1] ?? '').length)}`;
  return line;
}

interface Token {
  kind: 'text' | 'open' | 'close';
  value: string;
  /** For markers: 'i' or 'b'. */
  tag?: 'i' | 'b';
}

/** Character references decoded; a NUL put into a cue's text (parse() gives none) as U+FFFD, as parse() would read it. */
function decode(text: string): string {
  const decoded = removeTags(text);
  return decoded.includes('\0') ? decoded.replaceAll('\0', '\uFFFD') : decoded;
}

/** Cue text as text and emphasis-marker tokens; other tags dropped, character references decoded. */
function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    const index = match.index;
    if (index > last) tokens.push({ kind: 'text', value: decode(text.slice(last, index)) });
    last = index + match[0].length;
    const name = TAG_NAME.exec(match[0])?.[1]?.toLowerCase();
    if (name === 'i' || name === 'b') {
      tokens.push({
        kind: match[0].charCodeAt(1) === 47 ? 'close' : 'open',
        value: name === 'i' ? '*' : '**',
        tag: name,
      });
    }
  }
  if (last < text.length) tokens.push({ kind: 'text', value: decode(text.slice(last)) });
  return tokens;
}

/**
 * Keeps only emphasis that is properly nested and has visible text inside: Markdown has no way
 * to write an unclosed or crossed <i>, and stray stars would be read back as emphasis.
 */
function pairMarkers(tokens: Token[]): Token[] {
  const keep = tokens.map((token) => token.kind === 'text');
  const open: number[] = [];
  tokens.forEach((token, index) => {
    if (token.kind === 'open') {
      open.push(index);
    } else if (token.kind === 'close') {
      const top = open[open.length - 1];
      if (top === undefined || tokens[top]?.tag !== token.tag) return;
      open.pop();
      let visible = false;
      for (let k = top + 1; k < index && !visible; k++)
        visible = keep[k] === true && (tokens[k]?.value.trim() ?? '') !== '';
      if (visible) keep[top] = keep[index] = true;
    }
  });
  const kept: Token[] = [];
  tokens.forEach((token, index) => {
    if (!keep[index]) return;
    const previous = kept[kept.length - 1];
    // Text on both sides of a dropped marker is one text, for the spacing rule below.
    if (token.kind === 'text' && previous?.kind === 'text') previous.value += token.value;
    else kept.push(token);
  });
  return kept;
}

/**
 * Moves spaces just inside emphasis outside it, past every marker of the run, as Markdown needs
 * ('*x* y', not '*x *y'), and merges the texts that meet.
 */
function moveSpacesOut(input: readonly Token[]): Token[] {
  const tokens = input.map((token) => ({ ...token }));
  const out: Token[] = [];
  const pushText = (value: string): void => {
    if (value === '') return;
    const last = out[out.length - 1];
    if (last?.kind === 'text') last.value += value;
    else out.push({ kind: 'text', value });
  };
  let k = 0;
  while (k < tokens.length) {
    const token = tokens[k];
    if (!token) break;
    let end = k + 1;
    if (token.kind === 'open') {
      end = k;
      while (tokens[end]?.kind === 'open') end++;
      const next = tokens[end];
      if (next?.kind === 'text') {
        const rest = next.value.trimStart();
        pushText(next.value.slice(0, next.value.length - rest.length));
        next.value = rest;
      }
      out.push(...tokens.slice(k, end));
    } else if (token.kind === 'text') {
      while (tokens[end]?.kind === 'close') end++;
      const kept = end > k + 1 ? token.value.trimEnd() : token.value;
      pushText(kept);
      out.push(...tokens.slice(k + 1, end));
      pushText(token.value.slice(kept.length));
    } else {
      out.push(token);
    }
    k = end;
  }
  return out;
}

/** Markdown lines from prepared tokens, emphasis as '*' and '**', or as <i> and <b> with `html`. */
function emit(tokens: readonly Token[], html: boolean): string[] {
  let out = '';
  for (const token of tokens) {
    if (token.kind === 'text' || !html) out += token.value;
    else out += `<${token.kind === 'close' ? '/' : ''}${token.tag ?? ''}>`;
  }
  const lines: string[] = [];
  for (const line of out.split(LINE_BREAK)) {
    const trimmed = line.trim();
    if (trimmed !== '') lines.push(trimmed);
  }
  return lines;
}

function prepare(text: string): Token[] {
  const tokens = moveSpacesOut(pairMarkers(tokenize(text)));
  for (const token of tokens) if (token.kind === 'text') token.value = escapeMdText(token.value);
  return tokens;
}

/**
 * Cue text as Markdown lines: <i> becomes '*', <b> '**', other tags are dropped, character
 * references decoded and the text escaped. Lines are trimmed and empty ones dropped; a line that
 * starts a Markdown line still needs escapeLineStart. Stars are read back simply (see
 * mdToCueText), so nestings they cannot say unambiguously ('*a**b***') are written as <i> and
 * <b> HTML, which Markdown shows the same and parseMd keeps.
 */
export function cueTextToMdLines(text: string): string[] {
  const tokens = prepare(text);
  const lines = emit(tokens, false);
  if (!tokens.some((token) => token.kind !== 'text')) return lines;
  const again = emit(prepare(mdToCueText(lines.join('\n'))), false);
  const same = again.length === lines.length && again.every((line, k) => line === lines[k]);
  return same ? lines : emit(tokens, true);
}

function isAsciiPunctuation(c: number): boolean {
  return (
    (c >= 33 && c <= 47) || (c >= 58 && c <= 64) || (c >= 91 && c <= 96) || (c >= 123 && c <= 126)
  );
}

/** Removes Markdown backslash escapes: plain text such as a title or a speaker name. */
export function unescapeMd(text: string): string {
  if (!text.includes('\\')) return text;
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === BACKSLASH && i + 1 < text.length && isAsciiPunctuation(text.charCodeAt(i + 1))) {
      out += text[i + 1];
      i++;
    } else {
      out += text[i];
    }
  }
  return out;
}

/**
 * Markdown text (lines joined with '\n') as cue text: '*' and '**' become <i> and <b>, escaped
 * characters become literal ones (a literal '<' or '&' as &lt; and &amp;, since cue text is
 * markup), raw HTML such as <u> is kept. Emphasis is read simply: every unescaped run of stars
 * closes what is open, innermost first, and opens the rest ('**' bold, '*' italic); underscores
 * are not emphasis. Unclosed emphasis stays open rather than guessed at.
 */
export function mdToCueText(text: string): string {
  // A '&' that starts no reference the library reads ('AT&T', '&#0') stays text under HTML's rules too.
  return escapeStrayAmpersands(emphasisAsTags(text));
}

function emphasisAsTags(text: string): string {
  if (!text.includes('\\') && !text.includes('*')) return text;
  const open: Array<'i' | 'b'> = [];
  let out = '';
  let i = 0;
  while (i < text.length) {
    const c = text.charCodeAt(i);
    if (c === BACKSLASH && i + 1 < text.length && isAsciiPunctuation(text.charCodeAt(i + 1))) {
      const literal = text[i + 1] ?? '';
      out += literal === '<' ? '&lt;' : literal === '&' ? '&amp;' : literal;
      i += 2;
      continue;
    }
    if (c !== STAR) {
      out += text[i];
      i++;
      continue;
    }
    let run = 0;
    while (text.charCodeAt(i + run) === STAR) run++;
    i += run;
    for (;;) {
      const top = open[open.length - 1];
      if (top === 'i' && run >= 1) {
        out += '</i>';
        run -= 1;
      } else if (top === 'b' && run >= 2) {
        out += '</b>';
        run -= 2;
      } else {
        break;
      }
      open.pop();
    }
    for (; run >= 2; run -= 2) {
      out += '<b>';
      open.push('b');
    }
    if (run === 1) {
      out += '<i>';
      open.push('i');
    }
  }
  return out;
}

/** Index of the next unescaped '**' from `from`, or -1. */
export function closingStars(line: string, from: number): number {
  for (let i = from; i < line.length - 1; i++) {
    const c = line.charCodeAt(i);
    if (c === BACKSLASH) i++;
    else if (c === STAR && line.charCodeAt(i + 1) === STAR) return i;
  }
  return -1;
}

/** A '**Name:**' or '**Name**:' prefix: the speaker and where the text after it starts. */
export function readMdSpeaker(content: string): { speaker: string; after: number } | null {
  if (!content.startsWith('**')) return null;
  const close = closingStars(content, 2);
  if (close < 0) return null;
  let name = content.slice(2, close);
  let after = close + 2;
  if (name.endsWith(':')) name = name.slice(0, -1);
  else if (content.charCodeAt(after) === 58) after++;
  else return null;
  const next = content.charCodeAt(after);
  if (after < content.length && next !== 32 && next !== 9) return null;
  const speaker = unescapeMd(name);
  return isSpeakerName(speaker) ? { speaker, after } : null;
}
