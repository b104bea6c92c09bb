import type { ContactUsForm, ContactUsResponse, UnreadNotificationsResponse } from '@sparesfinder/contracts/notifications';
import { messages } from '@sparesfinder/contracts/messages';
import type { Clock } from '../../lib/clock';
import type { MailProvider } from '../../providers/mail/mail-provider';
import type { Actor } from '../../lib/actor';
import type { MessageAllowance } from '../../lib/message-allowance';
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
    async countUnread(actor: Actor): Promise<UnreadNotificationsResponse> {
      return { count: await notificationsRepository.countUnreadForUser(actor.organisationId, actor.userId) };
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
