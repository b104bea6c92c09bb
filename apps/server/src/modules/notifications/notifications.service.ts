import type { ContactUsForm, ContactUsResponse, Notification, NotificationsResponse, UnreadNotificationsResponse } from '@sparesfinder/contracts/notifications';
import { notFound } from '@sparesfinder/contracts/errors';
import { toIsoDateTime } from '@sparesfinder/domain/dates';
import { messages } from '@sparesfinder/contracts/messages';
import type { Clock } from '../../lib/clock';
import type { MailProvider } from '../../providers/mail/mail-provider';
import type { Actor } from '../../lib/actor';
import type { MessageAllowance } from '../../lib/message-allowance';
import type { Executor } from '../../db/client';
import type { NotificationsRepository } from './notifications.repository';

export function createNotificationsService(deps: {
  notificationsRepository: NotificationsRepository;
  mail: MailProvider;
  supportEmail: string;
  messageAllowance: MessageAllowance;
  clock: Clock;
}) {
  const { notificationsRepository, mail, messageAllowance, clock } = deps;
  return {
    /**
     * The one way an area tells a user something happened (order placed, status changed, account validated, part
     * back in stock, export ready): a row in their notifications list, counted in the header badge. Pass the
     * transaction that makes the change so the two commit together.
     */
    async raise(notice: { organisationId: number; userId: number; title: string; text: string; fullDescription?: string }, executor?: Executor): Promise<number> {
      return notificationsRepository.insertNotification(
        { ...notice, fullDescription: notice.fullDescription ?? notice.text, logDateTime: clock.now() },
        executor,
      );
    },

    async countUnread(actor: Actor): Promise<UnreadNotificationsResponse> {
      return { count: await notificationsRepository.countUnreadForUser(actor.organisationId, actor.userId) };
    },

    /** spec 3 §2.8: the user's notifications, a page at a time (10 by default), with the total count. */
    async list(actor: Actor, skip: number, take: number): Promise<NotificationsResponse> {
      const { rows, total } = await notificationsRepository.listForUser(actor.organisationId, actor.userId, skip, take);
      return { collection: rows.map(toNotification), count: total };
    },

    /** One of the user's notifications; anyone else's id is a 404 like a missing one. */
    async get(actor: Actor, id: number): Promise<Notification> {
      const row = await notificationsRepository.findForUser(actor.organisationId, actor.userId, id);
      if (!row) throw notFound('Notification');
      return toNotification(row);
    },

    /** spec 3 §4.9: marked read on load. Ids that are not the user's change nothing (and say nothing about them). */
    async markAsRead(actor: Actor, ids: readonly number[]): Promise<{ success: boolean }> {
      await notificationsRepository.markRead(actor.organisationId, actor.userId, ids);
      return { success: true };
    },

    async delete(actor: Actor, id: number): Promise<{ success: boolean }> {
      if (!(await notificationsRepository.deleteForUser(actor.organisationId, actor.userId, id))) throw notFound('Notification');
      return { success: true };
    },

    /** spec 1 §2 Get in Touch: kept in contact_messages and e-mailed to support, then the thank-you text. */
    async sendContactMessage(actor: Actor, form: ContactUsForm): Promise<ContactUsResponse> {
      await messageAllowance.spendOne(actor, clock.now());
      const id = await notificationsRepository.insertContactMessage({
        organisationId: actor.organisationId,
        userId: actor.userId,
        firstName: form.firstName,
        lastName: form.lastName,
        email: form.email,
        phoneNumber: form.phoneNumber || null,
        message: form.message,
        createdAt: clock.now(),
      });
      await mail.send({
        organisationId: actor.organisationId,
        to: deps.supportEmail,
        subject: `Contact form #${id}: ${form.firstName} ${form.lastName}`,
        text: [
          `From: ${form.firstName} ${form.lastName} <${form.email}>`,
          `Phone: ${form.phoneNumber || 'not given'}`,
          `Organisation id: ${actor.organisationId}, user id: ${actor.userId}`,
          '',
          form.message,
        ].join('\n'),
      });
      return { success: true, message: messages.contact.thankYou };
    },
  };
}
export type NotificationsService = ReturnType<typeof createNotificationsService>;

/** spec 3 §3 Notification field names. */
function toNotification(row: { id: number; hasRead: boolean; title: string; text: string; fullDescription: string; logDateTime: Date }): Notification {
  return {
    notificationTriggerLogID: row.id,
    hasRead: row.hasRead,
    notificationTitle: row.title,
    logDateTime: toIsoDateTime(row.logDateTime),
    computedNotificationText: row.text,
    fullDescription: row.fullDescription,
  };
}
