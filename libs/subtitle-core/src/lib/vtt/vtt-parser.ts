import type { ErrorCollector } from '../core/parse-error.js';
import { rememberItems } from '../core/parsed-positions.js';
import { isPlainEdge, onlySimpleTags, rememberPlainTexts } from '../core/plain-texts.js';
import { isSpaceOrTab, isSpaceOrTabOnly } from '../text/space-or-tab.js';
import type { Cue, ParseResult, SubtitleHeader, VttRegion } from '../core/types.js';
import { withPortableReferences } from '../cue-text/portable-references.js';
import { readSingleVoice } from './vtt-cue-text.js';
import { isVttWhitespace } from './vtt-number.js';
import { quote } from './vtt-quote.js';
import { parseVttRegionSettings } from './vtt-region.js';
import { defaultVttSettings, hasSettingsText, parseVttCueSettings } from './vtt-settings.js';
import { type Cursor, collectVttTimestamp, formatVttTimestamp } from './vtt-timestamp.js';
import { TOO_LARGE_TIME } from '../time/safe-ms.js';

const LF = 10;
const BOM = 0xfeff;
const HYPHEN = 45;
const GREATER = 62;

/** Why reading a timing line failed (plain constants: enums are not erasable syntax). */
const TimingFailure = { None: 0, Start: 1, Arrow: 2, End: 3 } as const;
type TimingFailure = (typeof TimingFailure)[keyof typeof TimingFailure];

/** Where reading a timing line stopped, and why when it failed. */
interface TimingCursor extends Cursor {
  start: number;
  end: number;
  failure: TimingFailure;
}

/** Signature check: "WEBVTT" alone, or followed by a space, a tab or a line break. */
function hasSignature(text: string): boolean {
  if (!text.startsWith('WEBVTT')) return false;
  if (text.length === 6) return true;
  const seventh = text.charCodeAt(6);
  return seventh === 32 || seventh === 9 || seventh === LF;
}

/**
 * The text from its signature when byte order marks beyond the one the standard allows (and
 * parse() has dropped) come before it: tools that add a BOM to a file that has one already make
 * such files, and their cues are all there. Reported, so strict mode still refuses the file.
 */
function withoutExtraBoms(text: string, errors: ErrorCollector): string {
  let from = 0;
  while (text.charCodeAt(from) === BOM) from++;
  if (from === 0 || !hasSignature(text.slice(from, from + 7))) return text;
  errors.report(
    'bad-signature',
    1,
    'More than one byte order mark comes before "WEBVTT"; the file was read without the extra ones.',
  );
  return text.slice(from);
}

/** True when text[from .. to) is "STYLE"/"REGION" (the word) followed only by whitespace. */
function isBlockKeyword(text: string, from: number, to: number, word: string): boolean {
  if (!text.startsWith(word, from)) return false;
  for (let i = from + word.length; i < to; i++) {
    if (!isVttWhitespace(text.charCodeAt(i))) return false;
  }
  return true;
}

function isNoteStart(text: string, from: number, lineEnd: number): boolean {
  if (!text.startsWith('NOTE', from)) return false;
  if (from + 4 === lineEnd) return true;
  const next = text.charCodeAt(from + 4);
  return next === 32 || next === 9;
}

function skipWhitespace(text: string, pos: number, end: number): number {
  while (pos < end && isVttWhitespace(text.charCodeAt(pos))) pos++;
  return pos;
}

/**
 * "Collect WebVTT cue timings and settings", the timing part: start, "-->", end. On success
 * cursor.pos is where the settings begin.
 */
function readTiming(text: string, from: number, to: number, cursor: TimingCursor): boolean {
  cursor.pos = skipWhitespace(text, from, to);
  cursor.start = collectVttTimestamp(text, cursor, to);
  if (cursor.start < 0) {
    cursor.failure = TimingFailure.Start;
    return false;
  }
  let pos = skipWhitespace(text, cursor.pos, to);
  if (
    text.charCodeAt(pos) !== HYPHEN ||
    text.charCodeAt(pos + 1) !== HYPHEN ||
    text.charCodeAt(pos + 2) !== GREATER ||
    pos + 2 >= to
  ) {
    cursor.failure = TimingFailure.Arrow;
    return false;
  }
  pos = skipWhitespace(text, pos + 3, to);
  cursor.pos = pos;
  cursor.end = collectVttTimestamp(text, cursor, to);
  if (cursor.end < 0) {
    cursor.pos = pos;
    cursor.failure = TimingFailure.End;
    return false;
  }
  cursor.failure = TimingFailure.None;
  return true;
}

