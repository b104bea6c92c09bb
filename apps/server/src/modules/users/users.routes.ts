import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AccountAdminResponse, accountAdminPaths as paths, InviteUserRequest, OrgUsersResponse, SetPasswordForm, UserIdForm } from '@sparesfinder/contracts/account-users';
import { messages } from '@sparesfinder/contracts/messages';
import { serverPageHeaders } from '../../lib/html';
import { requireSession } from '../../plugins/session';
import { renderSetPasswordPage } from './set-password-page';
import type { UsersService } from './users.service';

/** spec 1 §7 Account users calls, and the invitee's public set-password page (plugins/public-paths.ts). */
export async function usersRoutes(
  fastify: FastifyInstance,
  { usersService: service, linkOriginOf }: { usersService: UsersService; linkOriginOf: (request: FastifyRequest) => string },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['account'];

  app.get(paths.listUsers, { schema: { tags, response: { 200: OrgUsersResponse } } }, async (request) => service.listUsers(requireSession(request)));
  app.post(paths.lockUser, { schema: { tags, body: UserIdForm, response: { 200: AccountAdminResponse } } }, async (request) =>
    service.setActive(requireSession(request), request.body.id, false),
  );
  app.post(paths.unlockUser, { schema: { tags, body: UserIdForm, response: { 200: AccountAdminResponse } } }, async (request) =>
    service.setActive(requireSession(request), request.body.id, true),
  );
  app.post(paths.inviteUser, { schema: { tags, body: InviteUserRequest, response: { 200: AccountAdminResponse } } }, async (request) =>
    service.invite(requireSession(request), request.body, linkOriginOf(request)),
  );

  app.get(paths.setPassword, { schema: { hide: true, querystring: z.object({ token: z.string().max(200).optional() }) } }, async (request, reply) => {
    const token = request.query.token ?? '';
    const usable = /^[A-Za-z0-9_-]{43}$/.test(token) && (await service.invitationIsUsable(token));
    const html = usable ? renderSetPasswordPage({ token }) : renderSetPasswordPage({ error: messages.accountAdmin.invitationInvalid });
    return reply.code(usable ? 200 : 404).headers(serverPageHeaders).send(html);
  });
  app.post(paths.setPassword, { schema: { hide: true, body: SetPasswordForm }, attachValidation: true }, async (request, reply) => {
    if (request.validationError) {
      return reply.code(400).headers(serverPageHeaders).send(renderSetPasswordPage({ error: messages.accountAdmin.invitationInvalid }));
    }
    const { token, password, confirmPassword } = request.body;
    const outcome = await service.setPassword(token, password, confirmPassword);
    if (outcome.ok) return reply.code(200).headers(serverPageHeaders).send(renderSetPasswordPage({ done: messages.accountAdmin.passwordSet }));
    const stillUsable = outcome.message !== messages.accountAdmin.invitationInvalid;
    return reply
      .code(stillUsable ? 400 : 404)
      .headers(serverPageHeaders)
      .send(renderSetPasswordPage(stillUsable ? { token, error: outcome.message } : { error: outcome.message }));
  });
}
