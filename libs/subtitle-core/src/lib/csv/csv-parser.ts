import type { ErrorCollector } from '../core/parse-error.js';
import type { Cue, ParseResult } from '../core/types.js';
import { estimateDuration, plainToCueText } from '../plain/plain-text.js';
import { endAfter, TOO_LARGE_MS, TOO_LARGE_TIME } from '../time/safe-ms.js';
import {
  csvColumn,
  readCsvTime,
  unguardCell,
  type CsvColumn,
  type CsvField,
} from './csv-columns.js';
import { readCsvRecords } from './csv-reader.js';

const DELIMITERS = [',', ';', '\t'];
/** The line Excel reads (and writes) to learn the delimiter: 'sep=;'. */
export const EXCEL_SEPARATOR_LINE = /^sep=(.)[ \t]*(?:\n|$)/i;

/** How the first line of a CSV file reads. */
export interface CsvLayout {
  delimiter: string;
  /** The first line's cells. */
  cells: string[];
  /** What each cell names when the first line is a header row; null when it is data. */
  header: Array<CsvColumn | null> | null;
}

/**
 * Finds the delimiter (',' ';' or tab) and whether the first line is a header, from the first
 * line alone: the delimiter that splits it into the most known column names wins, or, for a
 * file without header, the one whose first two cells read as times ('00:00:01,000;00:00:02,000;'
 * splits on ';', not on the commas of the times). Ties go to ','.
 */
export function sniffCsv(firstLine: string, delimiters: readonly string[] = DELIMITERS): CsvLayout {
  let best: CsvLayout = { delimiter: delimiters[0] ?? ',', cells: [firstLine], header: null };
  let bestScore = -1;
  for (const delimiter of delimiters) {
    const cells = readCsvRecords(firstLine, delimiter, 1)[0]?.cells ?? [''];
    const columns = cells.map(csvColumn);
    const named = columns.filter((column) => column !== null).length;
    const timed = cells.slice(0, 2).filter((cell) => readCsvTime(cell, false) >= 0).length;
    const isHeader = named > 0 && timed < 2;
    const score = (isHeader ? named : timed) * 2 + (cells.length > 1 ? 1 : 0);
    if (score > bestScore) {
      bestScore = score;
      best = { delimiter, cells, header: isHeader ? columns : null };
    }
  }
  return best;
}

interface ColumnPlace {
  index: number;
  milliseconds: boolean;
}
type ColumnMap = Partial<Record<CsvField, ColumnPlace>>;

function columnsByCount(count: number): ColumnMap {
  const seconds = (index: number) => ({ index, milliseconds: false });
  if (count === 2) return { start: seconds(0), text: seconds(1) };
  if (count === 3) return { start: seconds(0), end: seconds(1), text: seconds(2) };
  return { start: seconds(0), end: seconds(1), speaker: seconds(2), text: seconds(3) };
}

/** The time in a row's cell, or -1 once the row is reported as skipped because it cannot be read. */
function readRowTime(
  cell: string,
  column: ColumnPlace,
  what: string,
  errors: ErrorCollector,
  line: number,
): number {
  const ms = readCsvTime(cell, column.milliseconds);
  if (ms < 0) {
    const why = ms === TOO_LARGE_MS ? TOO_LARGE_TIME : 'could not be read';
    errors.report('bad-row', line, `The ${what} "${cell}" ${why}; the row was skipped.`);
  }
  return ms;
}

/**
 * CSV, RFC 4180 (see readCsvRecords), comma, semicolon or tab separated, or as an Excel
 * 'sep=' first line says. A header row may name
 * its columns in any order and case, with the usual synonyms (see csvColumn): start, end or
 * duration, text, speaker, id. Without a header the columns are start,text (2 cells),
 * start,end,text (3) or start,end,speaker,text (4 or more). Times as in readCsvTime. A row whose
 * times cannot be read is reported ('bad-row') and skipped. A missing end becomes the next
 * cue's start, or the reading time. Text cells are plain text: '<i>' or '&amp;' in a cell is
 * read as those characters. The "'" formatCsv puts before a cell a spreadsheet would run as a
 * formula is removed.
 */
