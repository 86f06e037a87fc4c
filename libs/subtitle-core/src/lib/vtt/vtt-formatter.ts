import { isCommentCue, isDrawingCue } from '../ass/ass-cue.js';
import { escapeCueText } from '../core/markup.js';
import { type OutputBuffer, acquireOutputBuffer } from '../core/output-buffer.js';
import { writeTimestamp, writeTimingArrow } from '../core/output-timestamp.js';
import { toPlainText } from '../core/plain-cue-text.js';
import { escapeForHtmlReferences } from '../cue-text/portable-references.js';
import { plainTextsOf } from '../core/plain-texts.js';
import type { Cue, FormatOptions, VttCueSettings, VttRegion } from '../core/types.js';
import {
  hasVoiceTag,
  sanitizeBlockText,
  sanitizeCueText,
  toVttTags,
  voiceTag,
} from './vtt-cue-text.js';
import { placeNotes } from './vtt-notes.js';
import { VttPlacements } from './vtt-placements.js';
import { formatVttRegion, vttRegionIdForOutput } from './vtt-region.js';
import { formatVttCueSettings } from './vtt-settings.js';

/**
 * What "-->" becomes in free text (ids, header lines, notes). It cannot form a new "-->" with
 * what is around it, as '->' would in '--->'.
 */
const SAFE_ARROW = '-- >';

/**
 * One scan for what can make cueText() change a text besides a speaker and options.plainText: a
 * tag WebVTT lacks (<font> to convert, <s> to drop), a carriage return, "-->", a blank line or a '&'.
 * Most cue text has none.
 */
const MAY_CHANGE = /<\/?[fFs]|\r|-->|\n\n|&/;

const LF = 10;
/** Cues per call of writeCues. */
const BATCH = 256;
/** More than the blank line and timing line of a cue take, whatever the times. */
const CUE_BYTES = 160;

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
  if (
    !plainText &&
    !(speakers && cue.speaker) &&
    text.charCodeAt(0) !== LF &&
    text.charCodeAt(text.length - 1) !== LF &&
    !MAY_CHANGE.test(text)
  ) {
    return text;
  }
  const hasMarkup = text.includes('<');
  if (plainText) {
    text = escapeCueText(toPlainText(text));
  } else {
    if (hasMarkup) text = toVttTags(text);
    text = escapeForHtmlReferences(text);
  }
  if (speakers && cue.speaker && (plainText || !hasMarkup || !hasVoiceTag(text))) {
    text = voiceTag(cue.speaker) + text;
  }
  return sanitizeCueText(text);
}

/** Whether settings are all the defaults, which formatVttCueSettings writes as nothing. */
function isDefaultSettings(settings: VttCueSettings): boolean {
  return (
    settings.line === 'auto' &&
    settings.position === 'auto' &&
    settings.size === 100 &&
    settings.align === 'center' &&
    settings.vertical === '' &&
    settings.region === ''
  );
}

/**
 * Writes cues[from .. to). Formatting goes through this in batches so that the engine optimizes
 * it as a function called often, rather than recompiling one long loop on every call.
 */
