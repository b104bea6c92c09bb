import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { BannerTextResponse, MenuItemsResponse, OrganisationIdQuery, UserGroup } from '@sparesfinder/contracts/user-group';
import { apiRoutes } from '@sparesfinder/contracts/routes';
import { requireSession } from '../../plugins/session';
import type { UserGroupService } from './user-group.service';

/** spec 1 §7 User group: the shell's menu, banner and variant settings. */
export async function userGroupRoutes(fastify: FastifyInstance, { userGroupService }: { userGroupService: UserGroupService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['user group'];
  const paths = apiRoutes.userGroup;

  app.get(paths.getByOrganisation, { schema: { tags, querystring: OrganisationIdQuery, response: { 200: UserGroup } } }, async (request) =>
    userGroupService.getByOrganisation(requireSession(request), request.query.organisationId),
  );
  app.get(paths.getMenuItems, { schema: { tags, querystring: OrganisationIdQuery, response: { 200: MenuItemsResponse } } }, async (request) =>
    userGroupService.getMenuItems(requireSession(request), request.query.organisationId),
  );
  app.get(paths.getBannerText, { schema: { tags, querystring: OrganisationIdQuery, response: { 200: BannerTextResponse } } }, async (request) =>
    userGroupService.getBannerText(requireSession(request), request.query.organisationId),
  );
  app.get(paths.getUserGroup, { schema: { tags, response: { 200: UserGroup } } }, async (request) =>
    userGroupService.getUserGroup(requireSession(request)),
  );
}
