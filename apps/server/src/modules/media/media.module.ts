import type { FastifyInstance } from 'fastify';
import type { AppDependencies } from '../../app-dependencies';
import { mediaRoutes } from './media.routes';

/** Generated product images, diagrams and logos. */
export async function registerMedia(app: FastifyInstance, _deps: AppDependencies) {
  await app.register(mediaRoutes);
  return {};
}
