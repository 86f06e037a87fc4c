import { VOICE_START, voiceName } from '../core/voice-turns.js';

/**
 * The speaker of a cue whose whole text is one voice span, '<v Name>…' or '<v.class Name>…'
 * (closed at the very end or not at all, as the spec allows); otherwise undefined.
 */
export function readSingleVoice(text: string): string | undefined {
  if (text.charCodeAt(0) !== 60 || text.charCodeAt(1) !== 118) return undefined;
  const third = text.charCodeAt(2);
  // After '<v' comes a class ('.'), whitespace then the name, or '>' (no name).
  if (third !== 46 && third !== 32 && third !== 9 && third !== 10 && third !== 12) return undefined;
  const tagEnd = text.indexOf('>', 2);
  if (tagEnd < 0) return undefined;
  const rest = text.slice(tagEnd + 1);
  if (VOICE_START.test(rest)) return undefined;
  const close = rest.indexOf('</v');
  if (close >= 0 && (close !== rest.length - 4 || !rest.endsWith('</v>'))) return undefined;
  return voiceName(text.slice(0, tagEnd + 1));
}

/** Whether the text already says who speaks with a voice tag. */
export function hasVoiceTag(text: string): boolean {
  return VOICE_START.test(text);
}

/** '<v Name>' for a speaker, with what would end the tag escaped; '' for a blank name. */
export function voiceTag(speaker: string): string {
  const name = speaker
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
  return name === '' ? '' : `<v ${name}>`;
}

/**
 * Makes text safe as WebVTT cue text: an empty line would end the cue and a line holding "-->"
 * would start a new one, so empty lines are dropped and "-->" is written "--&gt;" (the same text
 * once character references are decoded).
 */
export function sanitizeCueText(text: string): string {
  let out = text.includes('\r') ? text.replace(/\r\n?/g, '\n') : text;
  if (out.includes('-->')) out = out.replaceAll('-->', '--&gt;');
  if (out.includes('\n\n') || out.charCodeAt(0) === 10 || out.charCodeAt(out.length - 1) === 10) {
    out = out
      .split('\n')
      .filter((line) => line !== '')
      .join('\n');
  }
  return out;
}

/**
 * Free text placed in a block (header lines, NOTE, STYLE): no empty lines, and "-->" replaced
 * by the given text, since the parser would end the block there.
 */
export function sanitizeBlockText(text: string, arrowReplacement: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replaceAll('-->', arrowReplacement)
    .split('\n')
    .filter((line) => line !== '')
    .join('\n');
}

/** The eight colours WebVTT gives default classes (https://www.w3.org/TR/webvtt1/#default-text-color). */
const COLOR_CLASSES: Record<string, string> = {
  white: 'white',
  '#ffffff': 'white',
  '#fff': 'white',
  lime: 'lime',
  '#00ff00': 'lime',
  '#0f0': 'lime',
  cyan: 'cyan',
  aqua: 'cyan',
  '#00ffff': 'cyan',
  '#0ff': 'cyan',
  red: 'red',
  '#ff0000': 'red',
  '#f00': 'red',
  yellow: 'yellow',
  '#ffff00': 'yellow',
  '#ff0': 'yellow',
  magenta: 'magenta',
  fuchsia: 'magenta',
  '#ff00ff': 'magenta',
  '#f0f': 'magenta',
  blue: 'blue',
  '#0000ff': 'blue',
  '#00f': 'blue',
  black: 'black',
  '#000000': 'black',
  '#000': 'black',
};

/** A quick look for '<font' or '</font' in any case, before running the regular expression. */
function hasFontTag(text: string): boolean {
  for (let lt = text.indexOf('<'); lt >= 0; lt = text.indexOf('<', lt + 1)) {
    let next = text.charCodeAt(lt + 1);
    if (next === 47) next = text.charCodeAt(lt + 2);
    if ((next === 102 || next === 70) && /^<\/?font\b/i.test(text.slice(lt, lt + 7))) return true;
  }
  return false;
}

// [^<>] rather than [^>]: a '<font' without '>' must not make every later match rescan the text.
const FONT_TAG = /<(\/?)font\b([^<>]*)>/gi;
const COLOR_ATTRIBUTE = /\bcolor\s*=\s*["']?([^"'\s>]+)/i;

/**
 * The strike-out tag, which cue text holds for ASS's \s1 but WebVTT does not have
 * (https://www.w3.org/TR/webvtt1/#webvtt-cue-components). Other unknown tags are left to
 * players, which drop them as the cue text parsing rules say, so that a WebVTT file written back
 * keeps its text.
 */
const STRIKE_TAG = /<\/?s(?:[\s.][^<>\n]*)?>/g;

/** Cue text as WebVTT can hold it: <font> converted (see convertFontTags), <s> dropped (its text kept). */
export function toVttTags(text: string): string {
  return convertFontTags(text).replace(STRIKE_TAG, '');
}

/**
 * WebVTT has no <font>: a colour WebVTT has a default class for becomes <c.colour>, any other
 * font tag is dropped (its text stays).
 */
export function convertFontTags(text: string): string {
  if (!hasFontTag(text)) return text;
  const open: boolean[] = [];
  return text.replace(FONT_TAG, (_whole, slash: string, attributes: string) => {
    if (slash) return open.pop() ? '</c>' : '';
    const color = COLOR_ATTRIBUTE.exec(attributes)?.[1]?.toLowerCase();
    const className = color === undefined ? undefined : COLOR_CLASSES[color];
    open.push(className !== undefined);
    return className === undefined ? '' : `<c.${className}>`;
  });
}
