import {
  decodeSubtitleBytes,
  formatOfFile,
  isCommentCue,
  looksBinary,
  parse,
  type ParseErrorCode,
  type ParseResult,
  type SubtitleEncoding,
  type SubtitleFormat,
} from '@captio/subtitle-core';

/** A file as the browser hands it over: its name and its bytes. Nothing leaves the browser. */
export interface SubtitleInput {
  name: string;
  bytes: Uint8Array;
}

/**
 * The largest file the tools read: a feature film's subtitles are well under 1 MB, and 100,000
 * cues about 11 MB, while parsing holds several copies of the text in memory.
 */
export const MAX_FILE_BYTES = 50 * 1024 * 1024;

/** How many reading problems a file's summary lists; the count says how many there were. */
export const MAX_LISTED_PROBLEMS = 100;

/** Longest piece of a problem line shown beside its message. */
const MAX_LINE_TEXT = 120;

/** A problem the reader reported: its code, its line, and that line as the file has it. */
export interface ReadProblem {
  code: ParseErrorCode;
  line: number;
  text: string;
}

/** Why a file gives no subtitles. */
export type Refusal =
  | { kind: 'empty' }
  | { kind: 'too-large'; limit: number }
  | { kind: 'binary' }
  | { kind: 'not-subtitles' }
  | { kind: 'no-cues'; format: SubtitleFormat; problems: ReadProblem[]; problemCount: number }
  | { kind: 'unreadable' };

export interface FileSummary {
  name: string;
  format: SubtitleFormat;
  encoding: SubtitleEncoding;
  /** Cues a viewer sees (ASS Comment events are not counted). */
  cueCount: number;
  problems: ReadProblem[];
  problemCount: number;
}

export type ReadOutcome =
  | { ok: true; result: ParseResult; summary: FileSummary }
  | { ok: false; name: string; refusal: Refusal };

function refuse(name: string, refusal: Refusal): ReadOutcome {
  return { ok: false, name, refusal };
}

/** The given lines (1-based) of a text, as the parsers count them (CRLF, CR and LF end a line). */
function linesOf(text: string, wanted: ReadonlySet<number>): Map<number, string> {
  const found = new Map<number, string>();
  const last = Math.max(...wanted);
  const lineBreak = /\r\n?|\n/g;
  let start = 0;
  for (let line = 1; line <= last; line++) {
    const match = lineBreak.exec(text);
    const end = match ? match.index : text.length;
    if (wanted.has(line)) found.set(line, text.slice(start, end).trim().slice(0, MAX_LINE_TEXT));
    if (!match) break;
    start = lineBreak.lastIndex;
  }
  return found;
}

function problemsOf(result: ParseResult, text: string): ReadProblem[] {
  const listed = result.errors.slice(0, MAX_LISTED_PROBLEMS);
  if (listed.length === 0) return [];
  const lines = linesOf(text, new Set(listed.map((error) => error.line)));
  return listed.map((error) => ({
    code: error.code,
    line: error.line,
    text: lines.get(error.line) ?? '',
  }));
}

/**
 * Makes each cue that ends before it starts (reported as end-before-start) end where it starts,
 * as the translator stores it: written with its end before its start, players drop or mishandle
 * it; ending at its start, it is written in time order and keeps its place and text for the
 * reader to retime. Changed in place: the result was just parsed here, and what subtitle-core
 * remembers to write it back (where ASS comments and WebVTT notes sit, the cues' raw text) is
 * tied to these very cues and their array.
 */
function clampEndsToStarts(result: ParseResult): void {
  for (const cue of result.cues) if (cue.end < cue.start) cue.end = cue.start;
}

/**
 * Reads a subtitle file's bytes: decoded as subtitle-core decodes files (UTF-8, UTF-16 with or
 * without a byte order mark, else Windows-1252), refused when it is empty, too large, binary or no
 * subtitle file at all, else parsed, with the problems the parser reported. A cue that ends
 * before it starts is made to end at its start (the message of its problem says so).
 */
export function readSubtitle({ name, bytes }: SubtitleInput): ReadOutcome {
  if (bytes.length > MAX_FILE_BYTES)
    return refuse(name, { kind: 'too-large', limit: MAX_FILE_BYTES });
  const { text, encoding } = decodeSubtitleBytes(bytes);
  if (text.trim() === '') return refuse(name, { kind: 'empty' });
  if (looksBinary(text)) return refuse(name, { kind: 'binary' });
  const format = formatOfFile(name, text);
  if (!format) return refuse(name, { kind: 'not-subtitles' });
  const result = parse(text, { format });
  clampEndsToStarts(result);
  const problems = problemsOf(result, text);
  const problemCount = result.errors.length + (result.omittedErrors ?? 0);
  const cueCount = result.cues.reduce((count, cue) => (isCommentCue(cue) ? count : count + 1), 0);
  if (cueCount === 0) return refuse(name, { kind: 'no-cues', format, problems, problemCount });
  return {
    ok: true,
    result,
    summary: { name, format, encoding, cueCount, problems, problemCount },
  };
}
