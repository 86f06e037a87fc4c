/** Bad input from the operator: exit code 2 and one line that says what is wrong. */
export class UsageError extends Error {}

/** The options a command takes: 'value' options need a value, 'flag' options stand alone. */
export type OptionSpec = Readonly<Record<string, 'value' | 'flag'>>;

export interface ParsedArgs {
  readonly positionals: readonly string[];
  readonly values: ReadonlyMap<string, string>;
  readonly flags: ReadonlySet<string>;
}

/** A negative number is a value (user grant a@b.c -5), not an option. */
const NUMBER = /^-\d+$/;

/**
 * Splits the words after a command into positionals and options (`--name value`,
 * `--name=value`, `--flag`). Unknown, repeated or valueless options are usage errors.
 */
export function parseArgs(words: readonly string[], spec: OptionSpec): ParsedArgs {
  const positionals: string[] = [];
  const values = new Map<string, string>();
  const flags = new Set<string>();
  for (let i = 0; i < words.length; i++) {
    const word = words[i] ?? '';
    if (!word.startsWith('-') || word === '-' || NUMBER.test(word)) {
      positionals.push(word);
      continue;
    }
    if (!word.startsWith('--')) throw new UsageError(`unknown option ${word}`);
    const equals = word.indexOf('=');
    const name = word.slice(2, equals === -1 ? undefined : equals);
    const kind = spec[name];
    if (!kind) throw new UsageError(`unknown option --${name}`);
    if (values.has(name) || flags.has(name)) throw new UsageError(`--${name} is given twice`);
    if (kind === 'flag') {
      if (equals !== -1) throw new UsageError(`--${name} takes no value`);
      flags.add(name);
      continue;
    }
    let value: string | undefined;
    if (equals !== -1) {
      value = word.slice(equals + 1);
    } else {
      value = words[i + 1];
      if (value === undefined || (value.startsWith('--') && value.length > 2)) {
        throw new UsageError(`--${name} needs a value`);
      }
      i += 1;
    }
    values.set(name, value);
  }
  return { positionals, values, flags };
}

/** The positionals a command takes, by name; too few or too many is a usage error. */
export function positionals<const Names extends readonly string[]>(
  args: ParsedArgs,
  names: Names,
): { [K in Names[number]]: string } {
  if (args.positionals.length < names.length) {
    throw new UsageError(`missing <${names[args.positionals.length]}>`);
  }
  if (args.positionals.length > names.length) {
    throw new UsageError(`unexpected argument "${args.positionals[names.length]}"`);
  }
  return Object.fromEntries(names.map((name, i) => [name, args.positionals[i]])) as {
    [K in Names[number]]: string;
  };
}

/** For commands that take no words at all. */
export function noArguments(args: ParsedArgs): Record<string, never> {
  positionals(args, []);
  return {};
}

export function requiredValue(args: ParsedArgs, name: string): string {
  const value = args.values.get(name);
  if (value === undefined) throw new UsageError(`--${name} is required`);
  return value;
}

/** A whole number written in decimal, as the operator typed it. */
export function integer(text: string, what: string): number {
  if (!/^-?\d{1,15}$/.test(text))
    throw new UsageError(`${what} must be a whole number, not "${text}"`);
  return Number(text);
}

export function optionalInteger(args: ParsedArgs, name: string): number | undefined {
  const value = args.values.get(name);
  return value === undefined ? undefined : integer(value, `--${name}`);
}

/** on or off, for switches. */
export function onOff(text: string): boolean {
  if (text === 'on') return true;
  if (text === 'off') return false;
  throw new UsageError(`expected on or off, not "${text}"`);
}
