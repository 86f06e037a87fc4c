import type { Cue, ParseError, SubtitleFormat } from '../core/types.js';

/** What one parse of a run of whole blocks gave: line numbers count from the run's first line. */
export interface BlockRun {
  cues: Cue[];
  errors: ParseError[];
  /** The format the file turned out to be (an ASS file may say it is SSA). */
  format: SubtitleFormat;
}

/**
 * How a stream of one format is cut into runs that the format's whole-file parser reads as it
 * would read them inside the file. The text given is normalized (core/text-input.ts).
 */
export interface BlockReader {
  /**
   * Where text can be cut so that every cue before the cut is finished: 0 when nowhere yet.
   * Only text[0, limit) is looked at (limit is just after a line break); lines before `from`
   * were looked at by an earlier call, which found no cut among them.
   */
  cut(text: string, from: number, limit: number): number;
  /** Reads the run text[0, cut) (or, at the end of the stream, all that is left). */
  read(run: string): BlockRun;
}

/** The number of lines before the end of `text`, which ends with a line break. */
export function countLines(text: string): number {
  let count = 0;
  for (let at = text.indexOf('\n'); at >= 0; at = text.indexOf('\n', at + 1)) count++;
  return count;
}

/**
 * A run read after a prelude: text that puts the parser in the state the file had put it in
 * before the run; the prelude's own cues and the problems on its lines are left out.
 */
export function withoutPrelude(run: BlockRun, preludeCues: number, preludeLines: number): BlockRun {
  const errors: ParseError[] = [];
  for (const error of run.errors) {
    if (error.line > preludeLines) errors.push({ ...error, line: error.line - preludeLines });
  }
  return { cues: run.cues.slice(preludeCues), errors, format: run.format };
}
