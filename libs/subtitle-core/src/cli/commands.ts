import { extname } from 'node:path';
import {
  check,
  format,
  FORMATS,
  mergeFiles,
  parse,
  parseDuration,
  parseTime,
  reflow,
  scale,
  shift,
  type FormatOptions,
  type ParseResult,
  type SubtitleFormat,
} from '../index.js';
import type { CliArgs } from './cli-args.js';
import { withNewCues } from '../lib/edit/merge-files.js';
import { decodeSubtitleBytes } from '../lib/text/decode-subtitle-bytes.js';
import { readSubtitleFile } from './read-subtitle-file.js';
import { writeFileAtomically } from './write-file-atomically.js';

/** A problem with what the user asked for: printed as one line, exit code 2. */
export class UsageError extends Error {}

export interface Io {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
}

function formatFromPath(
  path: string,
  flag: string | true | undefined,
  role: string,
): SubtitleFormat {
  const named = typeof flag === 'string' ? flag : extname(path).slice(1).toLowerCase();
  if ((FORMATS as readonly string[]).includes(named)) return named as SubtitleFormat;
  if (typeof flag === 'string') {
    throw new UsageError(`unknown format '${flag}' (known: ${FORMATS.join(', ')})`);
  }
  throw new UsageError(
    `cannot tell the format of ${role} '${path}' from its extension; add --${role === 'output' ? 'to' : 'from'} <${FORMATS.join('|')}>`,
  );
}

/**
 * The command's arguments, from `least` to `most` of them. One too many is refused rather than
 * ignored: with `merge a b c out`, the third file would be taken for the output and overwritten.
 */
function requirePositional(args: CliArgs, least: number, most: number, usage: string): string[] {
  const given = args.positional;
  if (given.length < least) throw new UsageError(`usage: captio-subs ${usage}`);
  if (given.length > most) {
    const extra = given
      .slice(most)
      .map((arg) => `'${arg}'`)
      .join(', ');
    throw new UsageError(`too many arguments (${extra}); usage: captio-subs ${usage}`);
  }
  return given;
}

async function load(path: string, args: CliArgs, io: Io): Promise<ParseResult> {
  let text: string;
  try {
    text = path === '-' ? await readStdin() : await readSubtitleFile(path);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const reason =
      code === 'ENOENT'
        ? 'no such file'
        : code === 'EISDIR'
          ? 'it is a directory'
          : (error as Error).message;
    throw new UsageError(`cannot read '${path}': ${reason}`);
  }
  const from = args.flags.get('from');
  const options = {
    strict: args.flags.get('strict') === true,
    ...(typeof from === 'string' || path !== '-' ? { format: formatOrDetect(path, from) } : {}),
  };
  let result: ParseResult;
  try {
    result = parse(text, options);
  } catch (error) {
    throw new UsageError(`${path}: ${(error as Error).message}`);
  }
  for (const problem of result.errors) io.stderr(`${path}:${problem.line}: ${problem.message}`);
  if (result.omittedErrors !== undefined) {
    io.stderr(`${path}: ${result.omittedErrors} more problems, not listed`);
  }
  if (result.cues.length === 0 && text.trim() !== '') {
    throw new UsageError(`no subtitles found in '${path}' (read as ${result.format})`);
  }
  return result;
}

function formatOrDetect(path: string, flag: string | true | undefined): SubtitleFormat | undefined {
  if (typeof flag === 'string') return formatFromPath(path, flag, 'input');
  const ext = extname(path).slice(1).toLowerCase();
  // Unknown or missing extension: let the content decide.
  return (FORMATS as readonly string[]).includes(ext) ? (ext as SubtitleFormat) : undefined;
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return decodeSubtitleBytes(Buffer.concat(chunks)).text;
}

async function save(path: string | undefined, text: string, io: Io): Promise<void> {
  if (path === undefined || path === '-') {
    io.stdout(text);
    return;
  }
  try {
    await writeFileAtomically(path, text);
  } catch (error) {
    throw new UsageError(`cannot write '${path}': ${(error as Error).message}`);
  }
}

function writeOptions(args: CliArgs): FormatOptions {
  const options: FormatOptions = {
    timestamps: args.flags.get('no-timestamps') !== true,
    plainText: args.flags.get('plain') === true,
  };
  // Left to each format's default unless asked: SRT writes speakers only on request.
  if (args.flags.get('speakers') === true) options.speakers = true;
  if (args.flags.get('no-speakers') === true) options.speakers = false;
  return options;
}

