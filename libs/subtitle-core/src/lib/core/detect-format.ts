import { requireString } from './arguments.js';
import { readCsvTime } from '../csv/csv-columns.js';
import { EXCEL_SEPARATOR_LINE, sniffCsv } from '../csv/csv-parser.js';
import { readLrcTime } from '../lrc/lrc-timestamp.js';
import { readLineTiming } from '../plain/line-timing.js';
import { isTitleUnderline } from '../plain/txt-lines.js';
import type { SubtitleFormat } from './types.js';

/** Only the start of a file is looked at: every format shows itself in its first lines. */
const SAMPLE_LENGTH = 4096;

const SRT_TIMING = /^-?\d+(?::\d+){1,2}(?:[.,]\d+)?[ \t]*-->/;
const ASS_SECTION = /^\[(script info|v4\+ styles|v4 styles|events)\]/i;
const ASS_SCRIPT_TYPE = /^script\s*type\s*:\s*v4\.00(\+?)/i;
const ASS_EVENT = /^(?:dialogue|comment)\s*:[^,\n]*,\s*-?\d+:\d\d:\d\d[.:]\d+\s*,/i;
const ASS_FORMAT = /^format\s*:/i;
const LRC_META = /^\[(ti|ar|al|au|by|re|ve|length|offset|#)\s*:/i;
const MD_TIMING = /^\*\*\[\d/;
const MD_SPEAKER = /^\*\*[^*\n]{1,40}:\*\*(?:\s|$)/;
const SRT_INDEX = /^\d+$/;
/** The XML prolog (declaration, comments, DOCTYPE, processing instructions) before the root. */
const XML_PROLOG = /^(?:<\?[^]*?\?>|<!--[^]*?-->|<!DOCTYPE[^>[]*(?:\[[^]*?\])?\s*>|\s+)*/;
const TIMED_TEXT_ROOT = /^<(?:[A-Za-z_][\w.-]*:)?(?:tt|timedtext|transcript)[\s/>]/;

/** A timed-text XML document: its first element is <tt> (any prefix), <timedtext> or <transcript>. */
function isTimedTextXml(sample: string): boolean {
  const prolog = XML_PROLOG.exec(sample)?.[0].length ?? 0;
  return TIMED_TEXT_ROOT.test(sample.slice(prolog));
}

function isSpace(c: number): boolean {
  return c === 32 || c === 9 || c === 10 || c === 13 || c === 0xfeff;
}

/**
 * An LRC time line: '[mm:ss.xx]' with a fraction, or two times in a row. '[00:01] text' alone is
 * left to txt, whose transcripts use it too, as is '[00:00:01]'.
 */
function isLrcTimeLine(line: string): boolean {
  const close = line.indexOf(']');
  if (close < 0 || readLrcTime(line, 1, close) < 0) return false;
  const inner = line.slice(1, close);
  if (/^\d+:\d+[.,]\d+$/.test(inner.trim())) return true;
  if (line.charCodeAt(close + 1) !== 91) return false;
  const next = line.indexOf(']', close + 1);
  return next > 0 && readLrcTime(line, close + 2, next) >= 0;
}

/**
 * An [Events] Format line: a comma-separated list of columns with Start and End, as ASS writes
 * it, not any line that says 'Format:' with the words start and end in it (SRT or transcript
 * text such as 'Format: from start to end').
 */
function isAssEventFormat(line: string): boolean {
  if (!ASS_FORMAT.test(line)) return false;
  const columns = line
    .slice(line.indexOf(':') + 1)
    .split(',')
    .map((column) => column.trim().toLowerCase());
  return columns.includes('start') && columns.includes('end');
}

/** A transcript line that starts with a bracketed time range, as formatTxt writes it. */
function isTxtRangeLine(line: string): boolean {
  if (line.charCodeAt(0) !== 91) return false;
  const timing = readLineTiming(line, 0, false);
  return timing !== null && timing.end !== -1;
}

function isCsvStart(firstLine: string): boolean {
  if (EXCEL_SEPARATOR_LINE.test(firstLine)) return true;
  const layout = sniffCsv(firstLine);
  if (layout.header) {
    const fields = new Set(layout.header.map((column) => column?.field));
    return fields.has('start') && (fields.has('text') || fields.has('end'));
  }
  const [start = '', end = ''] = layout.cells;
  return layout.cells.length >= 3 && readCsvTime(start, false) >= 0 && readCsvTime(end, false) >= 0;
}

/** What the lines of the sample show, wherever they are. */
interface Markers {
  ass: boolean;
  /** From 'ScriptType: v4.00+' (ass) or 'v4.00' (ssa). */
  declared: SubtitleFormat | null;
  /** From [V4+ Styles] (ass) or [V4 Styles] (ssa). */
  styles: SubtitleFormat | null;
  srt: boolean;
  lrc: boolean;
  md: boolean;
}

/** The sample's first two non-blank lines (trimmed, '' when missing) and its markers. */
interface Scan {
  first: string;
  second: string;
  markers: Markers;
}

function markLine(line: string, markers: Markers): void {
  const c = line.charCodeAt(0);
  if (c === 91) {
    const section = ASS_SECTION.exec(line);
    if (section) {
      markers.ass = true;
      const name = section[1]?.toLowerCase();
      if (name === 'v4+ styles') markers.styles = 'ass';
      else if (name === 'v4 styles') markers.styles = 'ssa';
    } else if (LRC_META.test(line) || isLrcTimeLine(line)) {
      markers.lrc = true;
    }
  } else if (c === 42) {
    if (MD_TIMING.test(line) || MD_SPEAKER.test(line)) markers.md = true;
  } else if ((c >= 48 && c <= 57) || c === 45) {
    if (SRT_TIMING.test(line)) markers.srt = true;
  } else {
    const scriptType = ASS_SCRIPT_TYPE.exec(line);
    if (scriptType) markers.declared = scriptType[1] === '+' ? 'ass' : 'ssa';
    else if (ASS_EVENT.test(line) || isAssEventFormat(line)) markers.ass = true;
  }
}

function scan(sample: string): Scan {
  const markers: Markers = {
    ass: false,
    declared: null,
    styles: null,
    srt: false,
    lrc: false,
    md: false,
  };
  const starts: string[] = [];
  let pos = 0;
  while (pos < sample.length) {
    let eol = sample.indexOf('\n', pos);
    if (eol < 0) eol = sample.length;
    const line = sample.slice(pos, eol).trim();
    pos = eol + 1;
    if (line === '') continue;
    if (starts.length < 2) starts.push(line);
    markLine(line, markers);
  }
  return { first: starts[0] ?? '', second: starts[1] ?? '', markers };
}

/**
 * An ASS/SSA line: a section header, ScriptType, or the event lines Matroska keeps without their
 * section (whose Format line would otherwise read as a CSV header).
 */
function isAssStart(line: string): boolean {
  return (
    ASS_SECTION.test(line) ||
    ASS_SCRIPT_TYPE.test(line) ||
    ASS_EVENT.test(line) ||
    isAssEventFormat(line)
  );
}

function assFlavor(markers: Markers): SubtitleFormat {
  return markers.declared ?? markers.styles ?? 'ass';
}

/**
 * The format the file's first lines show, null when they show none. What a file starts with
 * decides over what its later lines look like: an SRT cue's text may read '[Events]', a CSV
 * cell or a Markdown transcript may quote SRT timings, and such lines say nothing of the file.
 */
function formatOfStart({ first, second, markers }: Scan): SubtitleFormat | null {
  if (isAssStart(first)) return assFlavor(markers);
  if (SRT_TIMING.test(first) || (SRT_INDEX.test(first) && SRT_TIMING.test(second))) return 'srt';
  if (LRC_META.test(first) || isLrcTimeLine(first)) return 'lrc';
  if (first.startsWith('# ') || MD_TIMING.test(first) || MD_SPEAKER.test(first)) return 'md';
  if (isCsvStart(first)) return 'csv';
  if (isTitleUnderline(second) || isTxtRangeLine(first)) return 'txt';
  return null;
}

/**
 * Tells the format of subtitle text (already normalized: LF line breaks), from its first 4 KB.
 * First by how the text starts (blank lines and a BOM skipped):
 * - 'WEBVTT' (case forgiven, so the VTT parser reports a bad signature) -> vtt
 * - an XML document whose root is <tt> (TTML, any prefix), <timedtext> or <transcript>
 *   (YouTube's srv3 and srv1), after the XML declaration, comments and DOCTYPE -> ttml
 * - an ASS/SSA section ([Script Info], [V4+ Styles], [V4 Styles], [Events]), a ScriptType line,
 *   or a Dialogue or [Events] Format line (as Matroska stores events) -> the declared 'ScriptType: v4.00+' (ass) or 'v4.00' (ssa), else [V4 Styles] -> ssa, else ass
 * - a time and '-->', or an index line above one (SRT, or WebVTT cues without the header, which
 *   the SRT parser reads) -> srt
 * - an LRC tag ([ar:], [ti:], ...) or '[mm:ss.xx]' time -> lrc
 * - '# Title', '**[time]**' or '**Speaker:**' -> md
 * - a CSV header with start and text or end columns, a row starting with two times, or Excel's
 *   'sep=;' -> csv
 * - a line underlined with '===', or a '[time --> time]' range -> txt
 * Else by the lines found anywhere, in this order: SRT/WebVTT timing lines -> srt; ASS sections,
 * Dialogue lines or an [Events] Format line -> ass or ssa as above; LRC tags or times -> lrc;
 * '**[time]**' or '**Speaker:**' lines -> md; anything else -> txt (an empty text too).
 */
export function detectFormat(text: string): SubtitleFormat {
  requireString('detectFormat', 'text', text);
  let from = 0;
  while (from < text.length && isSpace(text.charCodeAt(from))) from++;
  if (from === text.length) return 'txt';
  const sample = text.slice(from, from + SAMPLE_LENGTH);
  if (sample.slice(0, 6).toUpperCase() === 'WEBVTT') return 'vtt';
  if (sample.charCodeAt(0) === 60 && isTimedTextXml(sample)) return 'ttml';

  const scanned = scan(sample);
  const start = formatOfStart(scanned);
  if (start) return start;
  const { markers } = scanned;
  if (markers.srt) return 'srt';
  if (markers.ass || markers.declared) return assFlavor(markers);
  if (markers.lrc) return 'lrc';
  if (markers.md) return 'md';
  return 'txt';
}
