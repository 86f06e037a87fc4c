import { readClock } from '../plain/clock-time.js';
import { exactMsOrTooLarge } from '../time/safe-ms.js';

export type CsvField = 'start' | 'end' | 'duration' | 'speaker' | 'text' | 'id';

/** What a header cell names, and whether its times are whole milliseconds ('start_ms'). */
export interface CsvColumn {
  field: CsvField;
  milliseconds: boolean;
}

// Header names as exports spell them, compared lowercased without spaces, '_' or '-'.
const NAMES: Record<string, CsvField> = {
  start: 'start',
  starttime: 'start',
  startat: 'start',
  begin: 'start',
  begintime: 'start',
  from: 'start',
  in: 'start',
  timein: 'start',
  time: 'start',
  timestamp: 'start',
  starttimestamp: 'start',
  end: 'end',
  endtime: 'end',
  endat: 'end',
  stop: 'end',
  stoptime: 'end',
  to: 'end',
  out: 'end',
  timeout: 'end',
  endtimestamp: 'end',
  duration: 'duration',
  dur: 'duration',
  length: 'duration',
  speaker: 'speaker',
  speakername: 'speaker',
  speakerlabel: 'speaker',
  name: 'speaker',
  character: 'speaker',
  actor: 'speaker',
  voice: 'speaker',
  who: 'speaker',
  text: 'text',
  content: 'text',
  subtitle: 'text',
  subtitles: 'text',
  caption: 'text',
  captions: 'text',
  transcript: 'text',
  transcription: 'text',
  line: 'text',
  dialogue: 'text',
  dialog: 'text',
  sentence: 'text',
  utterance: 'text',
  id: 'id',
  cueid: 'id',
  identifier: 'id',
};

const UNIT_SUFFIX = /(ms|millis|milliseconds|s|sec|secs|seconds)$/;

/** The field a header cell names ('Start Time', 'start_ms', 'Subtitle'), or null. */
export function csvColumn(header: string): CsvColumn | null {
  const key = header.toLowerCase().replace(/[\s_\-()[\].]+/g, '');
  const direct = NAMES[key];
  if (direct) return { field: direct, milliseconds: false };
  const unit = UNIT_SUFFIX.exec(key);
  if (!unit?.[1]) return null;
  const field = NAMES[key.slice(0, -unit[1].length)];
  if (field !== 'start' && field !== 'end' && field !== 'duration') return null;
  return { field, milliseconds: unit[1].startsWith('m') };
}

const SECONDS = /^\d+(?:[.,]\d+)?$/;

/**
 * Reads a time cell: hh:mm:ss.mmm, hh:mm:ss,mmm, mm:ss(.mmm), or seconds with decimals ('12.5',
 * '12,5'); whole milliseconds when the column says so. -1 when it is none of these,
 * TOO_LARGE_MS when it is one past MAX_MS.
 */
export function readCsvTime(cell: string, milliseconds: boolean): number {
  const value = cell.trim();
  if (value.includes(':')) {
    const clock = readClock(value, 0);
    return clock && clock.end === value.length ? clock.ms : -1;
  }
  if (!SECONDS.test(value)) return -1;
  const number = Number(value.replace(',', '.'));
  return exactMsOrTooLarge(Math.round(milliseconds ? number : number * 1000));
}

// OWASP CSV injection: a cell starting with one of these runs as a formula in spreadsheets.
const FORMULA_START = /^[=+\-@\t\r]/;

function needsGuard(cell: string): boolean {
  let i = 0;
  while (cell.charCodeAt(i) === 39) i++;
  return FORMULA_START.test(i === 0 ? cell : cell.slice(i));
}

/**
 * Prefixes "'" to a cell a spreadsheet would run as a formula (and to one that starts with
 * apostrophes before such a character, so that unguardCell can tell them apart).
 */
export function guardCell(cell: string): string {
  return needsGuard(cell) ? "'" + cell : cell;
}

/** Undoes guardCell. */
export function unguardCell(cell: string): string {
  return cell.charCodeAt(0) === 39 && needsGuard(cell.slice(1)) ? cell.slice(1) : cell;
}
