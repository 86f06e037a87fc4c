import { escapeCueText } from '../core/markup.js';
import { plainToCueText } from '../plain/plain-text.js';

/** The markup a run of text is shown with: what cue text can say of TTML's styles. */
export interface TextStyle {
  italic: boolean;
  bold: boolean;
  underline: boolean;
}

/** White space that is not already a single space. */
const WHITE_SPACE_TO_COLLAPSE = /[\t\n\r]| {2}/;

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
    if (lastText) lastText.text = lastText.text.replace(/ $/, '');
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
      let text = WHITE_SPACE_TO_COLLAPSE.test(piece.text)
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
  const open: Tag[] = [];
  const restyle = (style: TextStyle): void => {
    let keep = 0;
    while (keep < open.length && wants(style, open[keep] as Tag)) keep++;
    while (open.length > keep) out += `</${open.pop() as Tag}>`;
    for (const tag of TAGS) {
      if (wants(style, tag) && !open.includes(tag)) {
        out += `<${tag}>`;
        open.push(tag);
      }
    }
  };
  for (const piece of pieces) {
    if (piece.kind === 'br') {
      restyle(PLAIN_STYLE);
      out += '\n';
    } else if (piece.kind === 'text') {
      if (piece.text === '') continue;
      restyle(piece.style);
      out += plainToCueText(piece.text);
    } else if (piece.kind === 'voice') {
      restyle(PLAIN_STYLE);
      out += `<v ${escapeCueText(piece.name)}>`;
    } else if (piece.kind === 'end-voice') {
      restyle(PLAIN_STYLE);
      out += '</v>';
    } else if (piece.base !== '') {
      restyle(piece.style);
      out += `<ruby>${plainToCueText(piece.base)}<rt>${plainToCueText(piece.reading)}</rt></ruby>`;
    }
  }
  restyle(PLAIN_STYLE);
  return out.replace(/^\n+|\n+$/g, '');
}
