import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import cookie from '@fastify/cookie';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { AppConfig } from './config/env';
import type { DatabaseHandle } from './db/client';
import type { Providers } from './providers/providers';
import { registerErrorHandler } from './plugins/error-handler';
import { registerStaticSpa } from './plugins/static-spa';
import { registerOpenApi } from './plugins/openapi';
import { registerModules } from './modules/register-modules';
import type { Clock } from './lib/clock';

export interface AppDependencies {
  config: AppConfig;
  database: DatabaseHandle;
  providers: Providers;
  clock: Clock;
  /** Pino logger options, or false in tests. */
  logger?: boolean | object;
}

const defaultDistDir = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** Builds the whole app without listening, so tests drive it through app.inject. */
export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: deps.logger ?? { level: deps.config.logLevel },
    genReqId: (request) => (request.headers['x-request-id'] as string | undefined)?.slice(0, 64) || randomUUID(),
    requestIdHeader: false,
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    bodyLimit: 1_048_576,
    trustProxy: true,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  registerErrorHandler(app);

  await app.register(cookie);
  await app.register(formbody);
  await app.register(multipart, { attachFieldsToBody: 'keyValues', limits: { fileSize: 2_000_000, files: 2 } });
  await registerOpenApi(app);
  await registerModules(app, deps);
  await registerStaticSpa(app, deps.config.webDistDir ?? defaultDistDir);
  return app;
}
