import { z } from 'zod';
import type { Queryable } from '../../db/database.js';
import {
  invalidRedirectPath,
  invalidRedirectTarget,
  listRedirects,
  redirectKey,
  removeRedirect,
  saveRedirect,
} from '../../modules/site/redirects.js';
import { noArguments, positionals } from '../args.js';
import { CommandError, defineCommand } from '../command.js';
import { shortTime, table } from '../table.js';

const pathSchema = z.string().superRefine((path, context) => {
  const problem = invalidRedirectPath(path);
  if (problem) context.addIssue({ code: 'custom', message: problem });
});

export const redirectSetParams = z
  .strictObject({
    path: pathSchema,
    target: z.string().superRefine((target, context) => {
      const problem = invalidRedirectTarget(target);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    }),
  })
  .refine((r) => redirectKey(r.target) !== redirectKey(r.path), {
    message: 'a path cannot redirect to itself',
    path: ['target'],
  });
export type RedirectSetParams = z.infer<typeof redirectSetParams>;

export interface RedirectRecord {
  path: string;
  target: string;
  created_time: string;
}

const toRecord = (row: { path: string; target: string; createdAt: Date }): RedirectRecord => ({
  path: row.path,
  target: row.target,
  created_time: row.createdAt.toISOString(),
});

export async function setRedirect(
  db: Queryable,
  params: RedirectSetParams,
  now: Date,
): Promise<RedirectRecord> {
  return toRecord(await saveRedirect(db, params.path, params.target, now));
}

export async function deleteRedirect(
  db: Queryable,
  params: { path: string },
): Promise<{ path: string; deleted: true }> {
  if (!(await removeRedirect(db, params.path))) {
    throw new CommandError(`there is no redirect for ${redirectKey(params.path)}`);
  }
  return { path: redirectKey(params.path), deleted: true };
}

export async function redirectList(db: Queryable): Promise<RedirectRecord[]> {
  return (await listRedirects(db)).map(toRecord);
}

export const redirectCommands = [
  defineCommand({
    name: 'redirect set',
    usage: '<path> <target>',
    summary:
      'Sends a site path to another path or an absolute http(s) URL. Paths are exact (a locale prefix is part of them); a trailing slash is dropped.',
    params: redirectSetParams,
    parse: (args) => positionals(args, ['path', 'target']),
    run: setRedirect,
    format: (r: RedirectRecord) => `${r.path} -> ${r.target}`,
  }),
  defineCommand({
    name: 'redirect delete',
    usage: '<path>',
    summary: 'Removes the redirect of a path.',
    params: z.strictObject({ path: pathSchema }),
    parse: (args) => positionals(args, ['path']),
    run: deleteRedirect,
    format: (r: { path: string }) => `removed the redirect of ${r.path}`,
  }),
  defineCommand({
    name: 'redirect list',
    usage: '',
    summary: 'Every redirect, by path.',
    params: z.strictObject({}),
    parse: noArguments,
    run: (db) => redirectList(db),
    format: (list: RedirectRecord[]) =>
      table(
        ['PATH', 'TARGET', 'SET'],
        list.map((r) => [r.path, r.target, shortTime(r.created_time)]),
        'no redirects',
      ),
  }),
];
