import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { z } from 'zod';
import type { Queryable } from '../../db/database.js';
import { type VersionRow, addVersion, listVersions } from '../../modules/versions/versions.js';
import { UsageError, noArguments, positionals, requiredValue } from '../args.js';
import { CommandError, defineCommand } from '../command.js';
import { shortTime, table } from '../table.js';

/** Release notes are HTML an operator writes; a megabyte is far more than any changelog. */
const MAX_INFO_BYTES = 1024 * 1024;

export const versionParams = z.strictObject({
  version: z
    .string()
    .regex(
      /^[0-9A-Za-z][0-9A-Za-z._+-]{0,31}$/,
      'a version is up to 32 letters, digits and . _ + -',
    ),
  name: z.string().trim().min(1, 'a version needs a name').max(200),
  info: z.string().min(1, 'the release notes are empty').max(MAX_INFO_BYTES),
  importance: z.union([z.literal(0), z.literal(1)], { error: 'importance is 0 or 1' }),
});
export type VersionParams = z.infer<typeof versionParams>;

export interface VersionRecord {
  version: string;
  version_name: string;
  version_info: string;
  importance: number;
  created_time: string;
}

function toRecord(row: VersionRow): VersionRecord {
  return {
    version: row.version,
    version_name: row.versionName,
    version_info: row.versionInfo,
    importance: row.importance,
    created_time: row.createdAt.toISOString(),
  };
}

export async function createVersion(
  db: Queryable,
  params: VersionParams,
  now: Date,
): Promise<VersionRecord> {
  const row = await addVersion(
    db,
    {
      version: params.version,
      versionName: params.name,
      versionInfo: params.info,
      importance: params.importance,
    },
    now,
  );
  if (!row) throw new CommandError(`version ${params.version} already exists`);
  return toRecord(row);
}

export async function versionList(db: Queryable): Promise<VersionRecord[]> {
  return (await listVersions(db)).map(toRecord);
}

/** --info is the HTML itself, or @path to read it from a file. */
async function releaseNotes(value: string): Promise<string> {
  if (!value.startsWith('@')) return value;
  const path = resolve(value.slice(1));
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    throw new UsageError(`cannot read ${path}: ${(error as NodeJS.ErrnoException).code ?? error}`);
  }
}

/** 0 or 1 as a number; anything else stays as typed, for the parameter check to refuse. */
function importance(value: string): number | string {
  return value === '0' || value === '1' ? Number(value) : value;
}

export const versionCommands = [
  defineCommand({
    name: 'version add',
    usage: '<version> --name <n> --info <html|@file> [--importance 0|1]',
    summary: 'Adds release notes; importance 1 opens the latest-updates dialog.',
    options: { name: 'value', info: 'value', importance: 'value' },
    params: versionParams,
    parse: async (args) => ({
      version: positionals(args, ['version']).version,
      name: requiredValue(args, 'name'),
      info: await releaseNotes(requiredValue(args, 'info')),
      importance: importance(args.values.get('importance') ?? '0'),
    }),
    run: createVersion,
    format: (v: VersionRecord) =>
      `added version ${v.version} "${v.version_name}" (importance ${v.importance})`,
  }),
  defineCommand({
    name: 'version list',
    usage: '',
    summary: 'Every version, newest first.',
    params: z.strictObject({}),
    parse: noArguments,
    run: (db) => versionList(db),
    format: (list: VersionRecord[]) =>
      table(
        ['VERSION', 'NAME', 'IMPORTANCE', 'CREATED'],
        list.map((v) => [v.version, v.version_name, v.importance, shortTime(v.created_time)]),
        'no versions yet',
      ),
  }),
];
