import { isSimpleTagAt } from '../core/plain-texts.js';
import { isAsciiDigit } from '../text/ascii-digit.js';

const SPACE = 32;
const SLASH = 47;
const LF = 10;
/** What a \b weight turns bold from: fonts with a regular and a bold face show the bold one. */
const BOLD_WEIGHT = 600;

/** The markup a tag of an override block stands for: '<i>', '</i>', ... or '' for no markup. */
function formatTagMarkup(name: string, value: number): string {
  // Like libass: 1 sets, 0 or no value or anything else is the style's default (not set).
  const on = value === 1 || (name === 'b' && value >= BOLD_WEIGHT && value <= 900);
  return on ? `<${name}>` : `</${name}>`;
}

/** The number after a tag name in text[from, to), spaces allowed around it; -1 for none, NaN when not a number. */
function tagValue(text: string, from: number, to: number): number {
  let at = from;
  while (at < to && text.charCodeAt(at) === SPACE) at++;
  let value = -1;
  while (at < to && isAsciiDigit(text.charCodeAt(at))) {
    // Capped: past 999 no value means anything more.
    value = Math.min((value < 0 ? 0 : value * 10) + text.charCodeAt(at) - 48, 1000);
    at++;
  }
  while (at < to && text.charCodeAt(at) === SPACE) at++;
  return at === to ? value : Number.NaN;
}

/**
 * The \i, \b and \u tags of the override block text[from, to) (between its braces) as the cue
 * text markup they stand for, in order: `{\i1}` is '<i>', `{\i0}` and `{\i}` are '</i>'. Other
 * tags, and those that only start alike (\iclip, \bord, \blur, \be), give nothing.
 */
export function formatTagsIn(text: string, from: number, to: number): string {
  let out = '';
  for (let at = text.indexOf('\\', from); at >= 0 && at < to;) {
    const next = text.indexOf('\\', at + 1);
    const end = next < 0 || next > to ? to : next;
    const name = text[at + 1];
    if (name === 'i' || name === 'b' || name === 'u') {
      const value = tagValue(text, at + 2, end);
      if (!Number.isNaN(value)) out += formatTagMarkup(name, value);
    }
    at = next;
  }
  return out;
}

/** The end of a tag other than <i>, <b>, <u> that starts at text[lt], -1 when '<' is text. */
function otherTagEnd(text: string, lt: number): number {
  const code = text.charCodeAt(lt + 1) | 0x20;
  if (text.charCodeAt(lt + 1) !== SLASH && (code < 97 || code > 122)) return -1;
  const gt = text.indexOf('>', lt + 1);
  const newline = text.indexOf('\n', lt + 1);
  return gt < 0 || (newline >= 0 && newline < gt) ? -1 : gt;
}

/**
 * Tags for what is turned on, written only before text they apply to, properly nested: the
 * state of <i>, <b> and <u> that players derive from the tags, as cue text.
 */
class FormatState {
  /** The tags that are on, in the order they were turned on. */
  private readonly on: string[] = [];
  /** The tags open in what was written, outermost first. */
  private readonly written: string[] = [];

  set(name: string, value: boolean): void {
    const index = this.on.indexOf(name);
    if (value && index < 0) this.on.push(name);
    else if (!value && index >= 0) this.on.splice(index, 1);
  }

  /** The tags that make what was written match what is on. */
  sync(): string {
    let same = 0;
    while (same < this.written.length && this.written[same] === this.on[same]) same++;
    let out = this.closeFrom(same);
    for (const name of this.on.slice(same)) {
      out += `<${name}>`;
      this.written.push(name);
    }
    return out;
  }

  /** The end tags of what was written from written[depth] on. */
  closeFrom(depth: number): string {
    let out = '';
    while (this.written.length > depth) out += `</${this.written.pop() as string}>`;
    return out;
  }
}

/**
 * Cue text whose <i>, <b> and <u> tags are balanced and properly nested, read as players read
 * SubRip after turning its tags into ASS overrides (as ffmpeg does): each tag sets a state, so
 * `<i>` when already italic does nothing, `</i>` ends italics whatever is open inside it, and an
 * end tag with nothing open is ignored. What is open at the end is closed; a tag that applies
 * to no text is not written. Other markup and all text are kept as they are.
 */
export function balanceFormatTags(text: string): string {
  const state = new FormatState();
  let out = '';
  let at = 0;
  while (at < text.length) {
    const lt = text.indexOf('<', at);
    const runEnd = lt < 0 ? text.length : lt;
    if (runEnd > at) {
      // Line breaks show nothing: tags are opened after them, on the next line's text.
      let visible = at;
      while (visible < runEnd && text.charCodeAt(visible) === LF) visible++;
      out += text.slice(at, visible);
      if (visible < runEnd) out += state.sync() + text.slice(visible, runEnd);
    }
    if (lt < 0) break;
    if (isSimpleTagAt(text, lt)) {
      const closing = text.charCodeAt(lt + 1) === SLASH;
      state.set(text[closing ? lt + 2 : lt + 1] as string, !closing);
      at = lt + (closing ? 4 : 3);
      continue;
    }
    const end = otherTagEnd(text, lt);
    if (end >= 0) {
      out += text.slice(lt, end + 1);
      at = end + 1;
    } else {
      out += state.sync() + '<';
      at = lt + 1;
    }
  }
  return out + state.closeFrom(0);
}
