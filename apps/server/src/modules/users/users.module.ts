import type { FastifyInstance } from 'fastify';
import type { AppDependencies } from '../../app-dependencies';
import { linkOrigin } from '../../lib/link-origin';
import { createUsersRepository } from './users.repository';
import { usersRoutes } from './users.routes';
import { createUsersService } from './users.service';

/** The company's users: list, enable/disable, invite, and the invitee's set-password page (spec 1 §4, §5, §6). */
export async function registerUsers(app: FastifyInstance, deps: AppDependencies) {
  const usersService = createUsersService({ usersRepository: createUsersRepository(deps.database.db), mail: deps.providers.mail, clock: deps.clock });
  await app.register(usersRoutes, { usersService, linkOriginOf: (request) => linkOrigin(deps.config, request) });
  return { usersService };
}
