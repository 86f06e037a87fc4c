import nodemailer from 'nodemailer';

export interface MailMessage {
  from: string;
  to: string;
  subject: string;
  /** Plain text. */
  text: string;
}

/** Hands a message to a mail server; rejects with the server's answer when it refuses. */
export interface MailTransport {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** Why a send failed, and whether trying again later may help. */
export interface SendFailure {
  message: string;
  permanent: boolean;
}

/**
 * SMTP through nodemailer, from a URL: smtp://user:password@host:587 (STARTTLS when the server
 * offers it) or smtps://user:password@host:465 (TLS from the start).
 */
export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    async send(message) {
      await transporter.sendMail(message);
    },
    close: () => transporter.close(),
  };
}

/**
 * A 5xx reply (550 no such mailbox, 554 rejected) will be the same next time; a 4xx reply, a
 * dropped connection or a timeout may not.
 */
export function describeSendFailure(error: unknown): SendFailure {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  const text = error instanceof Error ? error.message : String(error);
  return {
    message: text.slice(0, 500),
    permanent: typeof code === 'number' && code >= 500 && code < 600,
  };
}
