import type { SourcingRequestForm, ThankYouResponse } from '@sparesfinder/contracts/lists';
import { messages } from '@sparesfinder/contracts/messages';
import type { Actor } from '../../lib/actor';
import type { MessageAllowance } from '../../lib/message-allowance';
import type { Clock } from '../../lib/clock';
import type { MailProvider } from '../../providers/mail/mail-provider';
import type { RequestedProductsRepository } from './requested-products.repository';
import type { SourcingRepository } from './sourcing.repository';

/**
 * 'Want us to source this part for you?' and 'Cash Back Available' (spec 2 §4). Both are stored first, then mailed
 * to the team through the outbox (a failed delivery is retried by the mail.deliver job; the customer still gets
 * the thank-you because the request is safely stored).
 */
export function createSourcingService(deps: {
  sourcingRepository: SourcingRepository;
  requestedProductsRepository: RequestedProductsRepository;
  mail: MailProvider;
  teamEmail: string;
  messageAllowance: MessageAllowance;
  clock: Clock;
}) {
  const { sourcingRepository, requestedProductsRepository, mail, teamEmail, messageAllowance, clock } = deps;

  const requesterLine = async (actor: Actor) => {
    const who = await sourcingRepository.findRequester(actor);
    return who ? `${who.firstName} ${who.surname} <${who.email}>, ${who.orgName}` : `user ${actor.userId}`;
  };

  return {
    /** Stored with a requested-products entry, so the part shows on /requested-products (spec 2 §4). */
    async requestSourcing(actor: Actor, form: SourcingRequestForm): Promise<ThankYouResponse> {
      const now = clock.now();
      await messageAllowance.spendOne(actor, now);
      const id = await sourcingRepository.inTransaction(async (tx) => {
        const requestedProductId = await requestedProductsRepository.add(
          actor,
          { manufacturerPartNumber: form.manufacturerPartNumber, description: form.description, imageUrl: form.imageUrl ?? null, iBasisAppliance: form.iBasisAppliance ?? null, createdOn: now },
          tx,
        );
        const { iBasisGCN, iBasisApplianceGC, ...fields } = form;
        return sourcingRepository.insertSourcingRequest(actor, { ...fields, iBasisGcn: iBasisGCN, iBasisApplianceGc: iBasisApplianceGC, requestedProductId, createdAt: now }, tx);
      });
      await mail.send({
        organisationId: actor.organisationId,
        to: teamEmail,
        subject: `${form.type} #${id}: ${form.manufacturerPartNumber}`,
        text: [
          `From: ${await requesterLine(actor)} (organisation ${actor.organisationId})`,
          `Part: ${form.manufacturerPartNumber} ${form.description}`,
          `Manufacturer: ${form.manufacturer ?? 'not given'}; appliance: ${form.iBasisAppliance ?? 'not given'}; GC: ${form.iBasisApplianceGC ?? form.iBasisGCN ?? 'not given'}`,
          `Quantity: ${form.qty ?? 1}`,
        ].join('\n'),
      });
      return { success: true, message: messages.lists.sourcingThankYou };
    },

    async registerCashBack(actor: Actor): Promise<ThankYouResponse> {
      await messageAllowance.spendOne(actor, clock.now());
      const id = await sourcingRepository.insertCashBackRegistration(actor, clock.now());
      await mail.send({
        organisationId: actor.organisationId,
        to: teamEmail,
        subject: `Cash back registration #${id}`,
        text: `${await requesterLine(actor)} (organisation ${actor.organisationId}) asked to register for cash back.`,
      });
      return { success: true, message: messages.lists.cashBackThankYou };
    },
  };
}
export type SourcingService = ReturnType<typeof createSourcingService>;
