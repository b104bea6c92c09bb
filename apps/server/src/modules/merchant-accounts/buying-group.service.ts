import type { BuyingGroupAgreement, JoinBuyingGroupResponse } from '@sparesfinder/contracts/account-users';
import type { JoinBuyingGroupRequest } from '@sparesfinder/contracts/account-users';
import { notFound } from '@sparesfinder/contracts/errors';
import { messages } from '@sparesfinder/contracts/messages';
import { isBuyingGroupMember } from '@sparesfinder/domain/buying-group';
import type { z } from 'zod';
import type { Clock } from '../../lib/clock';
import type { Actor } from '../../lib/actor';
import type { MailProvider } from '../../providers/mail/mail-provider';
import type { BuyingGroupRepository } from './buying-group.repository';

type JoinForm = z.output<typeof JoinBuyingGroupRequest>;

/** spec 1 §4 "buyingGroupStatusID not above 1" = not joined; joining sets it to 2. */
export const joinedBuyingGroupStatusId = 2;

/** Account/JoinBuyingGroup (spec 1 §3, §4, §5): the signed agreement is kept, membership set, confirmation mailed. */
export function createBuyingGroupService(deps: { buyingGroupRepository: BuyingGroupRepository; mail: MailProvider; clock: Clock }) {
  const { buyingGroupRepository: repository, mail, clock } = deps;
  return {
    async join(actor: Actor, form: JoinForm): Promise<JoinBuyingGroupResponse> {
      const outcome = await repository.inTransaction(async (tx) => {
        const organisation = await repository.lockOrganisation(actor.organisationId, tx);
        if (!organisation) throw notFound('Organisation');
        // A retry or a second tab: already a member, nothing changes and no second e-mail goes out.
        if (isBuyingGroupMember(organisation.buyingGroupStatusId)) return { joined: false, orgName: organisation.orgName };
        await repository.insertAgreement(
          {
            organisationId: actor.organisationId,
            userId: actor.userId,
            fullName: form.FullName,
            signatureImage: form.SignatureImage,
            address1: form.Address1,
            address2: form.Address2 || null,
            address3: form.Address3 || null,
            town: form.Town,
            postcode: form.Postcode.toUpperCase(),
            signedAt: clock.now(),
          },
          tx,
        );
        await repository.setBuyingGroupStatus(actor.organisationId, joinedBuyingGroupStatusId, tx);
        return { joined: true, orgName: organisation.orgName };
      });
      if (!outcome.joined) return { success: true, message: messages.accountAdmin.buyingGroupAlreadyJoined, buyingGroupStatusID: joinedBuyingGroupStatusId };
      const user = await repository.findUserEmail(actor.organisationId, actor.userId);
      if (form.SendBuyingGroupEmail && user) {
        await mail.send({
          organisationId: actor.organisationId,
          to: user.email,
          subject: 'Welcome to the SparesFinder buying group',
          text: [
            `Dear ${form.FullName},`,
            '',
            `Thank you for signing the buying group agreement for ${outcome.orgName}.`,
            'Your company now sees buying-group prices on products and parts across SparesFinder.',
            '',
            `Signed ${clock.now().toISOString().slice(0, 10)} by ${form.FullName}, ${[form.Address1, form.Town, form.Postcode.toUpperCase()].join(', ')}.`,
            'You can view the signed agreement on your account page at any time.',
          ].join('\n'),
        });
      }
      return { success: true, message: messages.accountAdmin.buyingGroupJoined, buyingGroupStatusID: joinedBuyingGroupStatusId };
    },

    async getAgreement(actor: Actor): Promise<BuyingGroupAgreement> {
      const row = await repository.findAgreement(actor.organisationId);
      if (!row) return null;
      return {
        fullName: row.fullName,
        signatureImage: row.signatureImage,
        signedAt: row.signedAt.toISOString(),
        address: [row.address1, row.address2, row.address3, row.town, row.postcode].filter((line): line is string => Boolean(line)),
      };
    },
  };
}
export type BuyingGroupService = ReturnType<typeof createBuyingGroupService>;
