import { ErrorCollector } from '../core/parse-error.js';
import { forgetParseMemos } from '../core/parse-memos.js';
import { isIndex, isSrtTimingLine, parseSrt } from '../srt/srt-parser.js';
import type { BlockReader, BlockRun } from './block-reader.js';

const BOM = 0xfeff;

/**
 * SubRip cut before a timing line (or before the index line right above it): whatever the
 * parser was doing, such a line closes the cue before it and opens a new one, so the text up to
 * it reads alone as it reads in the file.
 */
export class SrtBlockReader implements BlockReader {
  cut(text: string, from: number, limit: number): number {
    let arrow = text.lastIndexOf('-->', limit - 4);
    while (arrow >= from) {
      const lineStart = text.lastIndexOf('\n', arrow) + 1;
      const lineEnd = text.indexOf('\n', arrow);
      if (lineStart > 0 && isSrtTimingLine(text.slice(lineStart, lineEnd))) {
        const above = text.lastIndexOf('\n', lineStart - 2) + 1;
        // Byte order marks a tool added before the first index: the parser skips and reports them.
        let index = above;
        while (above === 0 && text.charCodeAt(index) === BOM) index++;
        return lineStart >= 2 && isIndex(text, index, lineStart - 1) ? above : lineStart;
      }
      if (lineStart === 0) return 0;
      arrow = text.lastIndexOf('-->', lineStart - 1);
    }
    return 0;
  }

  read(run: string): BlockRun {
    const errors = new ErrorCollector(false, Infinity);
    const result = parseSrt(run, errors);
    forgetParseMemos(result);
    return { cues: result.cues, errors: errors.errors, format: 'srt' };
  }
}
