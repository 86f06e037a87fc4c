import { isVttWhitespace } from './vtt-number.js';

/**
 * Walks the settings of text[from .. to), split on WebVTT whitespace, as cue settings and region
 * settings are. The line count follows the line breaks passed (a region's settings span lines).
 */
export class VttSettingReader {
  /** The current setting, as written. */
  token = '';
  /**
   * Where the current setting splits into name and value: the index of its first ':', or -1 for
   * a token the spec skips (no colon, or nothing before or after it).
   */
  colon = -1;

  constructor(
    private readonly text: string,
    private pos: number,
    private readonly to: number,
    public line: number,
  ) {}

  /** Moves to the next setting; false when none is left. */
  next(): boolean {
    const { text, to } = this;
    let pos = this.pos;
    let code = text.charCodeAt(pos);
    while (pos < to && isVttWhitespace(code)) {
      if (code === 10) this.line++;
      code = text.charCodeAt(++pos);
    }
    if (pos >= to) return false;
    const start = pos;
    while (pos < to && !isVttWhitespace(text.charCodeAt(pos))) pos++;
    this.pos = pos;
    const token = text.slice(start, pos);
    const colon = token.indexOf(':');
    this.token = token;
    this.colon = colon <= 0 || colon === token.length - 1 ? -1 : colon;
    return true;
  }
}
