import type { Queryable } from '../../db/database.js';
import { mailOutbox } from '../../db/schema.js';

export interface OutgoingMail {
  to: string;
  subject: string;
  /** Plain text. */
  body: string;
}

/** Sends mail the product writes (password reset links). */
export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}

/**
 * Queues mail in mail_outbox, inside the caller's transaction when given one, so that a mail
 * exists exactly when the change it announces was committed. A delivery worker (or the operator)
 * sends the rows and marks them sent.
 */
export function outboxMailer(db: Queryable): Mailer {
  return {
    async send(mail) {
      await db.insert(mailOutbox).values({ to: mail.to, subject: mail.subject, body: mail.body });
    },
  };
}
