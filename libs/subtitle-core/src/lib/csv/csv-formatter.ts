import type { Cue, FormatOptions } from '../core/types.js';
import { formatTimestamp } from '../time/timestamp.js';
import { guardCell } from './csv-columns.js';

/** The header formatCsv writes; the same four columns whatever the cues hold. */
export const CSV_HEADER = 'start,end,speaker,text';

const NEEDS_QUOTES = /[",\n\r]/;
const LINE_BREAK = /\r\n?/g;

function cell(value: string): string {
  if (!NEEDS_QUOTES.test(value) && value === value.trim()) return value;
  return `"${value.replaceAll('"', '""')}"`;
}

/**
 * Writes CSV with the header 'start,end,speaker,text' always, so that every file has the same
 * shape (the speaker cell is empty when a cue has none or options.speakers is false; cue ids are
 * not written). Times are hh:mm:ss.mmm; cue text is written as it is, markup included, so
 * parseCsv gives back exactly the same cues. Cells are quoted when they hold a comma, a quote,
 * a line break or surrounding spaces (RFC 4180; lines end with LF). A text or speaker that
 * starts with = + - @ or a tab gets a leading "'" so spreadsheets do not run it as a formula
 * (OWASP CSV injection); parseCsv removes it.
 */
export function formatCsv(cues: readonly Cue[], options: FormatOptions = {}): string {
  const speakers = options.speakers !== false;
  let out = CSV_HEADER + '\n';
  for (const cue of cues) {
    const speaker =
      speakers && cue.speaker ? cell(guardCell(cue.speaker.replace(LINE_BREAK, '\n'))) : '';
    const text = cell(guardCell(cue.text.replace(LINE_BREAK, '\n')));
    out += `${formatTimestamp(cue.start, 'vtt')},${formatTimestamp(cue.end, 'vtt')},${speaker},${text}\n`;
  }
  return out;
}
