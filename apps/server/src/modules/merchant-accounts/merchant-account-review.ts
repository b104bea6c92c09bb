import { matchesRegister, merchantAccountStatus, validationAfterReview } from '@sparesfinder/domain/account/merchant-account-status';
import type { Executor } from '../../db/client';
import type { MailProvider } from '../../providers/mail/mail-provider';
import type { NotificationsService } from '../notifications/notifications.service';
import { findOrganisationContact, type MerchantAccountsRepository } from './merchant-accounts.repository';

export interface ReviewOutcome {
  id: number;
  organisationId: number;
  status: string;
}

type Application = Awaited<ReturnType<MerchantAccountsRepository['lockAccountsInReview']>>[number];
type DecidedApplication = ReviewOutcome & { email: string | null; supplierName: string; accountNumber: string };

/**
 * The merchants' answers to applications in review (spec 1 §4 isValidated 3, §9 "2-3 days unless automatic"). Two
 * ways in, one way through: the `merchant-accounts.review` job asks the merchant's register (found with matching
 * postcode and phone = Approved, otherwise Unsuccessful), and the admin command (`npm run admin -- merchant-review`)
 * records the answer a merchant gave us by phone or e-mail. Each decision and its notification commit together; the
 * e-mail follows. Rows are locked with SKIP LOCKED, so the job and the command never decide one account twice.
 */
export function createMerchantAccountReview(deps: {
  merchantAccountsRepository: MerchantAccountsRepository;
  notificationsService: NotificationsService;
  mail: MailProvider;
}) {
  const { merchantAccountsRepository: repository, notificationsService, mail } = deps;

  /** Records one answer on a locked application and raises the contact user's notification, in the same transaction. */
  const decide = async (tx: Executor, application: Application, approved: boolean): Promise<DecidedApplication> => {
    const validation = validationAfterReview(approved);
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
    return { id: application.id, organisationId: application.organisationId, status, email: contact?.email ?? null, supplierName, accountNumber: application.accountNumber };
  };

  /** The e-mails, once the decisions have committed (a failed send never undoes a decision). */
  const mailOutcomes = async (decided: DecidedApplication[]): Promise<ReviewOutcome[]> => {
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
  };

  return {
    /** Decides the given account if it is still in review, or every account in review (oldest first) when no id is given. */
    async decideAccountsInReview(options: { id?: number; limit?: number } = {}): Promise<ReviewOutcome[]> {
      const decided = await repository.inTransaction(async (tx) => {
        const outcomes: DecidedApplication[] = [];
        for (const application of await repository.lockAccountsInReview(tx, options)) {
          const entry = await repository.findRegisterEntry(application.supplierId, application.accountNumber, tx);
          outcomes.push(await decide(tx, application, matchesRegister(application, entry)));
        }
        return outcomes;
      });
      return mailOutcomes(decided);
    },

    /**
     * Records the merchant's own answer for one application (the admin command). Undefined when the account is not
     * in review (unknown, already decided, or being decided by the job this moment): nothing changes then.
     */
    async recordMerchantAnswer(id: number, approved: boolean): Promise<ReviewOutcome | undefined> {
      const decided = await repository.inTransaction(async (tx) => {
        const [application] = await repository.lockAccountsInReview(tx, { id });
        return application ? [await decide(tx, application, approved)] : [];
      });
      const [outcome] = await mailOutcomes(decided);
      return outcome;
    },

    /** Every application waiting for a merchant's answer, oldest first (the admin command's list). */
    listAccountsInReview: () => repository.listAccountsInReview(),
  };
}
export type MerchantAccountReview = ReturnType<typeof createMerchantAccountReview>;
