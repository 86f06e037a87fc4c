import type { Queryable } from '../../src/db/database.js';
import { readCommandLine } from '../../src/admin/cli.js';
import { type CommandOutcome, executeCommand } from '../../src/admin/command.js';

export interface AdminRun {
  outcome: CommandOutcome;
  /** What the operator reads on success. */
  text: string | undefined;
  /** The result as --json prints it. */
  result: unknown;
}

/**
 * Runs an operator command line against a database, as the CLI does once connected (and as
 * the server does for its admin socket). Usage errors throw, as they stop the CLI before it
 * connects.
 */
export async function admin(db: Queryable, words: string[], now = new Date()): Promise<AdminRun> {
  const { command, params } = await readCommandLine(words);
  const outcome = await executeCommand(command, db, params, now);
  return {
    outcome,
    text: outcome.ok ? command.format(outcome.result) : undefined,
    result: outcome.ok ? JSON.parse(JSON.stringify(outcome.result)) : undefined,
  };
}

/** The one line a usage error prints, or undefined when the words are a valid command. */
export async function usageError(words: string[]): Promise<string | undefined> {
  try {
    await readCommandLine(words);
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}
