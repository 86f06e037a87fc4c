/** A command line split into positional arguments and --flags (with '--flag value' or '--flag=value'). */
export interface CliArgs {
  positional: string[];
  flags: Map<string, string | true>;
}

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
