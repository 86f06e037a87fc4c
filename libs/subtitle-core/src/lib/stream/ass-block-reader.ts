import { type AssFlavor, flavorOfScriptType, isScriptTypeKey } from '../ass/ass-columns.js';
import { breaksAtSoftBreaks } from '../ass/ass-markup.js';
import { parseAss } from '../ass/ass-parser.js';
import { ErrorCollector } from '../core/parse-error.js';
import { forgetParseMemos } from '../core/parse-memos.js';
import { trimEndSpaceOrTab } from '../text/space-or-tab.js';
import type { ParseResult } from '../core/types.js';
import { type BlockReader, type BlockRun, countLines, withoutPrelude } from './block-reader.js';

const OPEN_BRACKET = 91;
const CLOSE_BRACKET = 93;
const FORMAT = 'Format:';

function parseWhole(text: string, flavor: AssFlavor): BlockRun & { header: ParseResult['header'] } {
  const errors = new ErrorCollector(false, Infinity);
  const result = parseAss(text, errors, flavor);
  forgetParseMemos(result);
  return { cues: result.cues, errors: errors.errors, format: result.format, header: result.header };
}

const STYLES_SECTIONS: Readonly<Record<string, AssFlavor>> = {
  'v4+ styles': 'ass',
  'v4 styles+': 'ass',
  'v4 styles': 'ssa',
};

/**
 * The lines that declare what the file is, as the first run read them: the last valid
 * ScriptType, WrapStyle 2 (how \n reads) and the first styles section (the reader ranks them above the event columns, so
 * an error message about the Format line names SSA's columns in a "[V4 Styles]" file whose
 * Format line lists Layer).
 */
function declarationLines(header: ParseResult['header']): string {
  let scriptType: string | undefined;
  for (const [key, value] of header?.scriptInfo ?? []) {
    if (isScriptTypeKey(key) && flavorOfScriptType(value) !== undefined) scriptType = value;
  }
  // WrapStyle 2 makes \n a line break in every event (see breaksAtSoftBreaks).
  const wrapStyle = breaksAtSoftBreaks(header?.scriptInfo) ? 'WrapStyle: 2\n' : '';
  const styles = header?.sectionOrder?.find((name) => name.trim().toLowerCase() in STYLES_SECTIONS);
  const scriptInfo = (scriptType === undefined ? '' : `ScriptType: ${scriptType}\n`) + wrapStyle;
  return (
    (scriptInfo === '' ? '' : `[Script Info]\n${scriptInfo}`) +
    (styles === undefined ? '' : `[${styles}]\n`)
  );
}

/** The lower-case name of the section a '[...]' line heads, as the ASS reader takes it. */
function sectionName(text: string, start: number, end: number): string | undefined {
  const last = trimEndSpaceOrTab(text, start, end);
  if (text.charCodeAt(last - 1) !== CLOSE_BRACKET || last - start < 2) return undefined;
  return text
    .slice(start + 1, last - 1)
    .trim()
    .toLowerCase();
}

/**
 * ASS/SSA cut between event lines: in [Events], past its Format line, each line is read on its
 * own. Runs after the first are read after "[Events]" and that Format line, which put the
 * parser in the state the file had put it in (the styles and script info above are not needed
 * for events). A section header or a second Format line after that point changes the state:
 * from there on the text is kept and read at the end of the stream.
 */
export class AssBlockReader implements BlockReader {
  private inEvents = false;
  private formatLine: string | undefined;
  private frozen = false;
  private flavor: AssFlavor;
  private runsRead = 0;
  // What puts the parser in the file's state before a later run: see read().
  private prelude = '';

  constructor(flavor: AssFlavor) {
    this.flavor = flavor;
  }

  cut(text: string, from: number, limit: number): number {
    let cut = 0;
    for (let start = from; start < limit && !this.frozen;) {
      const end = text.indexOf('\n', start);
      if (this.formatLine === undefined) this.lookForFormat(text, start, end);
      else if (text.charCodeAt(start) === OPEN_BRACKET || text.startsWith(FORMAT, start)) {
        this.frozen = true;
        break;
      }
      if (this.formatLine !== undefined) cut = end + 1;
      start = end + 1;
    }
    return cut;
  }

  read(run: string): BlockRun {
    this.runsRead++;
    if (this.formatLine === undefined || this.runsRead === 1) {
      const result = parseWhole(run, this.flavor);
      if (result.format === 'ass' || result.format === 'ssa') this.flavor = result.format;
      this.prelude = `${declarationLines(result.header)}[Events]\n${this.formatLine ?? ''}\n`;
      return result;
    }
    return withoutPrelude(parseWhole(this.prelude + run, this.flavor), 0, countLines(this.prelude));
  }

  private lookForFormat(text: string, start: number, end: number): void {
    if (text.charCodeAt(start) === OPEN_BRACKET) {
      const name = sectionName(text, start, end);
      if (name === 'events') this.inEvents = true;
      else if (name !== undefined && this.inEvents) this.inEvents = false;
    } else if (this.inEvents && text.startsWith(FORMAT, start)) {
      this.formatLine = text.slice(start, end);
    }
  }
}
