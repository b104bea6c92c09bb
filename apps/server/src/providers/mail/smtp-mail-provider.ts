import nodemailer from 'nodemailer';
import type { Clock } from '../../lib/clock';
import type { Jobs } from '../../jobs/jobs';
import type { MailOutboxRepository } from './mail-outbox.repository';
import type { MailProvider } from './mail-provider';
import { deliverMailJob } from './mail-delivery.job';

export interface SmtpOptions {
  smtpUrl: string;
  from: string;
}

/**
 * Real delivery through any SMTP server (SMTP_URL, e.g. smtp://user:pass@host:587). `send` writes the message to
 * the outbox and queues a `mail.deliver` job (one per outbox row), so the request never waits for the SMTP server
 * and a refused delivery is retried (decision 009); each failed attempt leaves its error on the row.
 */
export function createSmtpMailProvider(options: SmtpOptions, deps: { outbox: MailOutboxRepository; clock: Clock; jobs: Jobs }): MailProvider {
  const { outbox, clock, jobs } = deps;
  const transport = nodemailer.createTransport(options.smtpUrl);

  jobs.handle(deliverMailJob, async ({ outboxId }) => {
    const message = await outbox.findForDelivery(outboxId);
    // Gone, or sent by an earlier attempt whose completion was not recorded (at-least-once delivery).
    if (!message || message.sentAt) return;
    try {
      await transport.sendMail({ from: options.from, to: message.to, subject: message.subject, text: message.text, html: message.html });
    } catch (error) {
      await outbox.markFailed(outboxId, error instanceof Error ? error.message : String(error));
      throw error;
    }
    await outbox.markSent(outboxId, clock.now());
  });

  return {
    name: 'smtp',
    async send(message) {
      const outboxId = await outbox.record(message, 'smtp', clock.now());
      await jobs.enqueue(deliverMailJob, { outboxId }, { singletonKey: `outbox-${outboxId}` });
      return { outboxId, state: 'queued' };
    },
  };
}