function writeCues(
  out: OutputBuffer,
  cues: readonly Cue[],
  from: number,
  to: number,
  regionIds: ReadonlyMap<string, string>,
  plainTexts: readonly (string | undefined)[],
  plainText: boolean,
  speakers: boolean,
  placements: VttPlacements,
): void {
  const bytes = out.bytes;
  for (let i = from; i < to; i++) {
    const listed = cues[i] as Cue;
    // An ASS comment or drawing has no place in WebVTT.
    if (isCommentCue(listed) || isDrawingCue(listed)) continue;
    // An ASS event's style may set italics that its text does not mark.
    const cue = plainText ? listed : placements.styled.cueOf(listed);
    const settings = cue.settings;
    // Room for the whole cue: append() may start a new chunk, which only makes more room.
    out.reserve(CUE_BYTES);
    let pos = out.pos;
    bytes[pos] = LF;
    bytes[pos + 1] = LF;
    pos += 2;
    if (cue.id !== undefined && cue.id !== '') {
      out.pos = pos;
      out.append(formatId(cue.id));
      pos = out.pos;
      bytes[pos++] = LF;
    }
    pos = writeTimestamp(out, pos, cue.start, 'vtt');
    out.pos = writeTimestamp(out, writeTimingArrow(out.view, pos), cue.end, 'vtt');
    if (settings !== undefined) {
      // A SubRip alignment ({\an8}), or an ASS event's placement (\pos, its margins, else
      // its \an or \a or its style's Alignment), becomes the settings that place the cue there.
      const vtt = settings.kind === 'vtt' ? settings : placements.settingsOf(cue);
      if (!isDefaultSettings(vtt)) {
        const written = formatVttCueSettings(vtt, regionIds);
        if (written !== '') out.append(written);
      }
    }
    // What the parser found plain is written as it is, unless an option changes it.
    const plain = plainTexts[i];
    // (A cue from outside may lack its text: that must not match a missing entry.)
    const text =
      !plainText && plain !== undefined && plain === cue.text && !(speakers && cue.speaker)
        ? plain
        : cueText(cue, plainText, speakers);
    if (text !== '') {
      bytes[out.pos++] = LF;
      out.append(text);
    }
  }
}

/**
 * The cues by start time, the same cue objects (a note follows the cue it was parsed before):
 * WebVTT requires each cue to start at or after the one before, and an ASS script's events
 * need not be in order. A stable sort, so cues that start together keep their order; the list
 * itself when it is in order already.
 */
function inStartOrder(cues: readonly Cue[]): readonly Cue[] {
  for (let k = 1; k < cues.length; k++) {
    if ((cues[k] as Cue).start < (cues[k - 1] as Cue).start) {
      return [...cues].sort((a, b) => a.start - b.start);
    }
  }
  return cues;
}

/**
 * Writes WebVTT: the WEBVTT line with options.header.vttHeader, REGION blocks (options.regions),
 * STYLE blocks (header.vttStyles) and NOTE blocks (header.vttNotes, each before the cue
 * header.vttNotePositions says, or before the first cue), then the cues, each with its id,
 * "hh:mm:ss.mmm --> hh:mm:ss.mmm", the settings that differ from the defaults (the alignment of
 * a SubRip cue or an ASS event, with options.styles, as the settings of vtt-alignment.ts), and
 * its text.
 * Text is made safe for the format: empty lines are dropped and "-->" becomes "--&gt;", so no cue
 * can end early or start another. A cue's speaker is written as a <v Speaker> voice tag when its
 * text has none (unless options.speakers is false). options.plainText removes the text's markup.
 * ASS comments are left out. Cues are written by start time, as WebVTT requires.
 */
export function formatVtt(given: readonly Cue[], options: FormatOptions = {}): string {
  const cues = inStartOrder(given);
  const header = options.header;
  let head = formatHeader(header?.vttHeader);
  const writtenRegionIds = new Map<string, string>();
  if (options.regions) head += formatRegions(options.regions, writtenRegionIds);
  for (const style of header?.vttStyles ?? []) {
    // CSS can escape '>' as '\>', which is what the spec suggests for "-->" in a style sheet.
    const css = sanitizeBlockText(style, '--\\>');
    if (css !== '') head += `\n\nSTYLE\n${css}`;
  }
  const notes = placeNotes(header, cues, SAFE_ARROW);
  const plainText = options.plainText === true;
  const speakers = options.speakers !== false;
  const plainTexts = plainTextsOf(cues) ?? [];
  const placements = new VttPlacements(options);
  const out = acquireOutputBuffer();
  try {
    out.append(head);
    let from = 0;
    const writeCuesBefore = (end: number): void => {
      for (; from < end; from += BATCH) {
        const to = Math.min(end, from + BATCH);
        writeCues(
          out,
          cues,
          from,
          to,
          writtenRegionIds,
          plainTexts,
          plainText,
          speakers,
          placements,
        );
      }
      from = end;
    };
    for (const note of notes) {
      writeCuesBefore(note.before);
      out.append(note.block);
    }
    writeCuesBefore(cues.length);
    out.reserve(1);
    out.bytes[out.pos++] = LF;
    return out.finish();
  } finally {
    out.release();
  }
}
