/** A command line split into positional arguments and --flags (with '--flag value' or '--flag=value'). */
export interface CliArgs {
  positional: string[];
  flags: Map<string, string | true>;
}

/** Flags that take no value: the argument after them is not theirs. */
const BOOLEAN_FLAGS = new Set([
  'strict',
  'json',
  'help',
  'no-timestamps',
  'no-speakers',
  'speakers',
  'plain',
]);

export function parseCliArgs(argv: readonly string[]): CliArgs {
  const positional: string[] = [];
  const flags = new Map<string, string | true>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (arg === '-h') {
      flags.set('help', true);
    } else if (arg.startsWith('--') && arg.length > 2) {
      const eq = arg.indexOf('=');
      if (eq > 0) {
        flags.set(arg.slice(2, eq), arg.slice(eq + 1));
      } else {
        const name = arg.slice(2);
        const next = argv[i + 1];
        if (BOOLEAN_FLAGS.has(name) || next === undefined) {
          flags.set(name, true);
        } else {
          flags.set(name, next);
          i++;
        }
      }
    } else {
      positional.push(arg);
    }
  }
  return { positional, flags };
}

/**
 * Why a command's flags are wrong, or undefined when they are right: each flag must be one the
 * command knows, a flag that takes no value must have none, and one that takes a value must have
 * one. A misspelt flag would otherwise be ignored, or take the output path as its value.
 */
export function flagProblem(
  flags: ReadonlyMap<string, string | true>,
  command: string,
  known: readonly string[],
): string | undefined {
  for (const [name, value] of flags) {
    if (name === 'help') continue;
    if (!known.includes(name)) {
      const list = known.map((flag) => `--${flag}`).join(', ');
      return `unknown option --${name} for ${command} (its options: ${list})`;
    }
    if (BOOLEAN_FLAGS.has(name) && value !== true) return `--${name} takes no value`;
    if (!BOOLEAN_FLAGS.has(name) && value === true) return `--${name} needs a value`;
  }
  return undefined;
}
