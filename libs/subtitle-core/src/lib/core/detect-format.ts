import { readCsvTime } from '../csv/csv-columns.js';
import { EXCEL_SEPARATOR_LINE, sniffCsv } from '../csv/csv-parser.js';
import { readLrcTime } from '../lrc/lrc-timestamp.js';
import type { SubtitleFormat } from './types.js';

/** Only the start of a file is looked at: every format shows itself in its first lines. */
const SAMPLE_LENGTH = 4096;

const SRT_TIMING = /^-?\d+(?::\d+){1,2}(?:[.,]\d+)?[ \t]*-->/;
const ASS_SECTION = /^\[(script info|v4\+ styles|v4 styles|events)\]/i;
const ASS_SCRIPT_TYPE = /^script\s*type\s*:\s*v4\.00(\+?)/i;
const ASS_EVENT = /^(?:dialogue|comment)\s*:[^,\n]*,\s*-?\d+:\d\d:\d\d[.:]\d+\s*,/i;
const ASS_FORMAT = /^format\s*:.*\bstart\b.*\bend\b/i;
const LRC_META = /^\[(ti|ar|al|au|by|re|ve|length|offset|#)\s*:/i;
const MD_TIMING = /^\*\*\[\d/;
const MD_SPEAKER = /^\*\*[^*\n]{1,40}:\*\*(?:\s|$)/;

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

/**
 * Tells the format of subtitle text (already normalized: LF line breaks), from its first 4 KB:
 * - 'WEBVTT' first (case and leading blanks forgiven, so the VTT parser reports a bad signature) -> vtt
 * - an ASS/SSA section ([Script Info], [V4+ Styles], [V4 Styles], [Events]) or Dialogue/Format
 *   lines -> the declared 'ScriptType: v4.00+' (ass) or 'v4.00' (ssa), else [V4 Styles] -> ssa, else ass
 * - a line starting with a time and '-->' (SRT, or WebVTT cues without the header, which the SRT
 *   parser reads) -> srt
 * - LRC tags ([ar:], [ti:], ...) or '[mm:ss.xx]' times at line starts -> lrc
 * - '**[time]**' or '**Speaker:**' lines, or a first line '# Title' -> md
 * - a first line that is a CSV header with start and text or end columns, a row starting with
 *   two times, or Excel's 'sep=;' -> csv
 * - anything else -> txt (an empty text too).
 */
export function detectFormat(text: string): SubtitleFormat {
  let from = 0;
  while (from < text.length && isSpace(text.charCodeAt(from))) from++;
  if (from === text.length) return 'txt';
  const sample = text.slice(from, from + SAMPLE_LENGTH);
  if (sample.slice(0, 6).toUpperCase() === 'WEBVTT') return 'vtt';

  let ass = false;
  let declared: SubtitleFormat | null = null;
  let styles: SubtitleFormat | null = null;
  let srt = false;
  let lrc = false;
  let md = false;
  let first = true;
  let firstLine = '';
  let pos = 0;
  while (pos < sample.length) {
    let eol = sample.indexOf('\n', pos);
    if (eol < 0) eol = sample.length;
    const line = sample.slice(pos, eol).trim();
    pos = eol + 1;
    if (line === '') continue;
    if (first) {
      firstLine = line;
      first = false;
      if (line.startsWith('# ')) md = true;
    }
    const c = line.charCodeAt(0);
    if (c === 91) {
      const section = ASS_SECTION.exec(line);
      if (section) {
        ass = true;
        const name = section[1]?.toLowerCase();
        if (name === 'v4+ styles') styles = 'ass';
        else if (name === 'v4 styles') styles = 'ssa';
      } else if (LRC_META.test(line) || isLrcTimeLine(line)) {
        lrc = true;
      }
    } else if (c === 42) {
      if (MD_TIMING.test(line) || MD_SPEAKER.test(line)) md = true;
    } else if ((c >= 48 && c <= 57) || c === 45) {
      if (SRT_TIMING.test(line)) srt = true;
    } else {
      const scriptType = ASS_SCRIPT_TYPE.exec(line);
      if (scriptType) declared = scriptType[1] === '+' ? 'ass' : 'ssa';
      else if (ASS_EVENT.test(line) || ASS_FORMAT.test(line)) ass = true;
    }
  }

  if (ass || declared) return declared ?? styles ?? 'ass';
  if (srt) return 'srt';
  if (lrc) return 'lrc';
  if (md) return 'md';
  if (isCsvStart(firstLine)) return 'csv';
  return 'txt';
}
