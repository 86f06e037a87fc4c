import { ConfigError, loadConfig } from '../config.js';
import { UsageError, parseArgs } from './args.js';
import { type AdminCommand, type CommandOutcome, errorLine } from './command.js';
import { ConnectError, connectAdmin } from './connect.js';
import { adminCommands, commandGroup, findCommand } from './registry.js';

export interface CliIo {
  env: NodeJS.ProcessEnv;
  stdout(text: string): void;
  stderr(text: string): void;
  now?: () => Date;
}

export const EXIT_OK = 0;
/** The command failed: the database is out of reach, or something broke. */
export const EXIT_FAILED = 1;
/** Bad input: a usage error, or a refusal such as an unknown user. */
export const EXIT_BAD_INPUT = 2;

const PROGRAM = 'captio admin';

const line = (command: AdminCommand) =>
  `${command.name}${command.usage ? ` ${command.usage}` : ''}`;

export function helpText(): string {
  const commands = adminCommands.map((c) => `  ${line(c)}\n      ${c.summary}`);
  return [
    `Usage: ${PROGRAM} <command> [arguments] [--json]`,
    '',
    'Commands:',
    ...commands,
    '',
    'Options:',
    '  --json   print the result as JSON',
    `  --help   this help, or with a command (${PROGRAM} plan set --help) that command's`,
    '',
    'Data: with DATABASE_URL, that Postgres database. Otherwise the PGlite data in',
    'CAPTIO_DATA_DIR (./data); while the server runs and holds it, commands go to the server',
    'through <data dir>/admin.sock.',
    'Exit codes: 0 done, 1 failed, 2 bad input.',
  ].join('\n');
}

function commandHelp(commands: readonly AdminCommand[]): string {
  return commands.map((c) => `Usage: ${PROGRAM} ${line(c)} [--json]\n  ${c.summary}`).join('\n\n');
}

/** The command the words name (two words, or one for status), and the words after it. */
function resolve(words: readonly string[]): { command: AdminCommand; rest: string[] } | undefined {
  const two = words.length >= 2 ? findCommand(`${words[0]} ${words[1]}`) : undefined;
  if (two) return { command: two, rest: words.slice(2) };
  const one = findCommand(words[0] ?? '');
  return one ? { command: one, rest: words.slice(1) } : undefined;
}

function unknownCommand(words: readonly string[]): string {
  const group = commandGroup(words[0] ?? '');
  if (group.length > 0) {
    const subcommands = group.map((c) => c.name.split(' ')[1]).join(', ');
    return words[1] === undefined
      ? `${words[0]} needs a subcommand: ${subcommands}`
      : `unknown command "${words[0]} ${words[1]}"; ${words[0]} takes ${subcommands}`;
  }
  return `unknown command "${words[0]}"; see ${PROGRAM} --help`;
}

/**
 * The command the words name and its parameters, checked; a UsageError says what is wrong and
 * how the command is used.
 */
export async function readCommandLine(
  words: readonly string[],
): Promise<{ command: AdminCommand; params: unknown }> {
  const found = resolve(words);
  if (!found) throw new UsageError(unknownCommand(words));
  const { command, rest } = found;
  try {
    return { command, params: await command.parse(parseArgs(rest, command.options)) };
  } catch (error) {
    if (error instanceof UsageError) {
      throw new UsageError(`${error.message} (usage: ${PROGRAM} ${line(command)})`);
    }
    throw error;
  }
}

/** Runs one operator command; answers the exit code. Never throws. */
export async function runCli(argv: readonly string[], io: CliIo): Promise<number> {
  const json = argv.includes('--json');
  const help = argv.includes('--help') || argv.includes('-h') || argv[0] === 'help';
  const words = argv.filter((w) => w !== '--json' && w !== '--help' && w !== '-h');
  if (words[0] === 'help') words.shift();
  const fail = (code: number, message: string) => {
    io.stderr(`${PROGRAM}: ${message}\n`);
    return code;
  };

  if (help) {
    const found = resolve(words);
    const group = commandGroup(words[0] ?? '');
    if (words.length === 0) io.stdout(`${helpText()}\n`);
    else if (found) io.stdout(`${commandHelp([found.command])}\n`);
    else if (group.length > 0) io.stdout(`${commandHelp(group)}\n`);
    else return fail(EXIT_BAD_INPUT, unknownCommand(words));
    return EXIT_OK;
  }
  if (words.length === 0) return fail(EXIT_BAD_INPUT, `no command given; see ${PROGRAM} --help`);

  let command: AdminCommand;
  let params: unknown;
  try {
    ({ command, params } = await readCommandLine(words));
  } catch (error) {
    if (error instanceof UsageError) return fail(EXIT_BAD_INPUT, error.message);
    return fail(EXIT_FAILED, errorLine(error));
  }

  let outcome: CommandOutcome;
  try {
    const config = loadConfig(io.env);
    const connection = await connectAdmin({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      now: io.now ?? (() => new Date()),
    });
    try {
      outcome = await connection.run(command, params);
    } finally {
      await connection.close();
    }
  } catch (error) {
    const known = error instanceof ConfigError || error instanceof ConnectError;
    return fail(EXIT_FAILED, known ? error.message : `failed: ${errorLine(error)}`);
  }

  if (!outcome.ok) {
    if (outcome.kind === 'usage') {
      return fail(EXIT_BAD_INPUT, `${outcome.message} (usage: ${PROGRAM} ${line(command)})`);
    }
    return fail(outcome.kind === 'refused' ? EXIT_BAD_INPUT : EXIT_FAILED, outcome.message);
  }
  io.stdout(`${json ? JSON.stringify(outcome.result, null, 2) : command.format(outcome.result)}\n`);
  return EXIT_OK;
}
