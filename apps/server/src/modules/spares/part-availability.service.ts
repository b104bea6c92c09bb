import type { PartAvailabilityRequestForm, PartAvailabilityResponse } from '@sparesfinder/contracts/spares';
import { notFound } from '@sparesfinder/contracts/errors';
import { messages } from '@sparesfinder/contracts/messages';
import type { JobQueue } from '../../jobs/jobs';
import type { Actor } from '../../lib/actor';
import type { Clock } from '../../lib/clock';
import type { MessageAllowance } from '../../lib/message-allowance';
import type { MailProvider } from '../../providers/mail/mail-provider';
import type { NotificationsModule } from '../notifications/notifications.module';
import { partAvailabilityCheck, partAvailabilityCheckMinutes } from './part-availability.job';
import type { PartAvailabilityRepository } from './part-availability.repository';

/**
 * spec 3 §7 "Subscribe to part availability" and §4.10 ('Item Obsolete' opens an availability request): stored once
 * per organisation and part, mailed to the team through the outbox, watched by a background job that raises a
 * notification when stock returns.
 */
export function createPartAvailabilityService(deps: {
  repository: PartAvailabilityRepository;
  notifications: NotificationsModule;
  mail: MailProvider;
  teamEmail: string;
  messageAllowance: MessageAllowance;
  jobs: JobQueue;
  clock: Clock;
}) {
  const { repository, notifications, mail, teamEmail, messageAllowance, jobs, clock } = deps;

  const scheduleCheck = (requestId: number, armedAt: number, round: number) =>
    jobs.enqueue(partAvailabilityCheck, { requestId, armedAt, round }, {
      singletonKey: `part-availability-${requestId}-${armedAt}-${round}`,
      startAfter: new Date(clock.now().getTime() + partAvailabilityCheckMinutes * 60_000),
    });

  return {
    async subscribe(actor: Actor, form: PartAvailabilityRequestForm): Promise<PartAvailabilityResponse> {
      const product = await repository.findProductByPartNumber(form.manufacturerPartNumber);
      if (!product) throw notFound('Part');
      const answer = (requestId: number) => ({ success: true, message: messages.spares.partAvailabilityThankYou, requestId });
      const existing = await repository.findForOrganisation(actor, product.id);
      if (existing && existing.notifiedAt === null) return answer(existing.id); // a double click or retry
      const now = clock.now();
      await messageAllowance.spendOne(actor, now);
      const { iBasisGCN, iBasisApplianceGC, ...fields } = form;
      const saved = await repository.saveRequest(actor, { ...fields, productId: product.id, iBasisGcn: iBasisGCN, iBasisApplianceGc: iBasisApplianceGC }, now);
      if (!saved.isNew) return answer(saved.id);
      await mail.send({
        organisationId: actor.organisationId,
        to: teamEmail,
        subject: `${messages.spares.partAvailabilityEmailType} #${saved.id}: ${form.manufacturerPartNumber}`,
        text: [
          `Organisation ${actor.organisationId}, user ${actor.userId}`,
          `Part: ${form.manufacturerPartNumber} ${form.description}`,
          `Appliance: ${form.iBasisAppliance ?? 'not given'}; GC: ${form.iBasisApplianceGC ?? form.iBasisGCN ?? 'not given'}`,
          `Branch: ${form.selectedBranchId ?? 'any'}`,
        ].join('\n'),
      });
      await scheduleCheck(saved.id, now.getTime(), 0);
      return answer(saved.id);
    },

    /** The job's work: 'notified' when stock returned (notification raised), 'waiting' (checked again later), 'done'. */
    async checkRequest({ requestId, armedAt, round }: { requestId: number; armedAt: number; round: number }): Promise<'notified' | 'waiting' | 'done'> {
      const outcome = await repository.inTransaction(async (tx) => {
        const request = await repository.lockWaiting(requestId, tx);
        if (!request) return 'done' as const;
        if (!(await repository.hasStock(request.productId, request.selectedBranchId, tx))) return 'waiting' as const;
        await notifications.notificationsService.raise(
          {
            organisationId: request.organisationId,
            userId: request.userId,
            title: messages.spares.partAvailableAgainTitle,
            text: `${request.manufacturerPartNumber} ${request.description} is in stock again. Search for it in the Spares Finder to add it to your basket.`,
          },
          tx,
        );
        await repository.markNotified(request.id, clock.now(), tx);
        return 'notified' as const;
      });
      if (outcome === 'waiting') await scheduleCheck(requestId, armedAt, round + 1);
      return outcome;
    },
  };
}
export type PartAvailabilityService = ReturnType<typeof createPartAvailabilityService>;
