import type { z } from 'zod';
import type { AccountAdminResponse, InviteUserRequest, OrgUser } from '@sparesfinder/contracts/account-users';
import { conflict, notFound, ruleBroken } from '@sparesfinder/contracts/errors';
import { messages } from '@sparesfinder/contracts/messages';
import { canChangeUserStatus, invitationExpiresAt, invitationUsable, passwordProblem } from '@sparesfinder/domain/account/invitation';
import { companyAdminRole } from '@sparesfinder/domain/roles';
import type { Actor } from '../../lib/actor';
import type { Clock } from '../../lib/clock';
import { hashPassword } from '../../lib/password';
import { generateToken, hashToken } from '../../lib/tokens';
import type { MailProvider } from '../../providers/mail/mail-provider';
import type { UsersRepository } from './users.repository';

type Invite = z.output<typeof InviteUserRequest>;

/** No argon2 hash looks like this, so an invited user cannot sign in before setting a password. */
const notYetSetPasswordHash = '!invited';

export type SetPasswordOutcome = { ok: true } | { ok: false; message: string };

/** Users of the company (spec 1 §4 "Users", §5 "Invite user", §6). */
export function createUsersService(deps: { usersRepository: UsersRepository; mail: MailProvider; clock: Clock }) {
  const { usersRepository: repository, mail, clock } = deps;
  return {
    listUsers: (actor: Actor): Promise<OrgUser[]> => repository.listUsers(actor.organisationId),

    /** LockUser / UnLockUser. An admin never disables themselves; a disabled user is signed out at once. */
    async setActive(actor: Actor, userId: number, isActive: boolean): Promise<AccountAdminResponse> {
      if (!canChangeUserStatus(actor.userId, userId)) {
        // Their own id is still theirs to see: a foreign id stays a 404 below.
        throw ruleBroken(messages.accountAdmin.cannotChangeOwnStatus);
      }
      if (!(await repository.setActive(actor.organisationId, userId, isActive))) throw notFound('User');
      return { success: true, message: isActive ? messages.accountAdmin.userEnabled : messages.accountAdmin.userDisabled };
    },

    /** Creates the user (company admin, the only role that may use the app: spec 1 §6) and mails a one-time link. */
    async invite(actor: Actor, invite: Invite, siteOrigin: string): Promise<AccountAdminResponse> {
      const token = generateToken();
      const created = await repository.inTransaction(async (tx) => {
        if (await repository.emailTaken(invite.email, tx)) return undefined;
        return repository.insertInvitedUser(
          { organisationId: actor.organisationId, email: invite.email, firstName: invite.firstName, surname: invite.surname, telephone: invite.telephone, roleName: companyAdminRole, passwordHash: notYetSetPasswordHash },
          { tokenHash: hashToken(token), expiresAt: invitationExpiresAt(clock.now()) },
          tx,
        );
      });
      if (created === undefined) throw conflict(messages.accountAdmin.emailInUse);
      await mail.send({
        organisationId: actor.organisationId,
        to: invite.email.toLowerCase(),
        subject: 'You have been invited to SparesFinder',
        text: [
          `Hello ${invite.firstName},`,
          '',
          'Your company administrator has created a SparesFinder user for you.',
          `Set your password within 72 hours here (the link works once): ${siteOrigin}/account/set-password?token=${token}`,
          '',
          `Then sign in with ${invite.email.toLowerCase()}.`,
        ].join('\n'),
      });
      return { success: true, message: messages.account.userCreated };
    },

    /** Whether a link may still be used (the page shows the form only then). */
    async invitationIsUsable(token: string): Promise<boolean> {
      const invitation = await repository.findInvitation(hashToken(token));
      return invitation !== undefined && invitationUsable(invitation, clock.now());
    },

    async setPassword(token: string, password: string, confirmPassword: string): Promise<SetPasswordOutcome> {
      const problem = passwordProblem(password);
      if (problem) return { ok: false, message: problem };
      if (password !== confirmPassword) return { ok: false, message: messages.accountAdmin.passwordsDiffer };
      const passwordHash = await hashPassword(password);
      const tokenHash = hashToken(token);
      return repository.inTransaction(async (tx): Promise<SetPasswordOutcome> => {
        const invitation = await repository.lockInvitation(tokenHash, tx);
        if (!invitation || !invitationUsable(invitation, clock.now())) return { ok: false, message: messages.accountAdmin.invitationInvalid };
        await repository.usePassword(tokenHash, invitation.userId, passwordHash, clock.now(), tx);
        return { ok: true };
      });
    },
  };
}
export type UsersService = ReturnType<typeof createUsersService>;