export function parseCsv(text: string, errors: ErrorCollector): ParseResult {
  const result: ParseResult = { format: 'csv', cues: [], errors: errors.errors };
  const separator = EXCEL_SEPARATOR_LINE.exec(text);
  const body = separator ? text.slice(separator[0].length) : text;
  const lineEnd = body.indexOf('\n');
  const layout = sniffCsv(
    lineEnd < 0 ? body : body.slice(0, lineEnd),
    separator?.[1] ? [separator[1]] : DELIMITERS,
  );
  const records = readCsvRecords(body, layout.delimiter, Infinity, separator ? 2 : 1);
  const first = records[0];
  if (!first) return result;

  let columns: ColumnMap = {};
  let firstRow = 0;
  if (layout.header) {
    firstRow = 1;
    layout.header.forEach((column, index) => {
      if (column && columns[column.field] === undefined)
        columns[column.field] = { index, milliseconds: column.milliseconds };
    });
    if (!columns.start || !columns.text) {
      const missing = columns.start ? 'a text' : 'a start time';
      errors.report(
        'bad-header',
        first.line,
        `The header row has no column for ${missing} (expected names such as start, end, speaker, text); no cue was read.`,
      );
      return result;
    }
  } else {
    if (first.cells.length < 2) {
      errors.report(
        'bad-header',
        first.line,
        'The first row has a single column, so start times and texts cannot be told apart; no cue was read.',
      );
      return result;
    }
    columns = columnsByCount(first.cells.length);
  }

  const {
    start: startColumn,
    end: endColumn,
    duration: durationColumn,
    text: textColumn,
    speaker: speakerColumn,
    id: idColumn,
  } = columns;
  if (!startColumn || !textColumn) return result;
  const cues: Cue[] = [];
  const openEnded: boolean[] = [];
  for (let r = firstRow; r < records.length; r++) {
    const record = records[r];
    if (!record) continue;
    const { cells, line } = record;
    if (record.unterminated) {
      errors.report(
        'bad-row',
        line,
        'A quoted cell that starts in this row is never closed; the row was skipped.',
      );
      continue;
    }
    if (cells.length === 1 && cells[0] === '') continue;
    const startCell = cells[startColumn.index] ?? '';
    const start = readRowTime(startCell, startColumn, 'start time', errors, line);
    if (start < 0) continue;
    let end = -1;
    const endCell = endColumn ? (cells[endColumn.index] ?? '') : '';
    const durationCell = durationColumn ? (cells[durationColumn.index] ?? '') : '';
    if (endColumn && endCell !== '') {
      end = readRowTime(endCell, endColumn, 'end time', errors, line);
      if (end < 0) continue;
    } else if (durationColumn && durationCell !== '') {
      const duration = readRowTime(durationCell, durationColumn, 'duration', errors, line);
      if (duration < 0) continue;
      end = start + duration;
      if (!Number.isSafeInteger(end)) {
        errors.report(
          'bad-row',
          line,
          `The end, ${startCell.trim()} plus ${durationCell.trim()}, ${TOO_LARGE_TIME}; the row was skipped.`,
        );
        continue;
      }
    }
    if (end >= 0 && end < start) {
      errors.report(
        'end-before-start',
        line,
        `The cue ends at ${endCell.trim()}, before it starts at ${startCell.trim()}.`,
      );
    }
    // Cells hold what a person reads (formatCsv writes plain text), not markup.
    const cue: Cue = {
      start,
      end,
      text: plainToCueText(unguardCell(cells[textColumn.index] ?? '')),
    };
    const speaker = speakerColumn ? unguardCell(cells[speakerColumn.index] ?? '') : '';
    if (speaker !== '') cue.speaker = speaker;
    const id = idColumn ? (cells[idColumn.index] ?? '') : '';
    if (id !== '') cue.id = id;
    cues.push(cue);
    openEnded.push(end < 0);
  }

  for (let k = 0; k < cues.length; k++) {
    const cue = cues[k];
    if (!cue || !openEnded[k]) continue;
    const next = cues[k + 1];
    cue.end =
      next && next.start > cue.start ? next.start : endAfter(cue.start, estimateDuration(cue.text));
  }
  result.cues = cues;
  return result;
}
