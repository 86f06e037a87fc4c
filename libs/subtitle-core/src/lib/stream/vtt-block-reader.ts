import { ErrorCollector } from '../core/parse-error.js';
import { forgetParseMemos } from '../core/parse-memos.js';
import { parseVtt } from '../vtt/vtt-parser.js';
import { type BlockReader, type BlockRun, countLines, withoutPrelude } from './block-reader.js';

function parseWhole(text: string): BlockRun {
  const errors = new ErrorCollector(false, Infinity);
  const result = parseVtt(text, errors);
  forgetParseMemos(result);
  return { cues: result.cues, errors: errors.errors, format: 'vtt' };
}

/** Where the last blank line in text[0, limit) ends (a block starts there); 0 when none. */
function lastBlockStart(text: string, from: number, limit: number): number {
  // Looked for forwards first, so that a long block is not searched again and again.
  const first = text.indexOf('\n\n', Math.max(0, from - 1));
  if (first < 0 || first > limit - 2) return 0;
  return text.lastIndexOf('\n\n', limit - 2) + 2;
}

/**
 * WebVTT cut where a blank line ends: blocks hold no blank line, so a block starts there. Once
 * the first cue has been read, what a block reads as depends only on the regions the file
 * defined before it (and on that cue: later STYLE and REGION blocks are refused). The text up to
 * the end of the first cue's block (the prelude, usually a few lines) is read again before each
 * run so that the parser is in that state.
 */
export class VttBlockReader implements BlockReader {
  private prelude: string | undefined;
  private preludeCues = 0;
  private preludeLines = 0;
  private runsRead = 0;
  // Looking for the first cue reads the text from the start: only when it has doubled since.
  private searchedLength = 0;

  cut(text: string, from: number, limit: number): number {
    if (this.prelude !== undefined) return lastBlockStart(text, from, limit);
    const end = lastBlockStart(text, 0, limit);
    if (end === 0 || end < 2 * this.searchedLength) return 0;
    this.searchedLength = end;
    if (parseWhole(text.slice(0, end)).cues.length === 0) return 0;
    this.setPrelude(text, end);
    return end;
  }

  read(run: string): BlockRun {
    this.runsRead++;
    if (this.prelude === undefined || this.runsRead === 1) return parseWhole(run);
    return withoutPrelude(parseWhole(this.prelude + run), this.preludeCues, this.preludeLines);
  }

  /** The shortest run of whole blocks from the start of text[0, end) that holds a cue. */
  private setPrelude(text: string, end: number): void {
    const starts: number[] = [];
    for (
      let at = text.indexOf('\n\n');
      at >= 0 && at + 2 <= end;
      at = text.indexOf('\n\n', at + 1)
    ) {
      starts.push(at + 2);
    }
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (parseWhole(text.slice(0, starts[middle])).cues.length > 0) high = middle;
      else low = middle + 1;
    }
    const prelude = text.slice(0, starts[low] ?? end);
    this.prelude = prelude;
    this.preludeCues = parseWhole(prelude).cues.length;
    this.preludeLines = countLines(prelude);
  }
}
