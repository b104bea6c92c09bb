import type { FastifyInstance } from 'fastify';
import type { AppDependencies } from '../../app-dependencies';
import { createUserGroupRepository } from './user-group.repository';
import { userGroupRoutes } from './user-group.routes';
import { createUserGroupService } from './user-group.service';

/** The organisation's user group and banner (spec 1 §7 User group). */
export async function registerUserGroup(app: FastifyInstance, deps: AppDependencies) {
  await app.register(userGroupRoutes, { userGroupService: createUserGroupService({ userGroupRepository: createUserGroupRepository(deps.database.db) }) });
  return {};
}
