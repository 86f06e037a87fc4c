import { toPlainText } from '../core/plain-cue-text.js';
import type { Cue, FormatOptions } from '../core/types.js';
import { joinTurns, voiceTurns } from '../core/voice-turns.js';
import { speakerLabel } from '../plain/speaker.js';
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

/** A later voice's name in front of its line, as TXT writes it. */
function plainLabel(speaker: string): string {
  const label = speakerLabel(speaker);
  return label === '' ? '' : `${label}: `;
}

/**
 * Writes CSV with the header 'start,end,speaker,text' always, so that every file has the same
 * shape (the speaker cell is empty when a cue has none or options.speakers is false; cue ids are
 * not written). Times are hh:mm:ss.mmm. The text cell is what a person reads, whatever
 * options.plainText says: markup removed, character references decoded, ruby readings in
 * parentheses (see toPlainText); parseCsv reads it back as plain text. A cue with several voices
 * (see voiceTurns) has the first in the speaker cell and each later one in front of its line,
 * 'Name: text'. Cells are quoted when they hold a comma, a quote, a line break or surrounding
 * spaces (RFC 4180). Lines end with LF, as everywhere in this library; spreadsheets read LF
 * and CRLF alike, and a line break inside a cell is LF either way. A text or speaker that starts
 * with = + - @ or a tab gets a leading "'" so spreadsheets do not run it as a formula (OWASP CSV
 * injection); parseCsv removes it.
 */
export function formatCsv(cues: readonly Cue[], options: FormatOptions = {}): string {
  const speakers = options.speakers !== false;
  let out = CSV_HEADER + '\n';
  for (const cue of cues) {
    const turns = speakers
      ? voiceTurns(cue.text, cue.speaker)
      : [{ speaker: undefined, text: cue.text }];
    for (const turn of turns) turn.text = toPlainText(turn.text);
    const first = turns[0]?.speaker;
    const speaker = first ? cell(guardCell(first.replace(LINE_BREAK, '\n'))) : '';
    const text = cell(guardCell(joinTurns(turns, plainLabel).replace(LINE_BREAK, '\n')));
    out += `${formatTimestamp(cue.start, 'vtt')},${formatTimestamp(cue.end, 'vtt')},${speaker},${text}\n`;
  }
  return out;
}
