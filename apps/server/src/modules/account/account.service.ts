import type { IsAccountCompletedResponse, Organisation, UserDetails } from '@sparesfinder/contracts/account';
import type { AuthenticateResponse } from '@sparesfinder/contracts/auth';
import { notFound } from '@sparesfinder/contracts/errors';
import { isAccountCompleted } from '@sparesfinder/domain/account-completion';
import type { Actor } from '../../lib/actor';
import type { AccountRepository } from './account.repository';

export function createAccountService(deps: { accountRepository: AccountRepository }) {
  const { accountRepository } = deps;

  const loadOrganisation = async (organisationId: number) => {
    const organisation = await accountRepository.findOrganisation(organisationId);
    if (!organisation) throw notFound('Organisation');
    return organisation;
  };

  return {
    authenticate: (utm: Record<string, string>): AuthenticateResponse => ({ isAuthenticated: true, utm }),

    async getUserDetails(actor: Actor): Promise<UserDetails> {
      const user = await accountRepository.findUserInOrganisation(actor.organisationId, actor.userId);
      if (!user) throw notFound('User');
      return {
        userId: user.id,
        orgID: user.organisationId,
        email: user.email,
        firstName: user.firstName,
        surname: user.surname,
        roleName: user.roleName,
        disableSparesFinderCheckout: user.disableProductCheckout, // spec 1 §3 disable{product}Checkout
        isTestUser: user.isTestUser,
        userGroupId: user.userGroupId,
      };
    },

    async getOrganisation(actor: Actor): Promise<Organisation> {
      const { buyingGroupStatusId, tradeHelpBtCreditAccount, ...organisation } = await loadOrganisation(actor.organisationId);
      const contact = await accountRepository.findContactUser(actor.organisationId);
      return {
        ...organisation,
        computedContactUser: contact ? { firstName: contact.firstName, surname: contact.surname } : null,
        buyingGroupStatusID: buyingGroupStatusId,
        tradeHelpBTCreditAccount: tradeHelpBtCreditAccount,
      };
    },

    /** The organisation's buying-group status, preferNonGenuineParts (spec 1 §3) and byBoxEnabled (spec 3 §3). */
    async getPurchasingSettings(actor: Actor) {
      const settings = await accountRepository.findPurchasingSettings(actor.organisationId);
      if (!settings) throw notFound('Organisation');
      return settings;
    },

    /** spec 1 §5 mandatory fields; the contact user supplies first name and surname (spec 1 §3). */
    async isAccountCompleted(actor: Actor): Promise<IsAccountCompletedResponse> {
      const organisation = await loadOrganisation(actor.organisationId);
      const contact = await accountRepository.findContactUser(actor.organisationId);
      const isCompleted = isAccountCompleted({
        companyName: organisation.orgName,
        firstName: contact?.firstName,
        surname: contact?.surname,
        address1: organisation.address1,
        postcode: organisation.postCode,
        townCity: organisation.townCity,
        email: organisation.email,
        telephone: organisation.telephone,
      });
      return { isCompleted };
    },
  };
}
export type AccountService = ReturnType<typeof createAccountService>;
