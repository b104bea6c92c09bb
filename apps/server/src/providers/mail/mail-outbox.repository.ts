import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { mailOutbox } from '../../db/schema/index';
import type { MailMessage } from './mail-provider';

export interface OutboxEntry {
  id: number;
  toAddress: string;
  subject: string;
  textBody: string;
  htmlBody: string | null;
  provider: string;
  createdAt: Date;
  sentAt: Date | null;
  error: string | null;
}

/**
 * The outbox is the shop's record of sent mail. A mail that concerns an organisation (a contact message, a sourcing
 * request) carries its id, and the dev mail page shows a viewer only their own organisation's mail.
 */
export function createMailOutboxRepository(db: Database) {
  return {
    async record(message: MailMessage, provider: string, createdAt: Date): Promise<number> {
      const [row] = await db
        .insert(mailOutbox)
        .values({ organisationId: message.organisationId ?? null, toAddress: message.to, subject: message.subject, textBody: message.text, htmlBody: message.html ?? null, provider, createdAt })
        .returning({ id: mailOutbox.id });
      return row!.id;
    },
    /** The message to deliver, with whether it already went (a retried job must not send it twice). */
    async findForDelivery(id: number): Promise<(MailMessage & { sentAt: Date | null }) | undefined> {
      const [row] = await db
        .select({ to: mailOutbox.toAddress, subject: mailOutbox.subject, text: mailOutbox.textBody, html: mailOutbox.htmlBody, sentAt: mailOutbox.sentAt })
        .from(mailOutbox)
        .where(eq(mailOutbox.id, id));
      return row && { ...row, html: row.html ?? undefined };
    },
    async markSent(id: number, sentAt: Date): Promise<void> {
      await db.update(mailOutbox).set({ sentAt, error: null }).where(eq(mailOutbox.id, id));
    },
    async markFailed(id: number, error: string): Promise<void> {
      await db.update(mailOutbox).set({ error: error.slice(0, 2000) }).where(eq(mailOutbox.id, id));
    },
    /** The newest mails concerning one organisation (the dev mail page never shows another's). */
    listNewestFirstFor(organisationId: number, limit: number): Promise<OutboxEntry[]> {
      return db
        .select({
          id: mailOutbox.id,
          toAddress: mailOutbox.toAddress,
          subject: mailOutbox.subject,
          textBody: mailOutbox.textBody,
          htmlBody: mailOutbox.htmlBody,
          provider: mailOutbox.provider,
          createdAt: mailOutbox.createdAt,
          sentAt: mailOutbox.sentAt,
          error: mailOutbox.error,
        })
        .from(mailOutbox)
        .where(eq(mailOutbox.organisationId, organisationId))
        .orderBy(desc(mailOutbox.id))
        .limit(limit);
    },
  };
}
export type MailOutboxRepository = ReturnType<typeof createMailOutboxRepository>;