function targetFormat(
  out: string | undefined,
  args: CliArgs,
  fallback: SubtitleFormat,
): SubtitleFormat {
  const to = args.flags.get('to');
  if (out === undefined || out === '-')
    return typeof to === 'string' ? formatFromPath('-', to, 'output') : fallback;
  return formatFromPath(out, to, 'output');
}

/** '1500', '-1500ms', '2.5s', '-00:00:01.500' -> milliseconds. */
export function readOffset(text: string): number {
  const negative = text.startsWith('-');
  const body = negative || text.startsWith('+') ? text.slice(1) : text;
  let ms: number;
  try {
    if (body.endsWith('ms')) ms = parseDuration(body.slice(0, -2)) / 1000;
    else if (body.endsWith('s')) ms = parseDuration(body.slice(0, -1));
    else if (body.includes(':')) ms = parseTime(body);
    else ms = parseDuration(body) / 1000;
  } catch {
    throw new UsageError(
      `cannot read the offset '${text}' (examples: 1500, -250ms, 2.5s, -00:00:01.200)`,
    );
  }
  if (!Number.isInteger(ms))
    throw new UsageError(`the offset '${text}' must be a whole number of milliseconds`);
  return negative ? -ms : ms;
}

/** A flag's value as a whole number above 0 (a count: characters, lines). */
function wholeNumberFlag(args: CliArgs, name: string): number | undefined {
  const value = args.flags.get(name);
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !/^[1-9]\d{0,8}$/.test(value))
    throw new UsageError(`--${name} needs a whole number above 0, not '${String(value)}'`);
  return Number(value);
}

/** Digits with an optional fraction: what a person writes for a rate or a factor. */
const DECIMAL = /^(?:\d+(?:\.\d*)?|\.\d+)$/;

/** A flag's value as a decimal number above 0 (a rate: frames per second). */
function decimalFlag(args: CliArgs, name: string): number | undefined {
  const value = args.flags.get(name);
  if (value === undefined) return undefined;
  const parsed = typeof value === 'string' && DECIMAL.test(value) ? Number(value) : NaN;
  if (!(parsed > 0 && Number.isFinite(parsed)))
    throw new UsageError(
      `--${name} needs a number above 0 such as 25 or 23.976, not '${String(value)}'`,
    );
  return parsed;
}

/** '1.001' or '25/23.976' -> a factor above 0, or undefined when it is neither. */
export function readFactor(text: string): number | undefined {
  const parts = text.split('/');
  if (parts.length > 2 || !parts.every((part) => DECIMAL.test(part))) return undefined;
  const [numerator = '', denominator = '1'] = parts;
  const factor = Number(numerator) / Number(denominator);
  return factor > 0 && Number.isFinite(factor) ? factor : undefined;
}

export async function convertCommand(args: CliArgs, io: Io): Promise<number> {
  const [input = '', output] = requirePositional(
    args,
    1,
    2,
    'convert <input> [output|-] [--from fmt] [--to fmt]',
  );
  const target = targetFormat(output, args, 'srt');
  const result = await load(input, args, io);
  const fromAss = result.format === 'ass' || result.format === 'ssa';
  const sameFamily =
    result.format === target || (fromAss && (target === 'ass' || target === 'ssa'));
  const options: FormatOptions = {
    ...writeOptions(args),
    // A script's styles and frame say how its events look and where they are (italic styles,
    // \pos): other formats write them as markup and cue settings.
    ...(fromAss ? { header: result.header, styles: result.styles } : {}),
    onWarning: (warning) => io.stderr(`warning: ${warning.message}`),
  };
  await save(output, format(sameFamily ? result : result.cues, target, options), io);
  return 0;
}

