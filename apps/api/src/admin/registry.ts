import type { AdminCommand } from './command.js';
import { codeCommands } from './commands/codes.js';
import { couponCommands } from './commands/coupons.js';
import { mailCommands } from './commands/mail.js';
import { planCommands } from './commands/plans.js';
import { redirectCommands } from './commands/redirects.js';
import { systemCommands } from './commands/system.js';
import { userCommands } from './commands/users.js';
import { versionCommands } from './commands/versions.js';

/** Every operator command, in the order help lists them. */
export const adminCommands: readonly AdminCommand[] = [
  ...systemCommands,
  ...versionCommands,
  ...planCommands,
  ...codeCommands,
  ...couponCommands,
  ...redirectCommands,
  ...userCommands,
  ...mailCommands,
];

export function findCommand(name: string): AdminCommand | undefined {
  return adminCommands.find((command) => command.name === name);
}

/** The commands whose name starts with this word ('version' -> version add, version list). */
export function commandGroup(word: string): AdminCommand[] {
  return adminCommands.filter((command) => command.name.split(' ')[0] === word);
}
