import type { FastifyInstance } from 'fastify';
import type { AppDependencies } from '../../app-dependencies';
import type { Actor } from '../../lib/actor';
import { createPlatformRepository } from './platform.repository';
import { platformRoutes } from './platform.routes';
import { createPlatformService } from './platform.service';

/** Features, configuration variables and banner settings (spec 1 §7 Platform). Other areas ask it for feature flags. */
export async function registerPlatform(app: FastifyInstance, deps: AppDependencies) {
  const platformService = createPlatformService({ platformRepository: createPlatformRepository(deps.database.db) });
  await app.register(platformRoutes, { platformService });
  /** Whether the named feature (lower-case) is on for the actor's organisation. */
  const isFeatureEnabled = async (actor: Actor, name: string) =>
    (await platformService.getFeatures(actor)).some((flag) => flag.name.toLowerCase() === name && flag.isEnabled);
  return { platformService, isFeatureEnabled };
}
export type PlatformModule = Awaited<ReturnType<typeof registerPlatform>>;
