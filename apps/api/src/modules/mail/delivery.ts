import { and, asc, eq, inArray, isNull, lte, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.js';
import { Periodic } from '../../jobs/periodic.js';
import { mailOutbox } from '../../db/schema.js';
import { describeSendFailure, type MailTransport } from './transport.js';

type OutboxRow = typeof mailOutbox.$inferSelect;

export interface MailDeliveryOptions {
  db: Database;
  transport: MailTransport;
  /** The From header, e.g. 'Captio <no-reply@example.com>'. */
  from: string;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  now?: () => Date;
  /** How often the outbox is looked at. */
  intervalMs?: number;
  /** Mails claimed at a time. */
  batchSize?: number;
  /** Failed attempts after which a mail is given up. */
  maxAttempts?: number;
}

export interface DeliveryRound {
  sent: number;
  retrying: number;
  failed: number;
}

const FIRST_RETRY_MS = 30_000;
const LAST_RETRY_MS = 3_600_000;
/** A claimed mail is left to its delivery this long; after that another process may try it. */
const LEASE_MS = 5 * 60_000;

/** 30 s, 1 min, 2 min, ... at most an hour: a server that is down gets time to come back. */
export function retryDelayMs(failedAttempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, failedAttempts - 1), LAST_RETRY_MS);
}

/**
 * Sends what the product queued in mail_outbox (password reset links) through a mail server,
 * from every api process at once if need be: each mail is claimed with FOR UPDATE SKIP LOCKED and
 * a lease, so that it goes out once. A refusal for good (5xx) gives up at once; other failures
 * are tried again later, up to maxAttempts, and the last error stays on the row for the operator
 * (./captio admin mail list).
 */
export class MailDelivery {
  private readonly now: () => Date;
  private readonly batchSize: number;
  private readonly maxAttempts: number;
  private readonly rounds: Periodic;

  constructor(private readonly options: MailDeliveryOptions) {
    this.now = options.now ?? (() => new Date());
    this.batchSize = options.batchSize ?? 10;
    this.maxAttempts = options.maxAttempts ?? 10;
    this.rounds = new Periodic({
      round: () => this.deliverDue(),
      intervalMs: options.intervalMs ?? 5_000,
      onError: (error) => options.log.error({ err: error }, 'mail delivery failed'),
    });
  }

  /** Looks at the outbox now and then every intervalMs, until stop(). */
  start(): void {
    this.rounds.start();
  }

  /** Stops looking and waits for a round under way, then closes the transport. */
  async stop(): Promise<void> {
    await this.rounds.stop();
    this.options.transport.close();
  }

  /** Sends every mail that is due, a batch at a time, until none is left. */
  async deliverDue(): Promise<DeliveryRound> {
    const round: DeliveryRound = { sent: 0, retrying: 0, failed: 0 };
    for (;;) {
      const claimed = await this.claim();
      for (const mail of claimed) round[await this.deliver(mail)]++;
      if (claimed.length < this.batchSize || this.rounds.stopping) return round;
    }
  }

  private async claim(): Promise<OutboxRow[]> {
    const { db } = this.options;
    const now = this.now();
    const due = db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        and(
          isNull(mailOutbox.sentAt),
          isNull(mailOutbox.failedAt),
          or(isNull(mailOutbox.nextAttemptAt), lte(mailOutbox.nextAttemptAt, now)),
        ),
      )
      .orderBy(asc(mailOutbox.id))
      .limit(this.batchSize)
      .for('update', { skipLocked: true });
    const claimed = await db
      .update(mailOutbox)
      .set({ nextAttemptAt: new Date(now.getTime() + LEASE_MS) })
      .where(inArray(mailOutbox.id, due))
      .returning();
    return claimed.sort((a, b) => a.id - b.id);
  }

  private async deliver(mail: OutboxRow): Promise<keyof DeliveryRound> {
    const { db, transport, from, log } = this.options;
    try {
      await transport.send({ from, to: mail.to, subject: mail.subject, text: mail.body });
    } catch (error) {
      const failure = describeSendFailure(error);
      const attempts = mail.attempts + 1;
      const givenUp = failure.permanent || attempts >= this.maxAttempts;
      const now = this.now();
      await db
        .update(mailOutbox)
        .set({
          attempts,
          lastError: failure.message,
          failedAt: givenUp ? now : null,
          nextAttemptAt: givenUp ? null : new Date(now.getTime() + retryDelayMs(attempts)),
        })
        .where(eq(mailOutbox.id, mail.id));
      log.warn({ mail: mail.id, attempts, givenUp, error: failure.message }, 'mail not sent');
      return givenUp ? 'failed' : 'retrying';
    }
    await db
      .update(mailOutbox)
      .set({ sentAt: this.now(), nextAttemptAt: null, lastError: null })
      .where(eq(mailOutbox.id, mail.id));
    log.info({ mail: mail.id }, 'mail sent');
    return 'sent';
  }
}
