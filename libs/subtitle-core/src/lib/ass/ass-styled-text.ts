import { requireParseResult } from '../core/arguments.js';
import type { AssStyle, Cue, ParseResult } from '../core/types.js';
import {
  STYLE_BOLD,
  STYLE_ITALIC,
  STYLE_UNDERLINE,
  assTextReadsAs,
  assTextToCueText,
  assTextToStyledCueText,
} from './ass-markup.js';
import { AssStyleLookup } from './ass-style-lookup.js';
import { styleValue } from './ass-styles.js';

/** A style's Bold, Italic or Underline column: -1 (ASS's true) or 1 is on; Bold takes weights too. */
function columnOn(style: AssStyle, column: string, weight: boolean): boolean {
  const value = Number(styleValue(style, column, 'ass', 'ass').trim());
  return value === -1 || value === 1 || (weight && value >= 600);
}

/** STYLE_ITALIC | STYLE_BOLD | STYLE_UNDERLINE as the style's columns set them; 0 for none. */
export function assStyleFlags(style: AssStyle | undefined): number {
  if (style === undefined) return 0;
  let flags = 0;
  if (columnOn(style, 'Italic', false)) flags |= STYLE_ITALIC;
  if (columnOn(style, 'Bold', true)) flags |= STYLE_BOLD;
  if (columnOn(style, 'Underline', false)) flags |= STYLE_UNDERLINE;
  return flags;
}

const OPEN: ReadonlyArray<readonly [number, string, string]> = [
  [STYLE_ITALIC, '<i>', '</i>'],
  [STYLE_BOLD, '<b>', '</b>'],
  [STYLE_UNDERLINE, '<u>', '</u>'],
];

/** Cue text inside the tags of the flags, outermost italic, as assTextToStyledCueText opens them. */
function wrapped(text: string, flags: number): string {
  let open = '';
  let close = '';
  for (const [flag, start, end] of OPEN) {
    if ((flags & flag) === 0) continue;
    open += start;
    close = end + close;
  }
  return open + text + close;
}

/**
 * The text of ASS events as SRT and WebVTT show it: with the italic, bold and underline of the
 * event's style as <i>, <b>, <u> (ASS draws the style's look; cue text only has markup). An
 * event whose text still reads as its Text field is converted again from that field with the
 * style's flags as the starting state, so {\i0} ends the style's italics and {\r} (or
 * {\rName}) goes back to the style's (or that style's); an edited text is wrapped whole.
 */
export class AssStyledTexts {
  private readonly flags = new Map<AssStyle, number>();
  private anyFlags: boolean | undefined;

  constructor(private readonly styles: AssStyleLookup) {}

  private flagsOf(style: AssStyle | undefined): number {
    if (style === undefined) return 0;
    let flags = this.flags.get(style);
    if (flags === undefined) {
      flags = assStyleFlags(style);
      this.flags.set(style, flags);
    }
    return flags;
  }

  /** Whether any style sets a flag: without one, no text changes, and nothing is looked up. */
  private hasStyledStyles(): boolean {
    if (this.anyFlags === undefined) {
      this.anyFlags = false;
      for (const style of this.styles.styles.values()) {
        if (this.flagsOf(style) !== 0) this.anyFlags = true;
      }
    }
    return this.anyFlags;
  }

  /** The cue itself, or a copy with the text the style's flags give it. */
  cueOf(cue: Cue): Cue {
    const settings = cue.settings;
    if (settings?.kind !== 'ass' || cue.text === '' || !this.hasStyledStyles()) return cue;
    const flags = this.flagsOf(this.styles.of(cue));
    const raw = settings.raw;
    if (flags === 0 && !raw.includes('\\r')) return cue;
    let text: string;
    if (assTextReadsAs(raw, cue.text)) {
      // \r naming no style goes back to the event's own, as in libass.
      const flagsOfStyle = (name: string): number => {
        const style = this.styles.exact(name);
        return style === undefined ? flags : this.flagsOf(style);
      };
      const softBreaks = assTextToCueText(raw) !== cue.text;
      text = assTextToStyledCueText(raw, flags, flagsOfStyle, softBreaks);
    } else {
      text = flags === 0 ? cue.text : wrapped(cue.text, flags);
    }
    return text === cue.text ? cue : { ...cue, text };
  }
}

/**
 * The cues of a parsed file with the italic, bold and underline their ASS style draws, as
 * `<i>`, `<b>` and `<u>` in their text: what writing SRT or WebVTT does, for a program that
 * works on the text itself (a translator, a search index) and would otherwise lose the look
 * the style gives. Cues of other formats, and of plain styles, are returned as they are.
 */
export function cuesWithStyleMarkup(file: ParseResult): Cue[] {
  requireParseResult('cuesWithStyleMarkup', 'file', file);
  const styled = new AssStyledTexts(
    new AssStyleLookup({
      ...(file.styles ? { styles: file.styles } : {}),
      ...(file.header ? { header: file.header } : {}),
    }),
  );
  return file.cues.map((cue) => styled.cueOf(cue));
}