/** Where `char` next occurs in text from `from` on; the text's length when nowhere. */
function nextAt(text: string, char: string, from: number): number {
  const at = text.indexOf(char, from);
  return at < 0 ? text.length : at;
}

/** Where the word at text[from ..) ends: at whitespace, an arrow or `to`. */
function wordEndAt(text: string, from: number, to: number): number {
  let end = from;
  while (end < to && !isVttWhitespace(text.charCodeAt(end)) && !text.startsWith('-->', end)) end++;
  return end;
}

/**
 * A time written as WebVTT wants it (minutes and seconds under 60, three digits after the dot):
 * when the reader refused one, its value was past what a number holds exactly.
 */
const WELL_FORMED_TIME = /^(?:\d+:)?[0-5]\d:[0-5]\d\.\d{3}$/;

function timingError(
  text: string,
  lineStart: number,
  lineEnd: number,
  cursor: TimingCursor,
): string {
  const tail =
    'a WebVTT time is mm:ss.ttt or hh:mm:ss.ttt, minutes and seconds under 60 and exactly three digits after the dot; the cue is skipped.';
  if (cursor.failure === TimingFailure.Arrow) {
    return `The timing line ${quote(text.slice(lineStart, lineEnd))} needs "-->" right after the start time; the cue is skipped.`;
  }
  const which = cursor.failure === TimingFailure.Start ? 'start' : 'end';
  const from =
    cursor.failure === TimingFailure.Start ? skipWhitespace(text, lineStart, lineEnd) : cursor.pos;
  const wordEnd = wordEndAt(text, from, lineEnd);
  if (wordEnd === from)
    return `The timing line ${quote(text.slice(lineStart, lineEnd))} has no ${which} time; ${tail}`;
  const word = text.slice(from, wordEnd);
  return WELL_FORMED_TIME.test(word)
    ? `The ${which} time ${quote(word)} ${TOO_LARGE_TIME}; the cue is skipped.`
    : `The ${which} time ${quote(word)} is not valid: ${tail}`;
}

/** Says why a block that is no cue, note, style sheet nor region was dropped. */
function reportSkippedBlock(
  text: string,
  blockStart: number,
  firstLineEnd: number,
  blockEnd: number,
  line: number,
  errors: ErrorCollector,
): void {
  const alone = firstLineEnd === blockEnd;
  if (isBlockKeyword(text, blockStart, firstLineEnd, 'STYLE')) {
    errors.report(
      'bad-style',
      line,
      alone
        ? 'This STYLE block has no style sheet; it is ignored.'
        : 'A STYLE block after the first cue is ignored: style sheets come before all cues.',
    );
  } else if (isBlockKeyword(text, blockStart, firstLineEnd, 'REGION')) {
    errors.report(
      'bad-region',
      line,
      alone
        ? 'This REGION block has no settings; it is ignored.'
        : 'A REGION block after the first cue is ignored: regions are defined before all cues.',
    );
  } else {
    errors.report(
      'skipped-line',
      line,
      `${quote(text.slice(blockStart, firstLineEnd))} is not part of a cue (a cue starts with a line like "00:00:01.000 --> 00:00:02.000"); it is skipped.`,
    );
  }
}

/**
 * Reads WebVTT following the W3C parsing algorithm (https://www.w3.org/TR/webvtt1/#file-parsing)
 * over the text as it is, without splitting it into lines. What the algorithm drops is reported:
 * a missing signature (no cues at all), cues with bad timings, settings and region settings it
 * ignores, blocks that are neither cue, NOTE, STYLE nor REGION. Expects text normalized as
 * parse() does (no BOM, LF line breaks).
 */
