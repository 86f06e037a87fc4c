import { asc, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { Queryable } from '../../db/database.js';
import { mailOutbox } from '../../db/schema.js';
import { noArguments } from '../args.js';
import { defineCommand } from '../command.js';
import { shortTime } from '../table.js';

export interface MailRecord {
  id: number;
  to: string;
  subject: string;
  body: string;
  created_time: string;
  /** Failed delivery attempts, with the last error, when a mail server is set up. */
  attempts: number;
  last_error: string | null;
  /** Given up: it will not be tried again. */
  failed: boolean;
}

/**
 * Mail not yet sent, oldest first: with no mail server set up (CAPTIO_SMTP_URL), the operator
 * reads it here; with one, this shows what is failing and why.
 */
export async function unsentMail(db: Queryable): Promise<MailRecord[]> {
  const rows = await db
    .select()
    .from(mailOutbox)
    .where(isNull(mailOutbox.sentAt))
    .orderBy(asc(mailOutbox.id));
  return rows.map((row) => ({
    id: row.id,
    to: row.to,
    subject: row.subject,
    body: row.body,
    created_time: row.createdAt.toISOString(),
    attempts: row.attempts,
    last_error: row.lastError,
    failed: row.failedAt !== null,
  }));
}

const indent = (text: string) =>
  text
    .split('\n')
    .map((line) => (line ? `    ${line}` : ''))
    .join('\n');

function deliveryState(mail: MailRecord): string {
  if (mail.attempts === 0) return '';
  const tries = `${mail.attempts} failed attempt${mail.attempts === 1 ? '' : 's'}`;
  return `  (${mail.failed ? 'given up' : 'will retry'} after ${tries}: ${mail.last_error ?? 'unknown error'})`;
}

export const mailCommands = [
  defineCommand({
    name: 'mail list',
    usage: '',
    summary: 'Mail waiting to be sent, oldest first, with its text.',
    params: z.strictObject({}),
    parse: noArguments,
    run: (db) => unsentMail(db),
    format: (list: MailRecord[]) =>
      list.length === 0
        ? 'no unsent mail'
        : list
            .map(
              (m) =>
                `#${m.id}  ${shortTime(m.created_time)}  to ${m.to}${deliveryState(m)}\nSubject: ${m.subject}\n\n${indent(m.body)}`,
            )
            .join('\n\n'),
  }),
];
