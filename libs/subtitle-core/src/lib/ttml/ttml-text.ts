import { escapeCueText } from '../core/markup.js';
import { plainToCueText } from '../plain/plain-text.js';

/** The markup a run of text is shown with: what cue text can say of TTML's styles. */
export interface TextStyle {
  italic: boolean;
  bold: boolean;
  underline: boolean;
}

/** Whether a text has white space that is not already a single space (searches run natively). */
function hasWhiteSpaceToCollapse(text: string): boolean {
  return text.includes('\n') || text.includes('  ') || text.includes('\t') || text.includes('\r');
}

export const PLAIN_STYLE: TextStyle = { italic: false, bold: false, underline: false };

/**
 * A piece of a cue's content, in order: text in a style, a line break, ruby, or where the turn
 * of a voice (a span with an agent of its own) begins and ends.
 */
export type TextPiece =
  | { kind: 'text'; text: string; style: TextStyle }
  | { kind: 'br' }
  | { kind: 'ruby'; base: string; reading: string; style: TextStyle }
  | { kind: 'voice'; name: string }
  | { kind: 'end-voice' };

const TAGS = ['i', 'b', 'u'] as const;
type Tag = (typeof TAGS)[number];

function wants(style: TextStyle, tag: Tag): boolean {
  return tag === 'i' ? style.italic : tag === 'b' ? style.bold : style.underline;
}

/**
 * Default whitespace handling (xml:space="default", as TTML renders it): runs of spaces, tabs and
 * line feeds are one space, and none is kept at the start or end of a line. In place.
 */
export function collapseWhitespace(pieces: TextPiece[]): void {
  // After a line start or a space, a piece's leading space goes: two runs never give two spaces.
  let afterSpace = true;
  let lastText: { text: string } | undefined;
  const trimLineEnd = (): void => {
    if (lastText?.text.endsWith(' ')) lastText.text = lastText.text.slice(0, -1);
    lastText = undefined;
  };
  for (const piece of pieces) {
    if (piece.kind === 'br') {
      trimLineEnd();
      afterSpace = true;
    } else if (piece.kind === 'voice' || piece.kind === 'end-voice') {
      // A voice's tags show nothing: white space runs on across them.
    } else if (piece.kind === 'ruby') {
      piece.base = piece.base.replace(/\s+/g, ' ').trim();
      piece.reading = piece.reading.replace(/\s+/g, ' ').trim();
      afterSpace = false;
      lastText = undefined;
    } else {
      let text = hasWhiteSpaceToCollapse(piece.text)
        ? piece.text.replace(/[ \t\n\r]+/g, ' ')
        : piece.text;
      if (afterSpace && text.startsWith(' ')) text = text.slice(1);
      piece.text = text;
      if (text === '') continue;
      afterSpace = text.endsWith(' ');
      lastText = piece;
    }
  }
  trimLineEnd();
}

/**
 * The pieces as cue text: '\n' between lines, <i>, <b> and <u> nested so that tags close in the
 * order they opened, text escaped so that none of it reads as markup. Leading and trailing empty
 * lines are dropped.
 */
export function piecesToCueText(pieces: readonly TextPiece[]): string {
  let out = '';
  // Whether the text starts or ends with a line feed, kept as it is written: reading the finished
  // text to find out would copy every cue's pieces into one string, which nothing else needs yet.
  let leadingBreak = false;
  let trailingBreak = false;
  const add = (chunk: string): void => {
    if (chunk === '') return;
    if (out.length === 0) leadingBreak = chunk.charCodeAt(0) === 10;
    trailingBreak = chunk.charCodeAt(chunk.length - 1) === 10;
    out += chunk;
  };
  const open: Tag[] = [];
  const restyle = (style: TextStyle): void => {
    let keep = 0;
    while (keep < open.length && wants(style, open[keep] as Tag)) keep++;
    while (open.length > keep) add(`</${open.pop() as Tag}>`);
    for (const tag of TAGS) {
      if (wants(style, tag) && !open.includes(tag)) {
        add(`<${tag}>`);
        open.push(tag);
      }
    }
  };
  for (const piece of pieces) {
    if (piece.kind === 'br') {
      restyle(PLAIN_STYLE);
      add('\n');
    } else if (piece.kind === 'text') {
      if (piece.text === '') continue;
      restyle(piece.style);
      add(plainToCueText(piece.text));
    } else if (piece.kind === 'voice') {
      restyle(PLAIN_STYLE);
      add(`<v ${escapeCueText(piece.name)}>`);
    } else if (piece.kind === 'end-voice') {
      restyle(PLAIN_STYLE);
      add('</v>');
    } else if (piece.base !== '') {
      restyle(piece.style);
      add(`<ruby>${plainToCueText(piece.base)}<rt>${plainToCueText(piece.reading)}</rt></ruby>`);
    }
  }
  restyle(PLAIN_STYLE);
  return leadingBreak || trailingBreak ? out.replace(/^\n+|\n+$/g, '') : out;
}
