import type { z } from 'zod';
import type { Queryable } from '../db/database.js';
import { type OptionSpec, type ParsedArgs, UsageError } from './args.js';

/** The command was understood but cannot be done (no such user, code taken): exit code 2. */
export class CommandError extends Error {}

/** The fields of the parameters, with values the parameter schema has yet to check. */
export type Unchecked<P> = { [K in keyof P]: unknown };

export interface CommandDefinition<P, R> {
  /** The words that select it: 'version add'. */
  readonly name: string;
  /** What follows the name, for help: '<version> --name <n> ...'. */
  readonly usage: string;
  readonly summary: string;
  readonly options?: OptionSpec;
  /**
   * The parameters as JSON, checked again where the command runs: the server takes them from
   * its admin socket, and a socket is input too.
   */
  readonly params: z.ZodType<P>;
  /**
   * From the command line, before `params` checks the values; may read files (the server's
   * working directory is not ours).
   */
  parse(args: ParsedArgs): Unchecked<P> | Promise<Unchecked<P>>;
  /** Does it; the result is plain JSON (dates as ISO strings), so it crosses the socket as is. */
  run(db: Queryable, params: P, now: Date): Promise<R>;
  /** The result as text for a person. */
  format(result: R): string;
}

/** A command with its types erased, as the registry, the CLI and the socket server hold it. */
export interface AdminCommand {
  readonly name: string;
  readonly usage: string;
  readonly summary: string;
  readonly options: OptionSpec;
  parse(args: ParsedArgs): Promise<unknown>;
  execute(db: Queryable, params: unknown, now: Date): Promise<unknown>;
  format(result: unknown): string;
}

function checked<P>(schema: z.ZodType<P>, params: unknown): P {
  const parsed = schema.safeParse(params);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = issue?.path.map(String).join('.');
  throw new UsageError(`${field ? `${field}: ` : ''}${issue?.message ?? 'invalid parameters'}`);
}

export function defineCommand<P, R>(definition: CommandDefinition<P, R>): AdminCommand {
  return {
    name: definition.name,
    usage: definition.usage,
    summary: definition.summary,
    options: definition.options ?? {},
    parse: async (args) => checked(definition.params, await definition.parse(args)),
    execute: (db, params, now) => definition.run(db, checked(definition.params, params), now),
    format: (result) => definition.format(result as R),
  };
}

/** What running a command came to, locally or over the admin socket. */
export type CommandOutcome =
  | { ok: true; result: unknown }
  | { ok: false; kind: 'usage' | 'refused' | 'failed'; message: string };

/**
 * One line on what went wrong: the innermost cause (drizzle wraps the driver's error in one
 * that quotes the whole query and its parameters).
 */
export function errorLine(error: unknown): string {
  let current = error;
  while (current instanceof Error && current.cause instanceof Error) current = current.cause;
  const message = current instanceof Error ? current.message : String(current);
  return message.split('\n', 1)[0] ?? message;
}

/** Runs a command and says how it went; never throws. */
export async function executeCommand(
  command: AdminCommand,
  db: Queryable,
  params: unknown,
  now: Date,
): Promise<CommandOutcome> {
  try {
    return { ok: true, result: await command.execute(db, params, now) };
  } catch (error) {
    if (error instanceof UsageError) return { ok: false, kind: 'usage', message: error.message };
    if (error instanceof CommandError) {
      return { ok: false, kind: 'refused', message: error.message };
    }
    return { ok: false, kind: 'failed', message: errorLine(error) };
  }
}
