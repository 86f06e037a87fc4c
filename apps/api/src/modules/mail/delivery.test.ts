import { eq } from 'drizzle-orm';
import { SMTPServer, type SMTPServerDataStream } from 'smtp-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../../../test/support/test-app.js';
import { TEST_DB_KIND } from '../../../test/support/test-database.js';
import { mailOutbox } from '../../db/schema.js';
import { MailDelivery, retryDelayMs } from './delivery.js';
import { smtpTransport } from './transport.js';

interface Received {
  from: string;
  to: string[];
  data: string;
}

/**
 * A real SMTP server on 127.0.0.1 (no TLS, no auth) that keeps what it receives, and refuses a
 * recipient with the reply the test sets.
 */
class LocalSmtp {
  readonly received: Received[] = [];
  refuse: { code: number; message: string } | undefined;
  private readonly server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo: (address, _session, callback) => {
      if (!this.refuse) return callback();
      const error = new Error(this.refuse.message) as Error & { responseCode: number };
      error.responseCode = this.refuse.code;
      return callback(error);
    },
    onData: (stream: SMTPServerDataStream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        this.received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          data: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  port = 0;

  async listen(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.server.address() as { port: number }).port;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

const log = { info: () => {}, warn: () => {}, error: () => {} };

let t: TestApp;
let smtp: LocalSmtp;
beforeAll(async () => {
  t = await createTestApp({ CAPTIO_PUBLIC_URL: 'https://captio.example' });
  smtp = new LocalSmtp();
  await smtp.listen();
});
afterAll(async () => {
  await smtp?.close();
  await t?.close();
});
afterEach(async () => {
  smtp.received.length = 0;
  smtp.refuse = undefined;
  await t.database.db.delete(mailOutbox);
});

function delivery(options: { port?: number; maxAttempts?: number; now?: () => Date } = {}) {
  return new MailDelivery({
    db: t.database.db,
    transport: smtpTransport(`smtp://127.0.0.1:${options.port ?? smtp.port}`),
    from: 'Captio <no-reply@captio.example>',
    log,
    ...(options.now ? { now: options.now } : {}),
    ...(options.maxAttempts ? { maxAttempts: options.maxAttempts } : {}),
  });
}

async function queue(to: string, subject = 'Hello', body = 'Line one\nLine two') {
  const [row] = await t.database.db.insert(mailOutbox).values({ to, subject, body }).returning();
  if (!row) throw new Error('no row');
  return row;
}

async function row(id: number) {
  const [found] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  if (!found) throw new Error(`mail ${id} is gone`);
  return found;
}

describe('mail delivery over SMTP', () => {
  it('sends a password reset link to the user, once, and marks the mail sent', async () => {
    const user = await signUp(t.app, { name: 'Ada' });
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password_reset/',
      payload: { email: user.email },
    });
    expect(asked.statusCode).toBe(200);

    const sender = delivery();
    expect(await sender.deliverDue()).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail?.from).toBe('no-reply@captio.example');
    expect(mail?.to).toEqual([user.email]);
    expect(mail?.data).toMatch(/^Subject: Reset your Captio password/m);
    expect(mail?.data).toContain('https://captio.example/users/password?token=');

    expect(await sender.deliverDue()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(smtp.received).toHaveLength(1);
    const [stored] = await t.database.db.select().from(mailOutbox);
    expect(stored?.sentAt).not.toBeNull();
    await sender.stop();
  });

  it('keeps non-ASCII subjects and bodies intact', async () => {
    await queue('emilie@example.com', 'Réinitialisez votre mot de passe', 'Bonjour Émilie,\n你好');
    const sender = delivery();
    await sender.deliverDue();
    const data = smtp.received[0]?.data ?? '';
    // Encoded words and quoted-printable are what mail clients decode; check the decoded text.
    const decodedSubject = /^Subject: =\?UTF-8\?Q\?(.*)\?=$/m.exec(data)?.[1];
    expect(decodeURIComponent((decodedSubject ?? '').replace(/_/g, ' ').replace(/=/g, '%'))).toBe(
      'Réinitialisez votre mot de passe',
    );
    const body = data.slice(data.indexOf('\r\n\r\n') + 4).replace(/=\r\n/g, '');
    expect(decodeURIComponent(body.replace(/=([0-9A-F]{2})/g, '%$1'))).toContain(
      'Bonjour Émilie,\r\n你好',
    );
    await sender.stop();
  });

  it('tries again later after a temporary refusal, and records why', async () => {
    let now = new Date('2026-11-24T10:00:00Z');
    const sender = delivery({ now: () => now });
    const mail = await queue('later@example.com');
    smtp.refuse = { code: 451, message: 'Try again later' };

    expect(await sender.deliverDue()).toEqual({ sent: 0, retrying: 1, failed: 0 });
    const waiting = await row(mail.id);
    expect(waiting.attempts).toBe(1);
    expect(waiting.lastError).toContain('Try again later');
    expect(waiting.nextAttemptAt?.getTime()).toBe(now.getTime() + retryDelayMs(1));

    smtp.refuse = undefined;
    expect(await sender.deliverDue()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    now = new Date(now.getTime() + retryDelayMs(1));
    expect(await sender.deliverDue()).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect((await row(mail.id)).lastError).toBeNull();
    await sender.stop();
  });

  it('gives up at once when the server refuses for good (5xx)', async () => {
    const sender = delivery();
    const mail = await queue('nobody@example.com');
    smtp.refuse = { code: 550, message: 'No such user' };
    expect(await sender.deliverDue()).toEqual({ sent: 0, retrying: 0, failed: 1 });
    const given = await row(mail.id);
    expect(given.failedAt).not.toBeNull();
    expect(given.lastError).toContain('No such user');
    smtp.refuse = undefined;
    expect(await sender.deliverDue()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    await sender.stop();
  });

  it('gives up after maxAttempts temporary failures', async () => {
    let now = new Date('2026-11-24T10:00:00Z');
    const sender = delivery({ now: () => now, maxAttempts: 3 });
    const mail = await queue('flaky@example.com');
    smtp.refuse = { code: 421, message: 'Busy' };
    const outcomes = [];
    for (let i = 0; i < 3; i++) {
      outcomes.push(await sender.deliverDue());
      now = new Date(now.getTime() + retryDelayMs(i + 1));
    }
    expect(outcomes.map((round) => round.failed)).toEqual([0, 0, 1]);
    expect((await row(mail.id)).attempts).toBe(3);
    await sender.stop();
  });

  it('keeps the mail when no server answers', async () => {
    const closed = new LocalSmtp();
    await closed.listen();
    const port = closed.port;
    await closed.close();
    const sender = delivery({ port });
    const mail = await queue('waiting@example.com');
    expect(await sender.deliverDue()).toEqual({ sent: 0, retrying: 1, failed: 0 });
    expect((await row(mail.id)).lastError).toMatch(/ECONNREFUSED|connect/i);
    await sender.stop();
  });

  it.runIf(TEST_DB_KIND === 'postgres')(
    'sends each mail once when several processes deliver at the same time',
    async () => {
      for (let i = 0; i < 25; i++) await queue(`user${i}@example.com`, `Mail ${i}`);
      const senders = [delivery(), delivery(), delivery()];
      const rounds = await Promise.all(senders.map((sender) => sender.deliverDue()));
      expect(rounds.reduce((sum, round) => sum + round.sent, 0)).toBe(25);
      expect(new Set(smtp.received.map((mail) => mail.to[0])).size).toBe(25);
      expect(smtp.received).toHaveLength(25);
      await Promise.all(senders.map((sender) => sender.stop()));
    },
  );

  it.each([
    [1, 30_000],
    [2, 60_000],
    [3, 120_000],
    [8, 3_600_000],
    [20, 3_600_000],
  ])('waits %i failed attempts -> %i ms before the next', (attempts, ms) => {
    expect(retryDelayMs(attempts)).toBe(ms);
  });
});
