import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IsAccountCompletedResponse, Organisation, UserDetails } from '@sparesfinder/contracts/account';
import { AuthenticateResponse } from '@sparesfinder/contracts/auth';
import { apiRoutes } from '@sparesfinder/contracts/routes';
import { requireSession } from '../../plugins/session';
import type { AccountService } from './account.service';

/** spec 1 §7 Account reads. Authenticate and UserDetails also answer non-admins, so the app can send them to logout. */
export async function accountRoutes(fastify: FastifyInstance, { accountService }: { accountService: AccountService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['account'];

  app.get(apiRoutes.account.authenticate, { schema: { tags, response: { 200: AuthenticateResponse } } }, async (request) =>
    accountService.authenticate(requireSession(request).utm),
  );
  app.get(apiRoutes.account.userDetails, { schema: { tags, response: { 200: UserDetails } } }, async (request) =>
    accountService.getUserDetails(requireSession(request)),
  );
  app.get(apiRoutes.account.getOrganisation, { schema: { tags, response: { 200: Organisation } } }, async (request) =>
    accountService.getOrganisation(requireSession(request)),
  );
  app.get(apiRoutes.account.isAccountCompleted, { schema: { tags, response: { 200: IsAccountCompletedResponse } } }, async (request) =>
    accountService.isAccountCompleted(requireSession(request)),
  );
}
