import nodemailer from 'nodemailer';
import type { Clock } from '../../lib/clock';
import type { MailOutboxRepository } from './mail-outbox.repository';
import type { MailProvider } from './mail-provider';

export interface SmtpOptions {
  smtpUrl: string;
  from: string;
}

/**
 * Real delivery through any SMTP server (SMTP_URL, e.g. smtp://user:pass@host:587). The message is written to the
 * outbox first, so a refused delivery is never lost: the row keeps the transport's error for a resend.
 */
export function createSmtpMailProvider(options: SmtpOptions, outbox: MailOutboxRepository, clock: Clock): MailProvider {
  const transport = nodemailer.createTransport(options.smtpUrl);
  return {
    name: 'smtp',
    async send(message) {
      const outboxId = await outbox.record(message, 'smtp', clock.now());
      try {
        await transport.sendMail({ from: options.from, to: message.to, subject: message.subject, text: message.text, html: message.html });
        await outbox.markSent(outboxId, clock.now());
        return { outboxId, delivered: true };
      } catch (error) {
        await outbox.markFailed(outboxId, error instanceof Error ? error.message : String(error));
        return { outboxId, delivered: false };
      }
    },
  };
}
