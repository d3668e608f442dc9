import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import { log as serverLog } from '../log.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The one link the mail is about (used by tests; never logged: it carries a token). */
  link: string;
  /** Files sent with the mail (a Z-report PDF, a scheduled report's CSV). */
  attachments?: { filename: string; content: Buffer; contentType: string }[];
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /**
   * The mail provider this mailer sends through (the SMTP host, `files`, `memory`): the outbox's
   * send rate limit counts per provider (server/platform/mail/outbox.ts). Unnamed: `mail`.
   */
  provider?: string;
}

/** The provider name of an SMTP URL: its host (never its user or password). */
export function smtpProvider(smtpUrl: string): string {
  try {
    return `smtp:${new URL(smtpUrl).host}`;
  } catch {
    return 'smtp';
  }
}

export const MAIL_FROM = 'Ordna <no-reply@ordna.se>';

/** SMTP when SMTP_URL is set; otherwise each mail becomes an .eml file in the outbox folder. */
export function createMailer(options: {
  smtpUrl: string | null;
  outboxDir: string;
  log?: (line: string) => void;
}): Mailer {
  const log = options.log ?? ((line: string) => serverLog.info(line));
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      provider: smtpProvider(options.smtpUrl),
      async send(message) {
        await transport.sendMail({
          from: MAIL_FROM,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          attachments: message.attachments,
        });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    provider: 'files',
    async send(message) {
      const info = await transport.sendMail({
        from: MAIL_FROM,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        attachments: message.attachments,
      });
      mkdirSync(options.outboxDir, { recursive: true });
      const safeTo = message.to.replace(/[^a-z0-9@._-]/gi, '_');
      const file = join(options.outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${safeTo}.eml`);
      writeFileSync(file, info.message as Buffer);
      // The link carries a single-use token, so it stays in the file and out of the log.
      log(`mail to ${message.to}: "${message.subject}" → ${file}`);
    },
  };
}

/** Keeps mails in memory; for tests. */
export function memoryMailer(): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return {
    sent,
    provider: 'memory',
    async send(message) {
      sent.push(message);
    },
  };
}