export async function checkCommand(args: CliArgs, io: Io): Promise<number> {
  const [input = ''] = requirePositional(
    args,
    1,
    1,
    'check <input> --lang <code> [--fps 25] [--max-lines 2] [--json]',
  );
  const lang = args.flags.get('lang');
  // Line length and reading speed depend on the language: no silent default.
  if (typeof lang !== 'string')
    throw new UsageError('check needs --lang <code> (e.g. --lang en, --lang zh)');
  const fps = decimalFlag(args, 'fps');
  const maxLines = wholeNumberFlag(args, 'max-lines');
  const result = await load(input, args, io);
  const findings = check(result.cues, {
    lang,
    ...(fps !== undefined ? { fps } : {}),
    ...(maxLines !== undefined ? { maxLines } : {}),
  });
  // What the parser skipped or repaired (already listed on standard error) fails a check too:
  // a file that loses a cue on the way in is not a clean file.
  const readingProblems = result.errors.length + (result.omittedErrors ?? 0);
  if (args.flags.get('json') === true) {
    io.stdout(JSON.stringify(findings, null, 2) + '\n');
  } else {
    for (const finding of findings) {
      io.stdout(`cue ${finding.cueIndex + 1}: ${finding.severity}: ${finding.message}\n`);
    }
    const errors = findings.filter((finding) => finding.severity === 'error').length;
    const read =
      readingProblems > 0 ? `, ${readingProblems} problems reading the file (see above)` : '';
    io.stdout(
      `${result.cues.length} cues, ${errors} errors, ${findings.length - errors} warnings${read}\n`,
    );
  }
  return readingProblems > 0 || findings.some((finding) => finding.severity === 'error') ? 1 : 0;
}

export async function shiftCommand(args: CliArgs, io: Io): Promise<number> {
  const [input = '', offset = '', output] = requirePositional(
    args,
    2,
    3,
    'shift <input> <offset> [output|-]   offset: 1500, -250ms, 2.5s, -00:00:01.200',
  );
  const ms = readOffset(offset);
  const result = await load(input, args, io);
  await save(
    output,
    format(
      { ...result, cues: shift(result.cues, ms) },
      targetFormat(output, args, result.format),
      writeOptions(args),
    ),
    io,
  );
  return 0;
}

export async function scaleCommand(args: CliArgs, io: Io): Promise<number> {
  const [input = '', factorText = '', output] = requirePositional(
    args,
    2,
    3,
    'scale <input> <factor> [output|-]   factor: 1.001 or 25/23.976',
  );
  const factor = readFactor(factorText);
  if (factor === undefined)
    throw new UsageError(
      `the factor '${factorText}' must be a positive number or a ratio like 25/23.976`,
    );
  const result = await load(input, args, io);
  await save(
    output,
    format(
      { ...result, cues: scale(result.cues, factor) },
      targetFormat(output, args, result.format),
      writeOptions(args),
    ),
    io,
  );
  return 0;
}

export async function reflowCommand(args: CliArgs, io: Io): Promise<number> {
  const [input = '', output] = requirePositional(
    args,
    1,
    2,
    'reflow <input> [output|-] --lang <code> [--max-chars N] [--max-lines N]',
  );
  const lang = args.flags.get('lang');
  if (typeof lang !== 'string')
    throw new UsageError('reflow needs --lang <code> (e.g. --lang en, --lang zh)');
  const maxChars = wholeNumberFlag(args, 'max-chars');
  const maxLines = wholeNumberFlag(args, 'max-lines');
  const result = await load(input, args, io);
  const cues = reflow(result.cues, {
    lang,
    ...(maxChars !== undefined ? { maxChars } : {}),
    ...(maxLines !== undefined ? { maxLines } : {}),
  });
  await save(
    output,
    format(
      withNewCues(result, cues),
      targetFormat(output, args, result.format),
      writeOptions(args),
    ),
    io,
  );
  return 0;
}

export async function mergeCommand(args: CliArgs, io: Io): Promise<number> {
  const [first = '', second = '', output] = requirePositional(
    args,
    2,
    3,
    'merge <first> <second> [output|-] [--mode bilingual|append] [--offset ms] [--gap ms]',
  );
  const mode = args.flags.get('mode') ?? 'bilingual';
  if (mode !== 'bilingual' && mode !== 'append')
    throw new UsageError(`--mode must be bilingual or append, not '${String(mode)}'`);
  const offset = args.flags.get('offset');
  const gap = args.flags.get('gap');
  if (mode === 'bilingual' && (offset !== undefined || gap !== undefined))
    throw new UsageError(
      '--offset and --gap place the second file after the first: add --mode append',
    );
  const a = await load(first, args, io);
  const b = await load(second, args, io);
  const target = targetFormat(output, args, a.format);
  const merged =
    mode === 'append'
      ? mergeFiles(a, b, {
          mode,
          ...(typeof offset === 'string' ? { offset: readOffset(offset) } : {}),
          ...(typeof gap === 'string' ? { gap: readOffset(gap) } : {}),
        })
      : mergeFiles(a, b, { mode });
  await save(output, format(merged, target, writeOptions(args)), io);
  return 0;
}
