import { count, desc, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { Queryable } from '../../db/database.js';
import {
  coupons,
  mailOutbox,
  plans,
  redemptionCodes,
  routeRedirects,
  users,
  versions,
} from '../../db/schema.js';
import { type FlagName, readFlags, setFlag } from '../../modules/system/flags.js';
import { noArguments, onOff, positionals } from '../args.js';
import { defineCommand } from '../command.js';
import { fields } from '../table.js';

export interface Switches {
  maintenance: boolean;
  show_notice: boolean;
}

/** Turns a switch on or off and answers both switches as they now are. */
export async function setSwitch(db: Queryable, name: FlagName, on: boolean): Promise<Switches> {
  await setFlag(db, name, on);
  return readFlags(db);
}

export interface Status extends Switches {
  users: number;
  latest_version: string | null;
  active_plans: number;
  unused_codes: number;
  coupons: number;
  redirects: number;
  unsent_mail: number;
}

async function counted(query: PromiseLike<{ n: number }[]>): Promise<number> {
  const [row] = await query;
  return row?.n ?? 0;
}

/** The switches and the numbers an operator checks first. */
export async function readStatus(db: Queryable): Promise<Status> {
  const flags = await readFlags(db);
  const [latest] = await db
    .select({ version: versions.version })
    .from(versions)
    .orderBy(desc(versions.createdAt), desc(versions.version))
    .limit(1);
  return {
    ...flags,
    users: await counted(db.select({ n: count() }).from(users)),
    latest_version: latest?.version ?? null,
    active_plans: await counted(
      db.select({ n: count() }).from(plans).where(eq(plans.active, true)),
    ),
    unused_codes: await counted(
      db.select({ n: count() }).from(redemptionCodes).where(isNull(redemptionCodes.redeemedAt)),
    ),
    coupons: await counted(db.select({ n: count() }).from(coupons)),
    redirects: await counted(db.select({ n: count() }).from(routeRedirects)),
    unsent_mail: await counted(
      db.select({ n: count() }).from(mailOutbox).where(isNull(mailOutbox.sentAt)),
    ),
  };
}

const onOffWord = (on: boolean) => (on ? 'on' : 'off');

function switchCommand(name: string, flag: FlagName, effect: string) {
  return defineCommand({
    name,
    usage: 'on|off',
    summary: effect,
    params: z.strictObject({ on: z.boolean() }),
    parse: (args) => ({ on: onOff(positionals(args, ['on|off'])['on|off']) }),
    run: (db, params) => setSwitch(db, flag, params.on),
    format: (result: Switches) => `${name} is ${onOffWord(result[flag])}`,
  });
}

export const systemCommands = [
  switchCommand(
    'maintenance',
    'maintenance',
    'Maintenance mode: the site sends every visitor to /maintenance.',
  ),
  switchCommand('notice', 'show_notice', 'The notice bar of the site (show_notice).'),
  defineCommand({
    name: 'status',
    usage: '',
    summary: 'Switches and counts: users, plans, codes, coupons, redirects, unsent mail.',
    params: z.strictObject({}),
    parse: noArguments,
    run: (db) => readStatus(db),
    format: (status: Status) =>
      fields([
        ['maintenance', onOffWord(status.maintenance)],
        ['notice', onOffWord(status.show_notice)],
        ['users', status.users],
        ['latest version', status.latest_version],
        ['active plans', status.active_plans],
        ['unused codes', status.unused_codes],
        ['coupons', status.coupons],
        ['redirects', status.redirects],
        ['unsent mail', status.unsent_mail],
      ]),
  }),
];
