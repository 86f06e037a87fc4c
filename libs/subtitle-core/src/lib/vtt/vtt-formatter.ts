import { escapeCueText, stripTags } from '../core/markup.js';
import type { Cue, FormatOptions, VttRegion } from '../core/types.js';
import {
  convertFontTags,
  hasVoiceTag,
  sanitizeBlockText,
  sanitizeCueText,
  voiceTag,
} from './vtt-cue-text.js';
import { formatVttRegion, vttRegionIdForOutput } from './vtt-region.js';
import { formatVttCueSettings } from './vtt-settings.js';
import { formatVttTimestamp } from './vtt-timestamp.js';

/**
 * What "-->" becomes in free text (ids, header lines, notes). It cannot form a new "-->" with
 * what is around it, as '->' would in '--->'.
 */
const SAFE_ARROW = '-- >';

/** The signature line and header lines: WEBVTT [text], then lines until the first blank line. */
function formatHeader(vttHeader: string | undefined): string {
  if (vttHeader === undefined || vttHeader === '') return 'WEBVTT';
  const newline = vttHeader.indexOf('\n');
  // The signature line is never read for "-->", so only a line break could change it.
  const first = (newline < 0 ? vttHeader : vttHeader.slice(0, newline)).replace(/\r/g, '');
  let out = first === '' ? 'WEBVTT' : `WEBVTT ${first}`;
  if (newline >= 0) {
    const lines = sanitizeBlockText(vttHeader.slice(newline + 1), SAFE_ARROW);
    if (lines !== '') out += `\n${lines}`;
  }
  return out;
}

function formatRegions(regions: readonly VttRegion[], writtenIds: Map<string, string>): string {
  let out = '';
  for (const region of regions) {
    if (region.id === '') continue;
    const id = vttRegionIdForOutput(region.id);
    writtenIds.set(region.id, id);
    out += `\n\n${formatVttRegion(region, id)}`;
  }
  return out;
}

/** A cue identifier is one line without "-->" (either would change how the block reads). */
function formatId(id: string): string {
  if (!id.includes('\n') && !id.includes('\r') && !id.includes('-->')) return id;
  return id.replace(/[\r\n]+/g, ' ').replaceAll('-->', SAFE_ARROW);
}

function cueText(cue: Cue, plainText: boolean, speakers: boolean): string {
  let text = cue.text;
  const hasMarkup = text.includes('<');
  if (plainText) {
    text = escapeCueText(stripTags(text));
  } else if (hasMarkup) {
    text = convertFontTags(text);
  }
  if (speakers && cue.speaker && (plainText || !hasMarkup || !hasVoiceTag(text))) {
    text = voiceTag(cue.speaker) + text;
  }
  return sanitizeCueText(text);
}

/**
 * Writes WebVTT: the WEBVTT line with options.header.vttHeader, REGION blocks (options.regions),
 * STYLE blocks (header.vttStyles) and NOTE blocks (header.vttNotes), then the cues, each with its
 * id, "hh:mm:ss.mmm --> hh:mm:ss.mmm", the settings that differ from the defaults, and its text.
 * Text is made safe for the format: empty lines are dropped and "-->" becomes "--&gt;", so no cue
 * can end early or start another. A cue's speaker is written as a <v Speaker> voice tag when its
 * text has none (unless options.speakers is false). options.plainText removes the text's markup.
 */
export function formatVtt(cues: readonly Cue[], options: FormatOptions = {}): string {
  const header = options.header;
  let out = formatHeader(header?.vttHeader);
  const writtenRegionIds = new Map<string, string>();
  if (options.regions) out += formatRegions(options.regions, writtenRegionIds);
  for (const style of header?.vttStyles ?? []) {
    // CSS can escape '>' as '\>', which is what the spec suggests for "-->" in a style sheet.
    const css = sanitizeBlockText(style, '--\\>');
    if (css !== '') out += `\n\nSTYLE\n${css}`;
  }
  for (const note of header?.vttNotes ?? []) {
    const text = sanitizeBlockText(note, SAFE_ARROW);
    out +=
      text === '' ? '\n\nNOTE' : text.includes('\n') ? `\n\nNOTE\n${text}` : `\n\nNOTE ${text}`;
  }
  const plainText = options.plainText === true;
  const speakers = options.speakers !== false;
  for (const cue of cues) {
    // One append per cue: many small appends make a deep rope that is slow to flatten.
    const id = cue.id === undefined || cue.id === '' ? '' : `${formatId(cue.id)}\n`;
    const settings =
      cue.settings?.kind === 'vtt' ? formatVttCueSettings(cue.settings, writtenRegionIds) : '';
    const text = cueText(cue, plainText, speakers);
    out += `\n\n${id}${formatVttTimestamp(cue.start)} --> ${formatVttTimestamp(cue.end)}${settings}${text === '' ? '' : '\n'}${text}`;
  }
  return `${out}\n`;
}
