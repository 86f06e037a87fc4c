const QUOTE = 34;
const NEWLINE = 10;
const SPACE = 32;
const TAB = 9;

export interface CsvRecord {
  cells: string[];
  /** 1-based line where the record starts. */
  line: number;
  /** Set when a quoted cell runs to the end of the file. */
  unterminated: boolean;
}

function countNewlines(text: string, from: number, to: number): number {
  let count = 0;
  for (let i = text.indexOf('\n', from); i >= 0 && i < to; i = text.indexOf('\n', i + 1)) count++;
  return count;
}

/**
 * Splits CSV text into records, RFC 4180 style: quoted cells may hold the delimiter, '""' and
 * line breaks. Real files bend the rules, so spaces before an opening quote are allowed, text
 * after a closing quote is kept, and unquoted cells are trimmed. Input has LF line breaks.
 * With `limit`, stops after that many records (used to look at the header); `firstLine` is the
 * line number of the text's first line.
 */
export function readCsvRecords(
  text: string,
  delimiter: string,
  limit = Infinity,
  firstLine = 1,
): CsvRecord[] {
  const records: CsvRecord[] = [];
  const separator = delimiter.charCodeAt(0);
  const total = text.length;
  let pos = 0;
  let line = firstLine;
  while (pos < total && records.length < limit) {
    const record: CsvRecord = { cells: [], line, unterminated: false };
    for (;;) {
      let i = pos;
      while (
        i < total &&
        (text.charCodeAt(i) === SPACE || (text.charCodeAt(i) === TAB && separator !== TAB))
      )
        i++;
      let cell: string;
      if (text.charCodeAt(i) === QUOTE && separator !== QUOTE) {
        cell = '';
        i++;
        for (;;) {
          const close = text.indexOf('"', i);
          if (close < 0) {
            cell += text.slice(i);
            line += countNewlines(text, i, total);
            i = total;
            record.unterminated = true;
            break;
          }
          cell += text.slice(i, close);
          line += countNewlines(text, i, close);
          if (text.charCodeAt(close + 1) === QUOTE) {
            cell += '"';
            i = close + 2;
          } else {
            i = close + 1;
            break;
          }
        }
        let stray = i;
        while (
          stray < total &&
          text.charCodeAt(stray) !== separator &&
          text.charCodeAt(stray) !== NEWLINE
        )
          stray++;
        cell += text.slice(i, stray).trimEnd();
        i = stray;
      } else {
        let end = i;
        while (
          end < total &&
          text.charCodeAt(end) !== separator &&
          text.charCodeAt(end) !== NEWLINE
        )
          end++;
        cell = text.slice(pos, end).trim();
        i = end;
      }
      record.cells.push(cell);
      if (i < total && text.charCodeAt(i) === separator) {
        pos = i + 1;
        continue;
      }
      pos = i + 1;
      line++;
      break;
    }
    records.push(record);
  }
  return records;
}
