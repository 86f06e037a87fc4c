import { flagProblem, type CliArgs } from './cli-args.js';
import {
  checkCommand,
  convertCommand,
  mergeCommand,
  reflowCommand,
  scaleCommand,
  shiftCommand,
  UsageError,
  type Io,
} from './commands.js';

export const HELP = `captio-subs: convert, check, shift, scale, reflow and merge subtitle files

  captio-subs convert <input> [output|-] [--from fmt] [--to fmt] [--no-timestamps] [--speakers|--no-speakers] [--plain]
  captio-subs check   <input> --lang <code> [--fps 25] [--max-lines 2] [--json]
  captio-subs shift   <input> <offset> [output|-]      offset: 1500, -250ms, 2.5s, -00:00:01.200
  captio-subs scale   <input> <factor> [output|-]      factor: 1.001 or 25/23.976
  captio-subs reflow  <input> [output|-] --lang <code> [--max-chars N] [--max-lines N]
  captio-subs merge   <first> <second> [output|-] [--mode bilingual|append] [--offset ms] [--gap ms]

Formats (from the file extension, or --from/--to): srt, vtt, ass, ssa, lrc, txt, md, csv, ttml.
Every command also takes --from fmt and --strict (stop at the first problem in the input).
Without an output file (or with -) the result goes to standard output.
Exit codes: 0 done, 1 check found errors, 2 bad input or usage.
`;

const READING = ['from', 'strict'];
const WRITING = ['to', 'no-timestamps', 'speakers', 'no-speakers', 'plain'];

/** The flags each command takes. */
const COMMAND_FLAGS: Record<keyof typeof COMMANDS, readonly string[]> = {
  convert: [...READING, ...WRITING],
  check: [...READING, 'lang', 'fps', 'max-lines', 'json'],
  shift: [...READING, ...WRITING],
  scale: [...READING, ...WRITING],
  reflow: [...READING, ...WRITING, 'lang', 'max-chars', 'max-lines'],
  merge: [...READING, ...WRITING, 'mode', 'offset', 'gap'],
};

const COMMANDS = {
  convert: convertCommand,
  check: checkCommand,
  shift: shiftCommand,
  scale: scaleCommand,
  reflow: reflowCommand,
  merge: mergeCommand,
} as const;

export async function runCli(args: CliArgs, io: Io): Promise<number> {
  const [name, ...rest] = args.positional;
  if (name === undefined || args.flags.get('help') === true || name === 'help') {
    io.stdout(HELP);
    return name === undefined && args.flags.get('help') !== true ? 2 : 0;
  }
  const command = COMMANDS[name as keyof typeof COMMANDS];
  if (!Object.hasOwn(COMMANDS, name) || command === undefined) {
    io.stderr(
      `captio-subs: unknown command '${name}' (commands: ${Object.keys(COMMANDS).join(', ')})`,
    );
    return 2;
  }
  const problem = flagProblem(args.flags, name, COMMAND_FLAGS[name as keyof typeof COMMANDS]);
  if (problem !== undefined) {
    io.stderr(`captio-subs: ${problem}`);
    return 2;
  }
  try {
    return await command({ positional: rest, flags: args.flags }, io);
  } catch (error) {
    // The library throws RangeError for values it cannot work with (a shift that takes times
    // past what a number holds exactly, a scale that squeezes a cue to nothing): the user's input.
    if (error instanceof UsageError || error instanceof RangeError) {
      io.stderr(`captio-subs: ${error.message}`);
      return 2;
    }
    io.stderr(`captio-subs: unexpected failure: ${(error as Error).message}`);
    return 2;
  }
}
