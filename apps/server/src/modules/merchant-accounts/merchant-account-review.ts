import { matchesRegister, merchantAccountStatus, validationAfterReview } from '@sparesfinder/domain/account/merchant-account-status';
import type { MailProvider } from '../../providers/mail/mail-provider';
import type { NotificationsService } from '../notifications/notifications.service';
import { findOrganisationContact, type MerchantAccountsRepository } from './merchant-accounts.repository';

export interface ReviewOutcome {
  id: number;
  organisationId: number;
  status: string;
}

/**
 * The merchants' answers to applications in review (spec 1 §4 isValidated 3, §9 "2-3 days unless automatic"). Each
 * merchant's answer is its register: found with matching postcode and phone = Approved, otherwise Unsuccessful. Run
 * by the `merchant-accounts.review` job, one per application. Each decision and its notification commit together; the
 * e-mail follows. Rows are locked with SKIP LOCKED, so two runs never decide one account twice.
 */
export function createMerchantAccountReview(deps: {
  merchantAccountsRepository: MerchantAccountsRepository;
  notificationsService: NotificationsService;
  mail: MailProvider;
}) {
  const { merchantAccountsRepository: repository, notificationsService, mail } = deps;
  return {
    /** Decides the given account if it is still in review, or every account in review (oldest first) when no id is given. */
    async decideAccountsInReview(options: { id?: number; limit?: number } = {}): Promise<ReviewOutcome[]> {
      const decided = await repository.inTransaction(async (tx) => {
        const outcomes: (ReviewOutcome & { email: string | null; supplierName: string; accountNumber: string })[] = [];
        for (const application of await repository.lockAccountsInReview(tx, options)) {
          const entry = await repository.findRegisterEntry(application.supplierId, application.accountNumber, tx);
          const validation = validationAfterReview(matchesRegister(application, entry));
          await repository.setValidation(application.id, validation, tx);
          const status = merchantAccountStatus(validation);
          const account = await repository.findAccount(application.organisationId, application.id, tx);
          const contact = await findOrganisationContact(tx, application.organisationId);
          const supplierName = account?.supplierName ?? 'The merchant';
          if (contact) {
            await notificationsService.raise(
              {
                organisationId: application.organisationId,
                userId: contact.userId,
                title: `Merchant account ${status.toLowerCase()}`,
                text: `${supplierName} has reviewed account ${application.accountNumber}: ${status}.`,
              },
              tx,
            );
          }
          outcomes.push({ id: application.id, organisationId: application.organisationId, status, email: contact?.email ?? null, supplierName, accountNumber: application.accountNumber });
        }
        return outcomes;
      });
      for (const outcome of decided) {
        if (!outcome.email) continue;
        await mail.send({
          organisationId: outcome.organisationId,
          to: outcome.email,
          subject: `Your ${outcome.supplierName} account: ${outcome.status}`,
          text: [
            `${outcome.supplierName} has reviewed merchant account ${outcome.accountNumber}.`,
            outcome.status === 'Approved'
              ? 'It is approved: you can now order on this account in SparesFinder.'
              : 'It could not be confirmed. Please check the account number, postcode and phone number on your account page, or contact the merchant.',
          ].join('\n'),
        });
      }
      return decided.map(({ id, organisationId, status }) => ({ id, organisationId, status }));
    },
  };
}
export type MerchantAccountReview = ReturnType<typeof createMerchantAccountReview>;
