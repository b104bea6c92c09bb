import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { accountAdminPaths, BuyingGroupAgreement, JoinBuyingGroupRequest, JoinBuyingGroupResponse } from '@sparesfinder/contracts/account-users';
import { requireSession } from '../../plugins/session';
import type { BuyingGroupService } from './buying-group.service';

/** spec 1 §7 Account/JoinBuyingGroup (form data), and ours: the signed agreement for the admin to view. */
export async function buyingGroupRoutes(fastify: FastifyInstance, { buyingGroupService: service }: { buyingGroupService: BuyingGroupService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['account'];
  // The signature's data URL is the largest field; the body limit leaves room for it and nothing more.
  app.post(
    accountAdminPaths.joinBuyingGroup,
    { bodyLimit: 600_000, schema: { tags, body: JoinBuyingGroupRequest, response: { 200: JoinBuyingGroupResponse } } },
    async (request) => service.join(requireSession(request), request.body),
  );
  app.get(accountAdminPaths.buyingGroupAgreement, { schema: { tags, response: { 200: BuyingGroupAgreement } } }, async (request) =>
    service.getAgreement(requireSession(request)),
  );
}