export function parseVtt(input: string, errors: ErrorCollector): ParseResult {
  const text = withoutExtraBoms(input, errors);
  const cues: Cue[] = [];
  // Beside each cue: its text when plain (core/plain-texts.ts). Cue text never holds "-->", a
  // blank line or a carriage return here, so only '<', '&' and its ends are left to look at.
  const plainTexts: (string | undefined)[] = [];
  const result: ParseResult = { format: 'vtt', cues, errors: [] };
  if (!hasSignature(text)) {
    errors.report(
      'bad-signature',
      1,
      'A WebVTT file starts with "WEBVTT" (then a space, a tab or the end of the line); without it the file is not read.',
    );
    return result;
  }
  const length = text.length;
  const regions: VttRegion[] = [];
  const styles: string[] = [];
  const notes: string[] = [];
  // The cue each note comes before, by index.
  const notePositions: number[] = [];
  let headerText = '';

  let pos = text.indexOf('\n');
  if (pos < 0) pos = length;
  if (pos > 7) headerText = text.slice(7, pos);
  pos++;
  let lineNo = 2;

  // Index of the next "-->" at or after the line being read; found once, not once per line.
  let nextArrow = -1;
  // The next '<' and '&' at or after the last text looked at: one pass over the file for each.
  let nextLt = -1;
  let nextAmp = -1;
  // Where the next "{\" is: SubRip players read it as an override block (core/plain-texts.ts).
  let nextOverride = -1;

  // Lines after "WEBVTT" up to the first blank line form the header; a line with "-->" ends it too.
  if (pos < length && text.charCodeAt(pos) !== LF) {
    for (;;) {
      const newline = text.indexOf('\n', pos);
      const lineEnd = newline < 0 ? length : newline;
      if (lineEnd === pos) {
        pos++;
        lineNo++;
        break;
      }
      if (nextArrow < pos) {
        nextArrow = text.indexOf('-->', pos);
        if (nextArrow < 0) nextArrow = length;
      }
      if (nextArrow < lineEnd) break;
      headerText += `\n${text.slice(pos, lineEnd)}`;
      lineNo++;
      pos = lineEnd + 1;
      if (newline < 0) break;
    }
  }

  const cursor: TimingCursor = { pos: 0, start: 0, end: 0, failure: TimingFailure.None };
  let seenCue = false;

  while (pos < length) {
    while (pos < length && text.charCodeAt(pos) === LF) {
      pos++;
      lineNo++;
    }
    if (pos >= length) break;

    // Collect a WebVTT block.
    const blockStart = pos;
    const blockLine = lineNo;
    let lineCount = 0;
    let seenArrow = false;
    let timingFailed = false;
    let cue: Cue | null = null;
    let cueLine = 0;
    let isStyle = false;
    let isRegion = false;
    let bufferStart = -1;
    let bufferEnd = -1;
    let bufferLine = 0;
    // A buffered line of only spaces and tabs (WebVTT keeps it; SubRip would end the cue there).
    let spaceOnlyLine = false;
    for (;;) {
      const lineStart = pos;
      const newline = text.indexOf('\n', pos);
      const lineEnd = newline < 0 ? length : newline;
      lineCount++;
      if (nextArrow < lineStart) {
        nextArrow = text.indexOf('-->', lineStart);
        if (nextArrow < 0) nextArrow = length;
      }
      if (nextArrow < lineEnd) {
        if (lineCount === 1 || (lineCount === 2 && !seenArrow)) {
          seenArrow = true;
          if (readTiming(text, lineStart, lineEnd, cursor)) {
            const settings = defaultVttSettings();
            if (hasSettingsText(text, cursor.pos, lineEnd)) {
              parseVttCueSettings(text, cursor.pos, lineEnd, settings, regions, errors, lineNo);
            }
            cue =
              bufferStart >= 0
                ? {
                    id: text.slice(bufferStart, bufferEnd),
                    start: cursor.start,
                    end: cursor.end,
                    text: '',
                    settings,
                  }
                : { start: cursor.start, end: cursor.end, text: '', settings };
            cueLine = lineNo;
            bufferStart = -1;
            seenCue = true;
          } else {
            timingFailed = true;
            errors.report('bad-timestamp', lineNo, timingError(text, lineStart, lineEnd, cursor));
          }
        } else {
          // This line starts the next block.
          pos = lineStart;
          break;
        }
      } else if (lineStart === lineEnd) {
        pos = lineEnd + 1;
        lineNo++;
        break;
      } else {
        if (lineCount === 2 && !seenCue && bufferStart >= 0) {
          if (isBlockKeyword(text, bufferStart, bufferEnd, 'STYLE')) {
            isStyle = true;
            bufferStart = -1;
          } else if (isBlockKeyword(text, bufferStart, bufferEnd, 'REGION')) {
            isRegion = true;
            bufferStart = -1;
          }
        }
        if (bufferStart < 0) {
          bufferStart = lineStart;
          bufferLine = lineNo;
          spaceOnlyLine = false;
        }
        bufferEnd = lineEnd;
        if (
          isSpaceOrTab(text.charCodeAt(lineStart)) &&
          isSpaceOrTabOnly(text, lineStart, lineEnd)
        ) {
          spaceOnlyLine = true;
        }
      }
      lineNo++;
      if (newline < 0) {
        pos = length;
        break;
      }
      pos = newline + 1;
    }

    if (cue !== null) {
      let plain: string | undefined = '';
      if (bufferStart >= 0) {
        if (nextLt < bufferStart) nextLt = nextAt(text, '<', bufferStart);
        if (nextAmp < bufferStart) nextAmp = nextAt(text, '&', bufferStart);
        const sliced = text.slice(bufferStart, bufferEnd);
        // Read here with HTML's whole table, so that every formatter shows what a browser shows.
        const cueText = nextAmp < bufferEnd ? withPortableReferences(sliced) : sliced;
        cue.text = cueText;
        if (cueText.charCodeAt(0) === 60) {
          const speaker = readSingleVoice(cueText);
          if (speaker !== undefined) cue.speaker = speaker;
        }
        if (nextOverride < bufferStart) nextOverride = nextAt(text, '{\\', bufferStart);
        const simple = nextLt >= bufferEnd || onlySimpleTags(text, nextLt, bufferEnd);
        plain =
          simple &&
          nextAmp >= bufferEnd &&
          nextOverride >= bufferEnd &&
          !spaceOnlyLine &&
          isPlainEdge(cueText.charCodeAt(0)) &&
          isPlainEdge(cueText.charCodeAt(cueText.length - 1))
            ? cueText
            : undefined;
      }
      plainTexts.push(plain);
      if (cue.end < cue.start) {
        errors.report(
          'end-before-start',
          cueLine,
          `The cue ends at ${formatVttTimestamp(cue.end)}, before it starts at ${formatVttTimestamp(cue.start)}.`,
        );
      }
      cues.push(cue);
    } else if (isStyle) {
      styles.push(text.slice(bufferStart, bufferEnd));
    } else if (isRegion) {
      const region = parseVttRegionSettings(text, bufferStart, bufferEnd, errors, bufferLine);
      if (region.id === '') {
        errors.report(
          'bad-region',
          blockLine,
          'This REGION has no id (id:name), so no cue can use it; it is ignored.',
        );
      } else {
        regions.push(region);
      }
    } else if (!timingFailed && bufferStart >= 0) {
      const firstLineEnd = text.indexOf('\n', blockStart);
      const firstEnd = firstLineEnd < 0 || firstLineEnd > bufferEnd ? bufferEnd : firstLineEnd;
      if (isNoteStart(text, blockStart, firstEnd)) {
        notes.push(text.slice(Math.min(blockStart + 5, bufferEnd), bufferEnd));
        notePositions.push(cues.length);
      } else {
        reportSkippedBlock(text, blockStart, firstEnd, bufferEnd, blockLine, errors);
      }
    }
  }

  if (headerText !== '' || styles.length > 0 || notes.length > 0) {
    const header: SubtitleHeader = {};
    if (headerText !== '') header.vttHeader = headerText;
    if (styles.length > 0) header.vttStyles = styles;
    if (notes.length > 0) {
      header.vttNotes = notes;
      header.vttNotePositions = notePositions;
      rememberItems(notePositions, cues);
    }
    result.header = header;
  }
  if (regions.length > 0) result.regions = regions;
  rememberPlainTexts(cues, plainTexts);
  return result;
}
